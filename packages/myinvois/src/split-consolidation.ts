import { CONSOLIDATION_LIMIT_FROM, CONSOLIDATION_LIMIT_SEN } from './codes';

/** A sale as consolidation sees it: its whole value (before refunds) and when it was made. */
export interface Sale {
  readonly totalSen: number;
  readonly soldAt: Date;
}

export interface ConsolidationSplit<T extends Sale> {
  /** May go into the month's consolidated e-invoice. */
  readonly consolidated: T[];
  /** Each needs an e-invoice of its own: a single transaction above RM10,000 from 2026. */
  readonly ownEInvoice: T[];
}

/**
 * Splits a month's sales without a buyer's e-invoice: from 1 January 2026 a single transaction
 * worth more than RM10,000 may not be consolidated (Specific Guideline 3.7.2, Table 3.6 item 7).
 */
export function splitConsolidation<T extends Sale>(sales: readonly T[]): ConsolidationSplit<T> {
  const consolidated: T[] = [];
  const ownEInvoice: T[] = [];
  for (const sale of sales) {
    const limited = sale.soldAt.getTime() >= CONSOLIDATION_LIMIT_FROM.getTime();
    (limited && sale.totalSen > CONSOLIDATION_LIMIT_SEN ? ownEInvoice : consolidated).push(sale);
  }
  return { consolidated, ownEInvoice };
}
