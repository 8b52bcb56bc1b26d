/** Gmail ignores dots and anything after "+" in the local part, on both of its domains. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The inbox an address reaches: lower-case, and for Gmail the local part without dots or a
 * "+tag" on gmail.com ("A.b+x@GoogleMail.com" -> "ab@gmail.com").
 */
export function inboxKeyOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const domain = lower.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) return lower;
  const local = lower.slice(0, at).split('+')[0]?.replaceAll('.', '') ?? '';
  return `${local}@gmail.com`;
}

/**
 * A Malaysian phone number in E.164 ("019-888 7777", "60198887777" and "+60 19 888 7777" are all
 * "+60198887777"); null when too short to name anyone.
 */
export function phoneE164(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const national = phone.trim().startsWith('+')
    ? digits
    : digits.startsWith('60')
      ? digits
      : `60${digits.replace(/^0/, '')}`;
  return national.length >= 9 ? `+${national}` : null;
}

/** Street words written short on Malaysian addresses, and the word each stands for. */
const STREET_WORDS: Readonly<Record<string, string>> = {
  jln: 'jalan',
  jl: 'jalan',
  tmn: 'taman',
  lrg: 'lorong',
  lor: 'lorong',
  kg: 'kampung',
  kpg: 'kampung',
  kampong: 'kampung',
  bdr: 'bandar',
  sek: 'seksyen',
  sksyen: 'seksyen',
  psn: 'persiaran',
  pers: 'persiaran',
  sg: 'sungai',
  sri: 'seri',
  bkt: 'bukit',
  blk: 'blok',
  block: 'blok',
  apt: 'apartment',
  kdmn: 'kediaman',
  pst: 'pusat',
};
/** Words that only label the number after them ("No. 12", "Lot 12"). */
const LABELS = new Set(['no', 'lot', 'unit']);

/**
 * A delivery address as one comparable key: the street line and postcode, case, punctuation and
 * the short forms of street words ignored ("12, Jln. Ujian" is "12 Jalan Ujian"). Null for none
 * (pick-up).
 */
export function deliveryAddressKey(address: string, postcode: string): string | null {
  const words = address
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !LABELS.has(word))
    .map((word) => STREET_WORDS[word] ?? word);
  if (words.length === 0) return null;
  return `${words.join(' ')}|${postcode.replace(/\D/g, '')}`;
}

/** What names one customer: a member id, the inbox, the phone and the delivery address. */
export type CustomerIdentity = {
  userId: number | null;
  inbox: string | null;
  phone: string | null;
  address: string | null;
};

/** The identity of whoever gives these details; missing details name nobody. */
export const customerIdentityOf = (details: {
  userId?: number | null;
  email?: string;
  phone?: string;
  address?: string;
  postcode?: string;
}): CustomerIdentity => ({
  userId: details.userId ?? null,
  inbox: details.email?.trim() ? inboxKeyOf(details.email) : null,
  phone: details.phone ? phoneE164(details.phone) : null,
  address: details.address ? deliveryAddressKey(details.address, details.postcode ?? '') : null,
});

/** One customer when any of the member id, the inbox, the phone or the delivery address is shared. */
export const isSameCustomer = (a: CustomerIdentity, b: CustomerIdentity): boolean =>
  (a.userId !== null && a.userId === b.userId) ||
  (a.inbox !== null && a.inbox === b.inbox) ||
  (a.phone !== null && a.phone === b.phone) ||
  (a.address !== null && a.address === b.address);
