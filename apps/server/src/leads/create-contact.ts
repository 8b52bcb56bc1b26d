import { DEFAULT_LOCALE, type Locale } from '@nyiur/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { contacts } from '../db/schema';
import { enqueueEmail, MAIL_PER_RECIPIENT_PER_HOUR } from '../mail/enqueue-email';
import { contactReceiptEmail } from '../mail/templates/contact-receipt-email';
import { unsubscribeLink } from './unsubscribe-link';
import { alertShopOfLead } from './alert-shop-of-lead';

/** What an enquiry and an affiliate application both carry. */
interface EnquiryFields {
  name: string;
  mobile: string;
  email: string;
  country: string;
  comments: string;
  is_pro: '1' | '0';
}

/** The language of the page the form was on; its receipt and later replies are in it. */
type WithLocale = { locale?: Locale | undefined };

export type ContactInput = WithLocale &
  (
    | ({ contact_type: 'contact' } & EnquiryFields)
    | ({
        contact_type: 'affiliate';
        is_content_creator: '1' | '0';
        is_blog_writer: '1' | '0';
      } & EnquiryFields)
    | { contact_type: 'subscriber'; email: string; is_pro: '1' | '0' }
  );

/**
 * Stores an enquiry or a subscription and queues a receipt. A second subscription of the same
 * address keeps the one row and answers its id, without a second welcome mail.
 */
export async function createContact(ctx: AppContext, input: ContactInput): Promise<{ id: number }> {
  const email = input.email.trim().toLowerCase();
  const locale = input.locale ?? DEFAULT_LOCALE;
  const result = await ctx.db.transaction(async (tx) => {
    /** Welcomes a new or returning subscriber, with the link that ends the subscription. */
    const welcome = async (row: { id: number; token: string }) => {
      const unsubscribeUrl = unsubscribeLink(ctx.config.publicBaseUrl, row.token);
      await enqueueEmail(
        tx,
        contactReceiptEmail({ to: email, kind: 'subscriber', unsubscribeUrl, locale }),
        {
          perHour: MAIL_PER_RECIPIENT_PER_HOUR.forms,
        },
      );
      return { id: row.id, queued: true };
    };
    if (input.contact_type === 'subscriber') {
      const [inserted] = await tx
        .insert(contacts)
        .values({ contactType: 'subscriber', email, isPro: input.is_pro === '1', locale })
        .onConflictDoNothing({
          target: contacts.email,
          where: eq(contacts.contactType, 'subscriber'),
        })
        .returning({ id: contacts.id, token: contacts.unsubscribeToken });
      if (inserted) return welcome(inserted);
      // Someone who unsubscribed and signs up again is subscribed again, and welcomed again.
      const [returning] = await tx
        .update(contacts)
        .set({ unsubscribedAt: null, locale })
        .where(
          and(
            eq(contacts.email, email),
            eq(contacts.contactType, 'subscriber'),
            isNotNull(contacts.unsubscribedAt),
          ),
        )
        .returning({ id: contacts.id, token: contacts.unsubscribeToken });
      if (returning) return welcome(returning);
      const [existing] = await tx
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.email, email), eq(contacts.contactType, 'subscriber')));
      if (!existing) throw new Error('subscription vanished');
      return { id: existing.id, queued: false };
    }
    const affiliate = input.contact_type === 'affiliate' ? input : undefined;
    const [row] = await tx
      .insert(contacts)
      .values({
        contactType: input.contact_type,
        name: input.name,
        email,
        phone: input.mobile,
        country: input.country,
        comments: input.comments,
        isPro: input.is_pro === '1',
        isContentCreator: affiliate ? affiliate.is_content_creator === '1' : null,
        isBlogWriter: affiliate ? affiliate.is_blog_writer === '1' : null,
        locale,
      })
      .returning({ id: contacts.id });
    if (!row) throw new Error('insert returned no contact');
    // The receipt goes to whatever address was typed: it never repeats the sender's own words.
    await enqueueEmail(tx, contactReceiptEmail({ to: email, kind: input.contact_type, locale }), {
      perHour: MAIL_PER_RECIPIENT_PER_HOUR.forms,
    });
    await alertShopOfLead(tx, ctx, {
      kind: input.contact_type,
      name: input.name,
      email,
      phone: input.mobile,
      detail: input.comments,
    });
    return { id: row.id, queued: true };
  });
  if (result.queued) ctx.outbox.wake();
  return { id: result.id };
}
