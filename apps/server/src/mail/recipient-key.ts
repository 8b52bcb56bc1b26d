/** Gmail ignores dots and anything after "+" in the local part, on both of its domains. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The inbox an address reaches, for counting mail per recipient: lower-case, and for Gmail the
 * local part without dots or a "+tag" on gmail.com ("A.b+x@GoogleMail.com" -> "ab@gmail.com").
 */
export function recipientKeyOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const domain = lower.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) return lower;
  const local = lower.slice(0, at).split('+')[0]?.replaceAll('.', '') ?? '';
  return `${local}@gmail.com`;
}
