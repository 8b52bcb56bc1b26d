/** The couriers Malaysian sellers ship with, and how to read their tracking numbers. */
export const COURIERS = [
  'J&T Express',
  'Pos Laju',
  'Ninja Van',
  'DHL eCommerce',
  'City-Link',
] as const;
export type Courier = (typeof COURIERS)[number];

/**
 * Waybill shapes as printed on each courier's labels: Pos Laju uses the UPU S10 form (two
 * letters, nine digits, MY), Ninja Van and DHL eCommerce prefix their numbers, J&T Express prints
 * twelve digits starting with 6 (or JT and digits), City-Link thirteen digits. A guess only: the
 * packer can always change it.
 */
const PATTERNS: readonly (readonly [Courier, RegExp])[] = [
  ['Pos Laju', /^[A-Z]{2}\d{9}MY$/],
  ['Ninja Van', /^NV[A-Z]{2}[A-Z0-9]{6,}$/],
  ['DHL eCommerce', /^MY[A-Z]{3}\d{6,}$/],
  ['J&T Express', /^(JT[A-Z]?\d{9,13}|6\d{11})$/],
  ['City-Link', /^\d{13}$/],
];

/** A tracking number as typed or scanned: spaces and dashes out, letters upper-case. */
export const normaliseTrackingNumber = (raw: string): string =>
  raw.replace(/[\s-]+/g, '').toUpperCase();

/** The courier a tracking number most likely belongs to, or undefined when none fits. */
export function guessCourier(trackingNumber: string): Courier | undefined {
  const number = normaliseTrackingNumber(trackingNumber);
  return PATTERNS.find(([, pattern]) => pattern.test(number))?.[0];
}

export const isCourier = (value: string): value is Courier =>
  (COURIERS as readonly string[]).includes(value);

const TRACKING_PAGES: Record<Courier, (number: string) => string> = {
  'J&T Express': (n) => `https://www.jtexpress.my/tracking/${n}`,
  'Pos Laju': (n) => `https://tracking.pos.com.my/tracking/${n}`,
  'Ninja Van': (n) => `https://www.ninjavan.co/en-my/tracking?id=${n}`,
  'DHL eCommerce': (n) =>
    `https://www.dhl.com/my-en/home/tracking/tracking-ecommerce.html?tracking-id=${n}`,
  'City-Link': (n) => `https://www.citylinkexpress.com/tracking-result/?track0=${n}`,
};

/** Where the customer follows the parcel. */
export const trackingLink = (courier: Courier, trackingNumber: string): string =>
  TRACKING_PAGES[courier](encodeURIComponent(normaliseTrackingNumber(trackingNumber)));

/**
 * Reads pasted or scanned lines of "order number, tracking number" (comma, tab or spaces
 * between). Blank lines are skipped; a line that is not two values is reported by number.
 */
export function parseTrackingLines(text: string): {
  lines: { refNo: string; trackingNumber: string }[];
  errors: number[];
} {
  const lines: { refNo: string; trackingNumber: string }[] = [];
  const errors: number[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const parts = line.split(/\s*[,;\t]\s*|\s+/).filter((part) => part.length > 0);
    const [refNo, trackingNumber] = parts;
    if (parts.length !== 2 || !refNo || !trackingNumber) errors.push(index + 1);
    else
      lines.push({
        refNo: refNo.toUpperCase(),
        trackingNumber: normaliseTrackingNumber(trackingNumber),
      });
  });
  return { lines, errors };
}
