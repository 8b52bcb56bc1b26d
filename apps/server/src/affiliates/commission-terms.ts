import type { Executor } from '../db/database';
import { getShopSettings } from '../db/shop-settings';

export interface CommissionTerms {
  /** The rate an affiliate code earns when the owner set none of its own. */
  readonly defaultRatePercent: number;
  /** Days after completion or collection before a commission is released for payout. */
  readonly returnWindowDays: number;
}

/** The shop-wide commission terms, as the owner set them on the Settings screen (10 % and 7 days until then). */
export async function commissionTerms(db: Executor): Promise<CommissionTerms> {
  const settings = await getShopSettings(db);
  return {
    defaultRatePercent: settings.affiliateCommissionPercent,
    returnWindowDays: settings.returnWindowDays,
  };
}
