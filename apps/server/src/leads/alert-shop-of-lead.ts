import type { AppContext } from '../app-context';
import type { Transaction } from '../db/database';
import { getShopSettings } from '../db/shop-settings';
import { enqueueEmail } from '../mail/enqueue-email';
import { newLeadAlertEmail } from '../mail/templates/shop-alert-email';

/** Queues the shop's alert of a new lead, when the shop has an alert address. */
export async function alertShopOfLead(
  tx: Transaction,
  ctx: AppContext,
  lead: Omit<Parameters<typeof newLeadAlertEmail>[0], 'to'>,
): Promise<void> {
  const { shopAlertEmail } = await getShopSettings(tx, ctx.config.shopAlertEmail, ctx.db);
  if (shopAlertEmail) await enqueueEmail(tx, newLeadAlertEmail({ to: shopAlertEmail, ...lead }));
}
