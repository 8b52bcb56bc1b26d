import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/database';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { products, referralCodes } from '../../db/schema';
import { vouchers, type VoucherRow } from '../../db/schema/vouchers';
import { AppError } from '../../http/app-error';
import { recordAudit, type Actor } from '../../audit/record-audit';
import { notifyOwners } from '../../mail/notify-owners';
import { randomVoucherCode } from './random-voucher-code';
import { aboveCeilings, noticeVoucherChange, voucherCeilingsOf } from './voucher-ceilings';
import { adminVoucherView } from './voucher-view';
import {
  termsColumns,
  valueColumns,
  voucherMessages,
  type VoucherTermsInput,
  type VoucherValueInput,
} from './voucher-input';

const audit = (
  tx: Transaction,
  actor: Actor,
  action: string,
  row: VoucherRow,
  before: VoucherRow | null,
) =>
  recordAudit(tx, {
    ...actor,
    action,
    entity: 'voucher',
    entityId: row.id,
    before: before && adminVoucherView(before),
    after: adminVoucherView(row),
  });

/**
 * What the terms name must exist: the affiliate a voucher credits is an affiliate's code (not the
 * house code), and each product it is limited to is in the catalogue. Else a 422 on that field.
 */
async function assertTermsExist(
  db: Executor,
  code: string | null | undefined,
  productIds?: readonly number[] | null,
): Promise<void> {
  if (productIds && productIds.length > 0) {
    const wanted = [...new Set(productIds)];
    const known = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, wanted));
    if (known.length !== wanted.length) {
      throw AppError.validation({ product_ids: voucherMessages.products });
    }
  }
  if (!code) return;
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(and(eq(referralCodes.code, code), eq(referralCodes.kind, 'affiliate')));
  if (!row) throw AppError.validation({ affiliate_code: voucherMessages.affiliate });
}

/** Who changes a voucher: an owner's own vouchers need nobody's approval. */
export interface VoucherActor extends Actor {
  readonly isOwner: boolean;
}

const auditActor = ({ isOwner: _isOwner, ...actor }: VoucherActor): Actor => actor;

/**
 * After a create or change in `tx`: a voucher above the owners' ceilings waits for an owner's
 * approval unless an owner made the change, and the owners hear of it either way (L5).
 */
async function judge(
  tx: Transaction,
  row: VoucherRow,
  actor: VoucherActor,
  what: 'created' | 'changed',
): Promise<VoucherRow> {
  const above = aboveCeilings(row, await voucherCeilingsOf(tx));
  const awaiting = !actor.isOwner && above.length > 0;
  let judged = row;
  if (awaiting !== row.awaitingApproval) {
    const [updated] = await tx
      .update(vouchers)
      .set({ awaitingApproval: awaiting })
      .where(eq(vouchers.id, row.id))
      .returning();
    judged = updated ?? row;
  }
  await noticeVoucherChange(tx, judged, what, actor.actorEmail, awaiting ? above : []);
  return judged;
}

/** An owner lets a voucher waiting for approval be used. */
export const approveVoucher = (db: Database, id: number, actor: Actor) =>
  changeVoucher(db, id, actor, 'voucher.approve', () => ({ awaitingApproval: false }));

/** A new voucher, its code unique (a taken code is a 422 on `code`). */
export async function createVoucher(
  db: Database,
  input: VoucherValueInput & VoucherTermsInput & { code: string },
  voucherActor: VoucherActor,
): Promise<VoucherRow> {
  const actor = auditActor(voucherActor);
  const values = {
    code: input.code,
    ...valueColumns(input),
    ...termsColumns(input),
    createdBy: actor.adminId,
  };
  await assertTermsExist(db, input.affiliate_code, input.product_ids);
  try {
    return await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(vouchers).values(values).returning();
      if (!inserted) throw new Error('insert returned no voucher');
      const row = await judge(tx, inserted, voucherActor, 'created');
      await audit(tx, actor, 'voucher.create', row, null);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.validation({ code: voucherMessages.codeTaken });
    throw error;
  }
}

