import { formatRM } from './money';
import { shippingFee, type ShippingInput } from './shipping';
import { sen, type Sen } from './units';

/**
 * What a voucher gives. A percentage is whole percent (1–100) with an optional cap in sen; free
 * shipping waives the fee up to an optional cap in sen ("Free shipping, up to RM5").
 */
export type VoucherBenefit =
  | { kind: 'amount_off'; amount: Sen }
  | { kind: 'percent_off'; percent: number; cap: Sen | null }
  | { kind: 'free_shipping'; cap: Sen | null };

export type VoucherRules = {
  benefit: VoucherBenefit;
  status: 'active' | 'paused' | 'ended';
  /** Epoch milliseconds; null means open on that side. */
  startsAt: number | null;
  endsAt: number | null;
  /** Minimum spend on the products the voucher covers, before any discount. */
  minSpend: Sen;
  /** Product ids the voucher covers; null covers every product. */
  productIds: readonly number[] | null;
  totalUses: number | null;
  usesTaken: number;
  usesPerCustomer: number | null;
  firstOrderOnly: boolean;
  membersOnly: boolean;
};

export type VoucherShopper = {
  isMember: boolean;
  /** Uses of this voucher already taken by this member or guest e-mail. */
  usesByShopper: number;
  /** Paid (or later) orders this member or guest e-mail already has. */
  paidOrders: number;
};

export type VoucherLine = { productId: number; lineTotal: Sen };

export type VoucherRefusal =
  | { reason: 'paused' }
  | { reason: 'not_started'; startsAt: number }
  | { reason: 'ended' }
  | { reason: 'used_up' }
  | { reason: 'used_by_you' }
  | { reason: 'members_only' }
  | { reason: 'first_order_only' }
  | { reason: 'not_for_these_products' }
  | { reason: 'nothing_to_take_off' }
  | { reason: 'min_spend'; stillNeeded: Sen };

/** Refused once priced: the voucher would leave nothing to pay, which no gateway takes. */
export type VoucherPricingRefusal = { reason: 'nothing_to_pay' };

export type VoucherCheck = { ok: true; eligibleSubtotal: Sen } | ({ ok: false } & VoucherRefusal);

const coveredLines = (rules: VoucherRules, lines: readonly VoucherLine[]): VoucherLine[] =>
  lines.filter((line) => rules.productIds === null || rules.productIds.includes(line.productId));

/**
 * Whether a voucher can be used on these cart lines by this shopper at `now`. The checks run in
 * the order a shopper can act on: state and dates, uses, who may use it, then the cart.
 */
export const checkVoucher = (
  rules: VoucherRules,
  shopper: VoucherShopper,
  lines: readonly VoucherLine[],
  now: number,
): VoucherCheck => {
  if (rules.status === 'ended' || (rules.endsAt !== null && now >= rules.endsAt)) {
    return { ok: false, reason: 'ended' };
  }
  if (rules.status === 'paused') return { ok: false, reason: 'paused' };
  if (rules.startsAt !== null && now < rules.startsAt) {
    return { ok: false, reason: 'not_started', startsAt: rules.startsAt };
  }
  if (rules.totalUses !== null && rules.usesTaken >= rules.totalUses) {
    return { ok: false, reason: 'used_up' };
  }
  if (rules.usesPerCustomer !== null && shopper.usesByShopper >= rules.usesPerCustomer) {
    return { ok: false, reason: 'used_by_you' };
  }
  if (rules.membersOnly && !shopper.isMember) return { ok: false, reason: 'members_only' };
  if (rules.firstOrderOnly && shopper.paidOrders > 0) {
    return { ok: false, reason: 'first_order_only' };
  }
  const covered = coveredLines(rules, lines);
  if (covered.length === 0) return { ok: false, reason: 'not_for_these_products' };
  const eligibleSubtotal = sen(covered.reduce((sum, line) => sum + line.lineTotal, 0));
  // Covered goods of RM0 are a free sample: only its delivery fee can be taken off.
  if (eligibleSubtotal <= 0 && rules.benefit.kind !== 'free_shipping') {
    return { ok: false, reason: 'nothing_to_take_off' };
  }
  if (eligibleSubtotal < rules.minSpend) {
    return { ok: false, reason: 'min_spend', stillNeeded: sen(rules.minSpend - eligibleSubtotal) };
  }
  return { ok: true, eligibleSubtotal };
};

/**
 * The discount on goods in sen. A percentage is rounded down to the whole sen (the shopper never
 * gets a fraction of a sen more than the percent says), then capped; nothing exceeds the eligible
 * subtotal. Free shipping takes nothing off the goods.
 */
