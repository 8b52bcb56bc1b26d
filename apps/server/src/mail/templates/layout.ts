import { DEFAULT_LOCALE, escapeHtml, inLocale, LOCALE_TAG, type Locale } from '@nyiur/domain';
import { siteConfig } from '@nyiur/content';
import type { MailMessage } from '../mail-message';

/**
 * A paragraph with a figure struck through, as a discounted fee: `before`, the struck figure,
 * `after`. Plain text reads it as `text` (a strike mark is lost there).
 */
export interface StruckParagraph {
  readonly before: string;
  readonly struck: string;
  readonly after: string;
  readonly text: string;
}

export interface EmailBlock {
  /** Plain paragraphs; escaped in HTML. */
  readonly paragraphs: readonly (string | StruckParagraph)[];
  readonly button?: { readonly label: string; readonly url: string };
  readonly footnote?: string;
  /** Marketing mail: the subscriber's own unsubscribe link, last in the message. */
  readonly unsubscribeUrl?: string;
}

/** Where the shop's contact details go in the HTML body; filled when the mail is queued. */
export const CONTACT_SLOT = '<!--shop-contact-->';

/** The shop's contact lines the owner set in the back office; unset lines are left out. */
export interface MailContact {
  readonly phone: string | null;
  readonly email: string | null;
  readonly address: string | null;
}

/** The layout's own words in each language. */
const LAYOUT_WORDS = {
  en: {
    phone: 'Phone',
    email: 'E-mail',
    unsubscribe: 'Unsubscribe',
    fromThese: 'from these e-mails.',
  },
  ms: {
    phone: 'Telefon',
    email: 'E-mel',
    unsubscribe: 'Berhenti melanggan',
    fromThese: 'e-mel ini.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The footnote of mail to people who may not know yet: where the shop sends parcels. */
export const malaysiaOnlyNote = (locale: Locale): string =>
  locale === 'ms'
    ? `${siteConfig.brandName} menghantar ke alamat di Malaysia sahaja.`
    : `${siteConfig.brandName} ships within Malaysia only.`;

/** A page of the site in the e-mail's language: `/password` in Malay is `/ms/password`. */
export const siteLink = (baseUrl: string, path: string, locale: Locale): string =>
  `${baseUrl}${inLocale(path, locale)}`;

const contactLines = (contact: MailContact, locale: Locale): string[] =>
  [
    contact.phone && `${LAYOUT_WORDS[locale].phone}: ${contact.phone}`,
    contact.email && `${LAYOUT_WORDS[locale].email}: ${contact.email}`,
    contact.address,
  ].filter((line): line is string => Boolean(line));

/** Puts the contact details at the foot of a rendered message (both bodies). */
export function withContact<M extends { html: string; text: string; locale?: Locale }>(
  message: M,
  contact: MailContact,
): M {
  const lines = contactLines(contact, message.locale ?? DEFAULT_LOCALE);
  const html = lines.length
    ? `<p style="margin:24px 0 0;font-size:13px;color:#5b6770">${lines.map(escapeHtml).join('<br>')}</p>`
    : '';
  return {
    ...message,
    html: message.html.replace(CONTACT_SLOT, html),
    text: lines.length ? `${message.text}\n${lines.join('\n')}` : message.text,
  };
}

/** The HTML body: one centred column, inline styles only (mail clients drop style sheets). */
export function renderHtml(
  heading: string,
  block: EmailBlock,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const words = LAYOUT_WORDS[locale];
  const brand = escapeHtml(siteConfig.brandName);
  const paragraphs = block.paragraphs
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px;line-height:1.5">${
          typeof paragraph === 'string'
            ? escapeHtml(paragraph)
            : `${escapeHtml(paragraph.before)}<s>${escapeHtml(paragraph.struck)}</s>${escapeHtml(paragraph.after)}`
        }</p>`,
    )
    .join('\n');
  const button = block.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(block.button.url)}" style="background:#1f3d2b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(block.button.label)}</a></p>`
    : '';
  const footnote = block.footnote
    ? `<p style="margin:24px 0 0;font-size:13px;color:#5b6770">${escapeHtml(block.footnote)}</p>`
    : '';
  const unsubscribe = block.unsubscribeUrl
    ? `<p style="margin:16px 0 0;font-size:13px;color:#5b6770"><a href="${escapeHtml(block.unsubscribeUrl)}" style="color:#5b6770">${words.unsubscribe}</a> ${words.fromThese}</p>`
    : '';
  return `<!doctype html>
<html lang="${LOCALE_TAG[locale]}"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3ec;font-family:Arial,Helvetica,sans-serif;color:#1b1f22">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
<p style="margin:0 0 24px;font-weight:bold;letter-spacing:0.08em">${brand}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${paragraphs}
${button}
${footnote}
${unsubscribe}
${CONTACT_SLOT}
</div>
</body></html>`;
}

/** The plain-text body of the same message. */
export function renderText(
  heading: string,
  block: EmailBlock,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const lines = [
    heading,
    '',
    ...block.paragraphs.flatMap((paragraph) => [
      typeof paragraph === 'string' ? paragraph : paragraph.text,
      '',
    ]),
  ];
  if (block.button) lines.push(`${block.button.label}: ${block.button.url}`, '');
  if (block.footnote) lines.push(block.footnote, '');
  if (block.unsubscribeUrl)
    lines.push(`${LAYOUT_WORDS[locale].unsubscribe}: ${block.unsubscribeUrl}`, '');
  lines.push(`-- ${siteConfig.brandName}`);
  return lines.join('\n');
}

/**
 * A mail from the shop: the subject after the brand's name, the block under its heading, in the
 * given language (the layout's own words and `lang` follow it).
 */
export const brandMail = (
  to: string,
  subject: string,
  heading: string,
  block: EmailBlock,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage => ({
  to,
  subject: `${siteConfig.brandName}: ${subject}`,
  text: renderText(heading, block, locale),
  html: renderHtml(heading, block, locale),
  locale,
});