/** Locks the voucher, writes the change and audits the before and after as `action`. */
export async function changeVoucher(
  db: Database,
  id: number,
  actor: Actor,
  action: string,
  values: (before: VoucherRow) => Partial<typeof vouchers.$inferInsert>,
  /** Given for a change of value or terms: judged against the ceilings, owners told. */
  judgedAs?: VoucherActor,
): Promise<VoucherRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
    if (!before) throw AppError.notFound(voucherMessages.notFound);
    const [changed] = await tx
      .update(vouchers)
      .set({ ...values(before), updatedAt: sql`now()` })
      .where(eq(vouchers.id, id))
      .returning();
    if (!changed) throw new Error('update returned nothing');
    const after = judgedAs ? await judge(tx, changed, judgedAs, 'changed') : changed;
    await audit(tx, actor, action, after, before);
    return after;
  });
}

export async function updateVoucherTerms(
  db: Database,
  id: number,
  input: VoucherTermsInput,
  voucherActor: VoucherActor,
): Promise<VoucherRow> {
  await assertTermsExist(db, input.affiliate_code, input.product_ids);
  const actor = auditActor(voucherActor);
  return changeVoucher(
    db,
    id,
    actor,
    'voucher.update',
    (before) => {
      const columns = termsColumns(input);
      // Uses never pass the total (decision 0032): the total cannot go below the uses taken.
      if (columns.totalUses != null && columns.totalUses < before.usesTaken) {
        throw AppError.validation({ total_uses: voucherMessages.belowTaken(before.usesTaken) });
      }
      return columns;
    },
    voucherActor,
  );
}

export const setVoucherValue = (
  db: Database,
  id: number,
  input: VoucherValueInput,
  actor: VoucherActor,
) =>
  changeVoucher(db, id, auditActor(actor), 'voucher.set_value', () => valueColumns(input), actor);

export const setVoucherStatus = (
  db: Database,
  id: number,
  status: VoucherRow['status'],
  actor: Actor,
) =>
  changeVoucher(
    db,
    id,
    actor,
    `voucher.${status === 'active' ? 'resume' : status === 'paused' ? 'pause' : 'end'}`,
    (before) => {
      if (before.status === 'ended' && status !== 'ended') {
        throw new AppError('conflict', 'An ended voucher stays ended. Make a new one instead.');
      }
      return { status };
    },
  );

/**
 * `count` single-use codes with one value and the same terms, in one transaction with one audit
 * entry. Each code can be used once, by one customer.
 */
export async function generateVoucherBatch(
  db: Database,
  input: VoucherValueInput & VoucherTermsInput & { count: number; prefix: string },
  voucherActor: VoucherActor,
): Promise<{ batchId: string; codes: string[] }> {
  const actor = auditActor(voucherActor);
  const batchId = randomUUID();
  const shared = {
    ...valueColumns(input),
    ...termsColumns(input),
    totalUses: 1,
    usesPerCustomer: 1,
    showHint: false,
    batchId,
    createdBy: actor.adminId,
  };
  await assertTermsExist(db, input.affiliate_code, input.product_ids);
  return db.transaction(async (tx) => {
    const above = aboveCeilings(
      {
        kind: shared.kind,
        percent: shared.percent ?? null,
        amountSen: shared.amountSen ?? 0,
        totalUses: 1,
      },
      await voucherCeilingsOf(tx),
    );
    const awaitingApproval = !voucherActor.isOwner && above.length > 0;
    const codes: string[] = [];
    while (codes.length < input.count) {
      const wanted = new Set<string>();
      while (wanted.size < Math.min(500, input.count - codes.length)) {
        wanted.add(randomVoucherCode(input.prefix));
      }
      const rows = await tx
        .insert(vouchers)
        .values([...wanted].map((code) => ({ ...shared, awaitingApproval, code })))
        .onConflictDoNothing()
        .returning({ code: vouchers.code });
      codes.push(...rows.map((row) => row.code));
    }
    await recordAudit(tx, {
      ...actor,
      action: 'voucher.batch',
      entity: 'voucher_batch',
      entityId: batchId,
      after: { count: codes.length, prefix: input.prefix, ...shared, createdBy: undefined },
    });
    await notifyOwners(tx, {
      subject: awaitingApproval
        ? `${codes.length} voucher codes made: waiting for your approval`
        : `${codes.length} voucher codes made`,
      lines: [
        `A batch of ${codes.length} single-use codes${input.prefix ? ` starting ${input.prefix}` : ''} was made.`,
        ...(awaitingApproval
          ? [...above, 'Approve them on the Vouchers screen of the back office.']
          : []),
      ],
      changedBy: actor.actorEmail,
    });
    return { batchId, codes };
  });
}
