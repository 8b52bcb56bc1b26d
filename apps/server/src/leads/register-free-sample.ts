import { DEFAULT_LOCALE, isForSale, type Locale } from '@nyiur/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { hashToken, newOpaqueToken } from '../crypto/opaque-token';
import { isUniqueViolation } from '../db/is-unique-violation';
import { contacts, products } from '../db/schema';
import { AppError } from '../http/app-error';
import { enqueueEmail, MAIL_PER_RECIPIENT_PER_HOUR } from '../mail/enqueue-email';
import { freeSampleEmail } from '../mail/templates/free-sample-email';
import { siteLink } from '../mail/templates/layout';
import { alertShopOfLead } from './alert-shop-of-lead';

export const freeSampleMessages = {
  product: 'This product is not available as a free sample.',
  emailUsed: 'A free sample has already been requested with this email.',
  phoneUsed: 'A free sample has already been requested with this phone number.',
} as const;

export interface FreeSampleInput {
  name: string;
  email: string;
  phone: string;
  gender: 'male' | 'female';
  product_id: number;
  locale?: Locale | undefined;
}

/** How long the free-sample checkout link (and the browser's claim) can be used. */
export const SAMPLE_CLAIM_DAYS = 7;

export interface FreeSampleRegistration {
  readonly id: number;
  /** Goes to the registrant's browser and e-mail link only; stored as its sha256. */
  readonly claimToken: string;
}

/**
 * The checkout link in the e-mail. The claim token rides in the fragment, which browsers never
 * send to a server, so it stays out of logs and Referer headers; the page moves it into the tab's
 * session storage.
 */
export const sampleCheckoutUrl = (
  base: string,
  productId: number,
  contactId: number,
  claimToken: string,
  locale: Locale,
): string =>
  siteLink(base, `/guest-checkout?pid=${productId}&cid=${contactId}#claim=${claimToken}`, locale);

/**
 * Records the lead (one per e-mail and per phone) and answers its id for the guest checkout with
 * the claim token that the guest checkout needs.
 */
export async function registerFreeSample(
  ctx: AppContext,
  input: FreeSampleInput,
): Promise<FreeSampleRegistration> {
  const email = input.email.trim().toLowerCase();
  const phone = input.phone.replace(/\D/g, '');
  const claimToken = newOpaqueToken();
  const locale = input.locale ?? DEFAULT_LOCALE;
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [product] = await tx.select().from(products).where(eq(products.id, input.product_id));
      if (!product || !isForSale(product) || product.kind !== 'product') {
        throw AppError.validation({ product_id: freeSampleMessages.product });
      }
      const taken = await tx
        .select({ email: contacts.email, phone: contacts.phone })
        .from(contacts)
        .where(
          and(
            eq(contacts.contactType, 'free_sample'),
            or(eq(contacts.email, email), eq(contacts.phone, phone)),
          ),
        );
      if (taken.some((row) => row.email === email))
        throw AppError.validation({ email: freeSampleMessages.emailUsed });
      if (taken.length > 0) throw AppError.validation({ phone: freeSampleMessages.phoneUsed });

      const [row] = await tx
        .insert(contacts)
        .values({
          contactType: 'free_sample',
          name: input.name,
          email,
          phone,
          gender: input.gender,
          productId: product.id,
          claimTokenHash: hashToken(claimToken),
          claimExpiresAt: sql`now() + make_interval(days => ${SAMPLE_CLAIM_DAYS})`,
          locale,
        })
        .returning({ id: contacts.id });
      if (!row) throw new Error('insert returned no contact');
      const checkoutUrl = sampleCheckoutUrl(
        ctx.config.publicBaseUrl,
        product.id,
        row.id,
        claimToken,
        locale,
      );
      await enqueueEmail(
        tx,
        freeSampleEmail({ to: email, productName: product.name, checkoutUrl, locale }),
        { perHour: MAIL_PER_RECIPIENT_PER_HOUR.forms },
      );
      await alertShopOfLead(tx, ctx, {
        kind: 'free_sample',
        name: input.name,
        email,
        phone,
        detail: `Sample: ${product.name}`,
      });
      return row.id;
    });
    ctx.outbox.wake();
    return { id, claimToken };
  } catch (error) {
    if (isUniqueViolation(error))
      throw AppError.validation({ email: freeSampleMessages.emailUsed });
    throw error;
  }
}
