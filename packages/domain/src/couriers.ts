/** The couriers Malaysian sellers ship with, and how to read their tracking numbers. */
export const COURIERS = [
  'J&T Express',
  'Pos Laju',
  'Ninja Van',
  'DHL eCommerce',
  'City-Link',
  'Shopee Express',
] as const;
export type Courier = (typeof COURIERS)[number];

/**
 * Waybill shapes as printed on each courier's Malaysian labels. A guess only: the packer can
 * always change it.
 * - Pos Laju: the UPU S10 form, two letters, nine digits and MY (ER123456789MY).
 * - J&T Express: twelve digits starting with 6 (630012345678), or JT / JNT, an optional letter
 *   or two and digits (JTE123456789012, JNT0012345678, JNTMY1234567890).
 * - Ninja Van: NV, the country and the shipper's prefix (NVMYABC123456789).
 * - DHL eCommerce: MY, a three-letter account prefix and digits (MYCGU0012345678), or GM and
 *   16 to 18 digits (GM6041234567890123).
 * - Shopee Express: SPXMY and digits (SPXMY012345678901), or MY, twelve to fourteen digits and
 *   a letter (MY231234567890A).
 * - City-Link: thirteen digits (0601234567890).
 */
const PATTERNS: readonly (readonly [Courier, RegExp])[] = [
  ['Pos Laju', /^[A-Z]{2}\d{9}MY$/],
  ['Shopee Express', /^(SPXMY\d{9,15}|MY\d{12,14}[A-Z])$/],
  ['Ninja Van', /^NV[A-Z]{2}[A-Z0-9]{6,}$/],
  ['DHL eCommerce', /^(MY[A-Z]{3}\d{6,}|GM\d{16,18})$/],
  ['J&T Express', /^(JN?T[A-Z]{0,2}\d{9,15}|6\d{11})$/],
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
  'Shopee Express': (n) => `https://spx.com.my/track?${n}`,
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
