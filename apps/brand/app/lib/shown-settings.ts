import type { PublicShopSettings } from '@nyiur/api';

/** Digits and a leading + for a tel: link, e.g. "+60 3-7890 1234" -> "+60378901234". */
export const telOf = (phone: string): string => phone.replace(/[^+\d]/g, '');

export type ContactLine =
  | { readonly kind: 'phone'; readonly term: 'Phone'; readonly value: string }
  | {
      readonly kind: 'registration';
      readonly term: 'Company registration';
      readonly value: string;
    }
  | { readonly kind: 'address'; readonly term: 'Address'; readonly value: string }
  | { readonly kind: 'email'; readonly term: 'Email'; readonly value: string };

/** The Locate Us lines the owner has set, in the page's order; an empty setting has no line. */
export function contactLinesOf(contact: PublicShopSettings['contact'] | undefined): ContactLine[] {
  if (!contact) return [];
  const lines: ContactLine[] = [];
  if (contact.phone) lines.push({ kind: 'phone', term: 'Phone', value: contact.phone });
  if (contact.company_registration) {
    lines.push({
      kind: 'registration',
      term: 'Company registration',
      value: contact.company_registration,
    });
  }
  if (contact.address) lines.push({ kind: 'address', term: 'Address', value: contact.address });
  if (contact.email) lines.push({ kind: 'email', term: 'Email', value: contact.email });
  return lines;
}

/** Whether Locate Us has anything to show: a line or the map. */
export const hasLocateUs = (contact: PublicShopSettings['contact'] | undefined): boolean =>
  contactLinesOf(contact).length > 0 || Boolean(contact?.map_embed_url);

export interface SocialLink {
  readonly href: string;
  readonly network: 'facebook' | 'instagram';
}

/** The shop's social pages the owner has set, Facebook first. */
export function socialLinksOf(social: PublicShopSettings['social'] | undefined): SocialLink[] {
  const links: SocialLink[] = [];
  if (social?.facebook_url) links.push({ href: social.facebook_url, network: 'facebook' });
  if (social?.instagram_url) links.push({ href: social.instagram_url, network: 'instagram' });
  return links;
}