export const goodsDiscount = (benefit: VoucherBenefit, eligibleSubtotal: Sen): Sen => {
  switch (benefit.kind) {
    case 'amount_off':
      return sen(Math.min(benefit.amount, eligibleSubtotal));
    case 'percent_off': {
      const raw = Math.floor((eligibleSubtotal * benefit.percent) / 100);
      const capped = benefit.cap === null ? raw : Math.min(raw, benefit.cap);
      return sen(Math.min(capped, eligibleSubtotal));
    }
    case 'free_shipping':
      return sen(0);
  }
};

export type PricedOrder = {
  subtotal: Sen;
  discount: Sen;
  /** The fee the band gives before a free-shipping voucher; shown struck through when reduced. */
  shippingBeforeVoucher: Sen;
  shipping: Sen;
  total: Sen;
};

/**
 * Prices an order with an optional voucher. The discount comes off the goods first; the
 * free-shipping-over-RM200 rule then looks at the goods after the discount, and the weight band
 * is unchanged. A free-shipping voucher then waives whatever fee is left, up to its cap. The
 * RM3,000 limit is checked by the caller on `total`, which is what the shopper pays.
 */
export const priceOrder = (
  shipping: Omit<ShippingInput, 'subtotal'>,
  subtotal: Sen,
  voucher: { benefit: VoucherBenefit; eligibleSubtotal: Sen } | null,
): PricedOrder => {
  const discount = voucher ? goodsDiscount(voucher.benefit, voucher.eligibleSubtotal) : sen(0);
  const goods = sen(subtotal - discount);
  const shippingBeforeVoucher = shippingFee({ ...shipping, subtotal: goods });
  const shippingAfter =
    voucher?.benefit.kind === 'free_shipping'
      ? sen(
          voucher.benefit.cap === null
            ? 0
            : Math.max(0, shippingBeforeVoucher - voucher.benefit.cap),
        )
      : shippingBeforeVoucher;
  return {
    subtotal,
    discount,
    shippingBeforeVoucher,
    shipping: shippingAfter,
    total: sen(goods + shippingAfter),
  };
};

/**
 * The part of a goods refund that was discount: refunding `refundGoods` of a line subtotal that
 * carried `discount` gives back the paid share only. Rounded to the nearest sen.
 */
export const discountShareOfRefund = (refundGoods: Sen, subtotal: Sen, discount: Sen): Sen =>
  subtotal <= 0 ? sen(0) : sen((refundGoods * discount) / subtotal);

/** A code as the shop stores it: trimmed and upper-case, so codes match whatever the case typed. */
export const normaliseVoucherCode = (code: string): string => code.trim().toUpperCase();

/** Codes are 4–20 letters, digits or dashes. */
export const isVoucherCode = (code: string): boolean => /^[A-Z0-9-]{4,20}$/.test(code);

/**
 * Refusals that would tell a stranger that a code exists and is live for someone (on hold, not
 * started, ended, for members, for first orders, already used by this customer): they read as an
 * unknown code and count against the shopper's budget of wrong codes.
 */
const HIDDEN_REFUSALS: ReadonlySet<VoucherRefusal['reason']> = new Set([
  'paused',
  'not_started',
  'ended',
  'members_only',
  'first_order_only',
  'used_by_you',
]);

/** Whether a refusal answers as an unknown code: a wrong code, as far as the shopper learns. */
export const isWrongCode = (
  refusal: VoucherRefusal | VoucherPricingRefusal | { reason: 'unknown' },
): boolean => refusal.reason === 'unknown' || HIDDEN_REFUSALS.has(refusal.reason as never);

const WRONG_CODE_MESSAGE =
  'We could not apply that voucher code. Check the spelling, and the dates and terms it came with.';

/**
 * Our words for each refusal, as the shopper reads them at checkout. A code that is not theirs to
 * use reads as one that does not exist; one they may use says what their cart lacks.
 */
export const voucherRefusalMessage = (
  refusal: VoucherRefusal | VoucherPricingRefusal | { reason: 'unknown' },
): string => {
  if (isWrongCode(refusal)) return WRONG_CODE_MESSAGE;
  switch (refusal.reason) {
    case 'used_up':
      return 'This voucher has been fully redeemed.';
    case 'not_for_these_products':
      return 'This voucher does not cover the products in your cart.';
    case 'nothing_to_take_off':
      return 'A free sample costs nothing, so this voucher has nothing to take off. Only a free-shipping voucher works on a free sample.';
    case 'nothing_to_pay':
      return 'This voucher would bring your order to RM 0.00, and an order is only confirmed by paying for it online. Check out without it.';
    case 'min_spend':
      return `Spend ${formatRM(refusal.stillNeeded)} more to use this voucher.`;
    default:
      return WRONG_CODE_MESSAGE;
  }
};

/** One voucher per order. */
export const ONE_VOUCHER_MESSAGE =
  'Only one voucher can be used per order. Remove the current one to use another.';
