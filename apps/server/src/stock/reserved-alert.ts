import { reservedLooksWrong } from '@nyiur/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { malaysianDayOf } from '../db/malaysian-calendar';
import { products, stockAlerts } from '../db/schema';
import { enqueueEmail } from '../mail/enqueue-email';
import { reservedAlertEmail } from './stock-alert-emails';
import { boxesOf, heldBoxes, paidLastDay, type StockLine } from './stock-levels';

/** Today in Malaysia, as the database sees the time. */
const malaysianToday = malaysianDayOf(sql`now()`);

/**
 * After a checkout: tells the owner at `alertTo` about each of its boxes whose reserved count is
 * more than recent sales explain (see `reservedLooksWrong`), at most once a product a day. The
 * day is claimed in `stock_alerts` with the e-mail, so several servers send it once. Answers the
 * products alerted.
 */
export async function alertHeavyReservations(
  tx: Executor,
  lines: readonly StockLine[],
  alertTo: string | null,
): Promise<number[]> {
  if (!alertTo) return [];
  const ids = (await boxesOf(tx, lines)).map((box) => box.productId);
  const held = await heldBoxes(tx);
  const paid = await paidLastDay(tx, ids);
  const suspicious = ids.filter((id) =>
    reservedLooksWrong(held.get(id)?.reserved ?? 0, paid.get(id) ?? 0),
  );
  if (suspicious.length === 0) return [];
  const rows = await tx
    .select({ id: products.id, name: products.name, available: products.stockOnHand })
    .from(products)
    .where(inArray(products.id, suspicious));
  const alerted: number[] = [];
  for (const row of rows) {
    const claimed = await tx
      .insert(stockAlerts)
      .values({ productId: row.id, kind: 'reserved', day: malaysianToday })
      .onConflictDoNothing()
      .returning({ id: stockAlerts.productId });
    if (claimed.length === 0) continue;
    await enqueueEmail(
      tx,
      reservedAlertEmail({
        to: alertTo,
        product: row.name,
        reserved: held.get(row.id)?.reserved ?? 0,
        paidLastDay: paid.get(row.id) ?? 0,
        available: row.available,
      }),
    );
    alerted.push(row.id);
  }
  return alerted;
}
