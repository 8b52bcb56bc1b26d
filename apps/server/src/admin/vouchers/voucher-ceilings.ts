import { formatRM, sen, toAmountString } from '@nyiur/domain';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { shopSettings } from '../../db/schema';
import type { VoucherRow } from '../../db/schema/vouchers';
import { SETTINGS_ID } from '../../db/shop-settings';
import { notifyOwners } from '../../mail/notify-owners';
import { recordAudit, type AuditEntry } from '../../audit/record-audit';

/** What the owners let anyone else give away without asking them first (review L5). */
export interface VoucherCeilings {
  readonly maxPercent: number;
  readonly maxAmountSen: number;
  readonly unlimitedNeedsApproval: boolean;
}

export const DEFAULT_VOUCHER_CEILINGS: VoucherCeilings = {
  maxPercent: 30,
  maxAmountSen: 5000,
  unlimitedNeedsApproval: true,
};

export async function voucherCeilingsOf(db: Executor): Promise<VoucherCeilings> {
  const [row] = await db
    .select({
      maxPercent: shopSettings.voucherMaxPercent,
      maxAmountSen: shopSettings.voucherMaxAmountSen,
      unlimitedNeedsApproval: shopSettings.voucherUnlimitedNeedsApproval,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, SETTINGS_ID));
  return row ?? DEFAULT_VOUCHER_CEILINGS;
}

type VoucherTermsOf = Pick<VoucherRow, 'kind' | 'percent' | 'amountSen' | 'totalUses'>;

/** How a voucher goes past the ceilings, in the owners' words; empty when it does not. */
export function aboveCeilings(voucher: VoucherTermsOf, ceilings: VoucherCeilings): string[] {
  const above: string[] = [];
  if (voucher.kind === 'percent_off' && (voucher.percent ?? 0) > ceilings.maxPercent) {
    above.push(`${voucher.percent}% off is above the ${ceilings.maxPercent}% ceiling.`);
  }
  if (voucher.kind === 'amount_off' && voucher.amountSen > ceilings.maxAmountSen) {
    above.push(
      `${formatRM(sen(voucher.amountSen))} off is above the ${formatRM(sen(ceilings.maxAmountSen))} ceiling.`,
    );
  }
  if (voucher.totalUses === null && ceilings.unlimitedNeedsApproval) {
    above.push('It has no limit on total uses.');
  }
  return above;
}

const gives = (voucher: VoucherRow): string =>
  voucher.kind === 'amount_off'
    ? `${formatRM(sen(voucher.amountSen))} off`
    : voucher.kind === 'percent_off'
      ? `${voucher.percent}% off`
      : 'free shipping';

/**
 * E-mails every owner that a voucher was made or changed, with what it gives, its uses and the
 * affiliate it credits, and whether it waits for their approval: a voucher changed from a stolen
 * marketing session reaches the owners' own inboxes.
 */
export async function noticeVoucherChange(
  tx: Executor,
  voucher: VoucherRow,
  what: 'created' | 'changed',
  changedBy: string,
  above: readonly string[],
): Promise<void> {
  await notifyOwners(tx, {
    subject: above.length
      ? `Voucher ${voucher.code} ${what}: waiting for your approval`
      : `Voucher ${voucher.code} ${what}`,
    lines: [
      `Voucher ${voucher.code} gives ${gives(voucher)}, ${
        voucher.totalUses === null ? 'with no limit on uses' : `for ${voucher.totalUses} uses`
      }${voucher.affiliateCode ? `, and credits affiliate ${voucher.affiliateCode}` : ''}.`,
      ...(above.length
        ? [
            ...above,
            'Shoppers cannot use it until an owner approves it on the Vouchers screen of the back office.',
          ]
        : []),
    ],
    changedBy,
  });
}

/** The owners' ceilings as the Settings screen shows them. */
export const voucherCeilingsView = (ceilings: VoucherCeilings) => ({
  max_percent: ceilings.maxPercent,
  max_amount: toAmountString(sen(ceilings.maxAmountSen)),
  unlimited_needs_approval: ceilings.unlimitedNeedsApproval,
});

/** Saves the owners' ceilings (the settings row exists: the Settings form saved it first). */
export async function saveVoucherCeilings(
  db: Database,
  ceilings: VoucherCeilings,
  actor: Pick<AuditEntry, 'adminId' | 'actorEmail' | 'ip'>,
): Promise<VoucherCeilings> {
  return db.transaction(async (tx) => {
    const before = await voucherCeilingsOf(tx);
    await tx
      .update(shopSettings)
      .set({
        voucherMaxPercent: ceilings.maxPercent,
        voucherMaxAmountSen: ceilings.maxAmountSen,
        voucherUnlimitedNeedsApproval: ceilings.unlimitedNeedsApproval,
      })
      .where(eq(shopSettings.id, SETTINGS_ID));
    const after = await voucherCeilingsOf(tx);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(tx, {
        ...actor,
        action: 'settings.voucher_ceilings',
        entity: 'shop_settings',
        entityId: SETTINGS_ID,
        before: voucherCeilingsView(before),
        after: voucherCeilingsView(after),
      });
    }
    return after;
  });
}
