/** What moved a product's stock. Each row of the stock ledger is one of these. */
export const STOCK_MOVEMENT_KINDS = [
  'opening',
  'received',
  'counted',
  'adjusted',
  'reserved',
  'released',
  'sold',
  'returned',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** The movements the owner writes by hand on the Products screen. */
export const MANUAL_STOCK_KINDS = ['received', 'counted', 'adjusted'] as const;
export type ManualStockKind = (typeof MANUAL_STOCK_KINDS)[number];

/** Boxes on the shelf that are no longer free to sell. */
export interface HeldBoxes {
  /** In Pending orders, for their payment window. */
  readonly reserved: number;
  /** In paid orders not yet shipped or collected. */
  readonly toShip: number;
}

/** Boxes physically on the shelf: free to sell plus those held for orders. */
export const onShelf = (available: number, held: HeldBoxes): number =>
  available + held.reserved + held.toShip;

/**
 * The change a shelf count makes to the stock free to sell. The counted boxes include those held
 * for Pending and paid-not-shipped orders, which stay held; a count below them leaves none free.
 */
export const shelfCountChange = (counted: number, available: number, held: HeldBoxes): number =>
  Math.max(counted - held.reserved - held.toShip, 0) - available;

/** A combo's boxes in stock: as many as its scarcest box allows. */
export const comboAvailable = (
  contents: readonly { readonly available: number; readonly quantity: number }[],
): number =>
  contents.length === 0
    ? 0
    : Math.min(...contents.map((box) => Math.floor(Math.max(box.available, 0) / box.quantity)));

/** Reserved boxes below this never raise the alert, however slow the sales. */
export const RESERVED_ALERT_FLOOR = 20;
/** Reserved boxes may be this many times the boxes paid for in the last 24 hours. */
export const RESERVED_ALERT_FACTOR = 3;

/**
 * True when more boxes sit in unpaid orders than recent sales explain: above the floor and above
 * three times the boxes paid for in the last 24 hours.
 */
export const reservedLooksWrong = (reserved: number, paidLastDay: number): boolean =>
  reserved > Math.max(RESERVED_ALERT_FLOOR, RESERVED_ALERT_FACTOR * paidLastDay);

export type StockBadge = 'out_of_stock' | 'low_stock' | null;

/** The badge a product on sale gets: none, low (at or below the owner's level) or out. */
export const stockBadgeOf = (available: number, lowStockThreshold: number): StockBadge =>
  available <= 0 ? 'out_of_stock' : available <= lowStockThreshold ? 'low_stock' : null;
