import type { Locale } from '@nyiur/domain';
import type { MailMessage } from '../mail-message';
import { brandMail, malaysiaOnlyNote, type EmailBlock } from './layout';

export type ReceiptKind = 'contact' | 'affiliate' | 'subscriber';

type ReceiptCopy = Record<ReceiptKind, { subject: string; heading: string; body: string }>;

const COPY: Record<Locale, ReceiptCopy & { hello: string }> = {
  en: {
    hello: 'Hello,',
    contact: {
      subject: 'we received your message',
      heading: 'Thanks for getting in touch',
      body: 'We have your message and will reply within two working days.',
    },
    affiliate: {
      subject: 'your lifestyle affiliate enquiry',
      heading: 'Thanks for your interest in the affiliate programme',
      body: 'Our team will look at your enquiry and contact you about the next steps within two working days.',
    },
    subscriber: {
      subject: 'you are subscribed',
      heading: 'Welcome to our newsletter',
      body: 'You will hear from us about new products, articles from the community blog and offers. Every newsletter has a link to unsubscribe.',
    },
  },
  ms: {
    hello: 'Hai,',
    contact: {
      subject: 'mesej anda telah kami terima',
      heading: 'Terima kasih kerana menghubungi kami',
      body: 'Mesej anda telah kami terima dan kami akan membalasnya dalam tempoh dua hari bekerja.',
    },
    affiliate: {
      subject: 'pertanyaan anda tentang program afiliasi gaya hidup',
      heading: 'Terima kasih atas minat anda terhadap program afiliasi',
      body: 'Pasukan kami akan meneliti pertanyaan anda dan menghubungi anda tentang langkah seterusnya dalam tempoh dua hari bekerja.',
    },
    subscriber: {
      subject: 'anda kini melanggan surat berita kami',
      heading: 'Selamat datang ke surat berita kami',
      body: 'Anda akan menerima berita daripada kami tentang produk baharu, artikel blog komuniti dan tawaran istimewa. Setiap surat berita ada pautan untuk berhenti melanggan.',
    },
  },
};

/**
 * The receipt for an enquiry or subscription. It is sent to whatever address was typed, so it
 * holds only our own words: no name or message of the sender's, which would let anyone send their
 * text from the shop's domain.
 */
export function contactReceiptEmail(input: {
  to: string;
  kind: ReceiptKind;
  locale: Locale;
  /** Required for the newsletter welcome: every marketing mail carries it. */
  unsubscribeUrl?: string;
}): MailMessage {
  const copy = COPY[input.locale];
  const text = copy[input.kind];
  const block: EmailBlock = {
    paragraphs: [copy.hello, text.body],
    footnote: malaysiaOnlyNote(input.locale),
    ...(input.unsubscribeUrl ? { unsubscribeUrl: input.unsubscribeUrl } : {}),
  };
  return brandMail(input.to, text.subject, text.heading, block, input.locale);
}
