import { describe, expect, it } from 'vitest';
import { grams, sen } from './units';
import {
  checkVoucher,
  discountShareOfRefund,
  goodsDiscount,
  isVoucherCode,
  normaliseVoucherCode,
  priceOrder,
  voucherRefusalMessage,
  type VoucherBenefit,
  type VoucherRules,
  type VoucherShopper,
} from './vouchers';

// 1 December 2026 00:00 in Malaysia (UTC+8).
const DEC_1 = Date.UTC(2026, 10, 30, 16, 0);
const HOUR = 3_600_000;

const rules = (over: Partial<VoucherRules> = {}): VoucherRules => ({
  benefit: { kind: 'amount_off', amount: sen(1000) },
  status: 'active',
  startsAt: DEC_1,
  endsAt: DEC_1 + 48 * HOUR,
  minSpend: sen(0),
  productIds: null,
  totalUses: 50,
  usesTaken: 0,
  usesPerCustomer: 1,
  firstOrderOnly: false,
  membersOnly: false,
  ...over,
});

const member: VoucherShopper = { isMember: true, usesByShopper: 0, paidOrders: 0 };
const guest: VoucherShopper = { isMember: false, usesByShopper: 0, paidOrders: 0 };
const essentials = { productId: 15373, lineTotal: sen(19800) };
const lean = { productId: 15372, lineTotal: sen(39600) };

describe('checkVoucher', () => {
  it.each([
    ['an hour before the start', rules(), member, DEC_1 - HOUR, 'not_started'],
    ['at the start', rules(), member, DEC_1, 'ok'],
    ['a minute before the end', rules(), member, DEC_1 + 48 * HOUR - 60_000, 'ok'],
    ['at the end', rules(), member, DEC_1 + 48 * HOUR, 'ended'],
    ['ended by the owner', rules({ status: 'ended' }), member, DEC_1 + HOUR, 'ended'],
    ['paused', rules({ status: 'paused' }), member, DEC_1 + HOUR, 'paused'],
    ['49 of 50 uses taken', rules({ usesTaken: 49 }), member, DEC_1 + HOUR, 'ok'],
    ['50 of 50 uses taken', rules({ usesTaken: 50 }), member, DEC_1 + HOUR, 'used_up'],
    ['no total cap', rules({ totalUses: null, usesTaken: 9999 }), member, DEC_1 + HOUR, 'ok'],
    [
      'already used once, one per customer',
      rules(),
      { ...member, usesByShopper: 1 },
      DEC_1 + HOUR,
      'used_by_you',
    ],
    [
      'used once, two per customer',
      rules({ usesPerCustomer: 2 }),
      { ...member, usesByShopper: 1 },
      DEC_1 + HOUR,
      'ok',
    ],
    ['members only, guest', rules({ membersOnly: true }), guest, DEC_1 + HOUR, 'members_only'],
    ['members only, member', rules({ membersOnly: true }), member, DEC_1 + HOUR, 'ok'],
    ['guests too, guest', rules(), guest, DEC_1 + HOUR, 'ok'],
    [
      'first order only, one paid order',
      rules({ firstOrderOnly: true }),
      { ...member, paidOrders: 1 },
      DEC_1 + HOUR,
      'first_order_only',
    ],
    ['first order only, none paid', rules({ firstOrderOnly: true }), member, DEC_1 + HOUR, 'ok'],
  ] as const)('%s → %s', (_, voucher, shopper, now, expected) => {
    const result = checkVoucher(voucher, shopper, [essentials], now);
    expect(result.ok ? 'ok' : result.reason).toBe(expected);
  });

  it('counts only the covered products towards the minimum spend', () => {
    const voucher = rules({ productIds: [15372], minSpend: sen(50000) });
    expect(checkVoucher(voucher, member, [essentials, lean], DEC_1 + HOUR)).toEqual({
      ok: false,
      reason: 'min_spend',
      stillNeeded: 10400,
    });
  });

  it('meets the minimum spend exactly at the amount', () => {
    const voucher = rules({ minSpend: sen(19800) });
    expect(checkVoucher(voucher, member, [essentials], DEC_1 + HOUR)).toEqual({
      ok: true,
      eligibleSubtotal: 19800,
    });
  });

  it('lets free shipping cover a RM0 free sample, but refuses money off with its own reason', () => {
    const sample = [{ productId: 15373, lineTotal: sen(0) }];
    const free = rules({ benefit: { kind: 'free_shipping', cap: sen(500) } });
    expect(checkVoucher(free, guest, sample, DEC_1 + HOUR)).toEqual({
      ok: true,
      eligibleSubtotal: 0,
    });
    expect(checkVoucher(rules(), guest, sample, DEC_1 + HOUR)).toEqual({
      ok: false,
      reason: 'nothing_to_take_off',
    });
    expect(
      checkVoucher(
        rules({ benefit: { kind: 'free_shipping', cap: null }, productIds: [16096] }),
        guest,
        sample,
        DEC_1 + HOUR,
      ),
    ).toEqual({ ok: false, reason: 'not_for_these_products' });
  });

  it('refuses a cart with none of the covered products', () => {
    const voucher = rules({ productIds: [16096] });
    expect(checkVoucher(voucher, member, [essentials, lean], DEC_1 + HOUR)).toEqual({
      ok: false,
      reason: 'not_for_these_products',
    });
  });
});

describe('goodsDiscount', () => {
  it.each([
    ['RM10 off RM198', { kind: 'amount_off', amount: sen(1000) }, 19800, 1000],
    [
      'RM50 off a RM30 subtotal stops at the subtotal',
      { kind: 'amount_off', amount: sen(5000) },
      3000,
      3000,
    ],
    ['10% of RM198', { kind: 'percent_off', percent: 10, cap: null }, 19800, 1980],
    ['15% of RM198.33 rounds down', { kind: 'percent_off', percent: 15, cap: null }, 19833, 2974],
    ['7% of RM0.99 rounds down to 6 sen', { kind: 'percent_off', percent: 7, cap: null }, 99, 6],
    [
      '20% of RM594 capped at RM50',
      { kind: 'percent_off', percent: 20, cap: sen(5000) },
      59400,
      5000,
    ],
    [
      '20% of RM198 under the RM50 cap',
      { kind: 'percent_off', percent: 20, cap: sen(5000) },
      19800,
      3960,
    ],
    ['100% of RM198', { kind: 'percent_off', percent: 100, cap: null }, 19800, 19800],
    ['free shipping takes nothing off goods', { kind: 'free_shipping', cap: null }, 19800, 0],
  ] as [string, VoucherBenefit, number, number][])('%s', (_, benefit, subtotal, expected) => {
    expect(goodsDiscount(benefit, sen(subtotal))).toBe(expected);
  });
});

describe('priceOrder', () => {
  const selangor = (weight: number) => ({
    mode: 'delivery' as const,
    state: 'Selangor',
    weight: grams(weight),
  });
  const sabah = (weight: number) => ({
    mode: 'delivery' as const,
    state: 'Sabah',
    weight: grams(weight),
  });

  it.each([
    // [what, shipping, subtotal, voucher, discount, shippingBefore, shipping, total]
    ['no voucher, RM198 to Selangor, 160 g', selangor(160), 19800, null, 0, 1200, 1200, 21000],
    ['no voucher, RM396 ships free', selangor(320), 39600, null, 0, 0, 0, 39600],
    [
      'RM10 off RM198 to Selangor',
      selangor(160),
      19800,
      { benefit: { kind: 'amount_off', amount: sen(1000) }, eligibleSubtotal: sen(19800) },
      1000,
      1200,
      1200,
      20000,
    ],
    [
      'RM210 less RM20 is RM190: pays shipping again',
      selangor(160),
      21000,
      { benefit: { kind: 'amount_off', amount: sen(2000) }, eligibleSubtotal: sen(21000) },
      2000,
      1200,
      1200,
      20200,
    ],
    [
      'RM396 less 10% is RM356.40: still ships free',
      selangor(320),
      39600,
      { benefit: { kind: 'percent_off', percent: 10, cap: null }, eligibleSubtotal: sen(39600) },
      3960,
      0,
      0,
      35640,
    ],
    [
      'free shipping to Sabah, 160 g, RM198',
      sabah(160),
      19800,
      { benefit: { kind: 'free_shipping', cap: null }, eligibleSubtotal: sen(19800) },
      0,
      2000,
      0,
      19800,
    ],
    [
      'pick-up with free shipping changes nothing',
      { mode: 'pickup' as const, state: 'Selangor', weight: grams(160) },
      19800,
      { benefit: { kind: 'free_shipping', cap: null }, eligibleSubtotal: sen(19800) },
      0,
      0,
      0,
      19800,
    ],
    [
      'free shipping up to RM5 to Selangor, RM198: the RM12 fee becomes RM7',
      selangor(160),
      19800,
      { benefit: { kind: 'free_shipping', cap: sen(500) }, eligibleSubtotal: sen(19800) },
      0,
      1200,
      700,
      20500,
    ],
    [
      'free shipping up to RM5 on a RM0 sample to Sabah: RM20 becomes RM15',
      sabah(40),
      0,
      { benefit: { kind: 'free_shipping', cap: sen(500) }, eligibleSubtotal: sen(0) },
      0,
      2000,
      1500,
      1500,
    ],
    [
      'free shipping up to RM25 to Sabah stops at the RM20 fee',
      sabah(160),
      19800,
      { benefit: { kind: 'free_shipping', cap: sen(2500) }, eligibleSubtotal: sen(19800) },
      0,
      2000,
      0,
      19800,
    ],
    [
      'free shipping up to RM5 when the order already ships free',
      selangor(320),
      39600,
      { benefit: { kind: 'free_shipping', cap: sen(500) }, eligibleSubtotal: sen(39600) },
      0,
      0,
      0,
      39600,
    ],
  ] as const)('%s', (_, shipping, subtotal, voucher, discount, before, fee, total) => {
    expect(priceOrder(shipping, sen(subtotal), voucher)).toEqual({
      subtotal,
      discount,
      shippingBeforeVoucher: before,
      shipping: fee,
      total,
    });
  });
});

describe('discountShareOfRefund', () => {
  it.each([
    ['full refund of RM198 with RM10 off', 19800, 19800, 1000, 1000],
    ['half the goods', 9900, 19800, 1000, 500],
    ['a third rounds to the nearest sen', 6600, 19800, 1000, 333],
    ['no discount', 19800, 19800, 0, 0],
  ])('%s', (_, refund, subtotal, discount, expected) => {
    expect(discountShareOfRefund(sen(refund), sen(subtotal), sen(discount))).toBe(expected);
  });
});

describe('voucher codes', () => {
  it.each([
    [' raya10 ', 'RAYA10', true],
    ['12-12-SALE', '12-12-SALE', true],
    ['abc', 'ABC', false],
    ['TWENTY-ONE-CHARS-LONG', 'TWENTY-ONE-CHARS-LONG', false],
    ['RM 10', 'RM 10', false],
  ])('%j reads as %j (valid: %s)', (typed, stored, valid) => {
    expect(normaliseVoucherCode(typed)).toBe(stored);
    expect(isVoucherCode(normaliseVoucherCode(typed))).toBe(valid);
  });
});

describe('voucherRefusalMessage', () => {
  const NEUTRAL =
    'We could not apply that voucher code. Check the spelling, and the dates and terms it came with.';

  it.each([
    // A code that is not this shopper's to use reads exactly as one that does not exist.
    [{ reason: 'unknown' }, NEUTRAL],
    [{ reason: 'paused' }, NEUTRAL],
    [{ reason: 'not_started', startsAt: DEC_1 }, NEUTRAL],
    [{ reason: 'ended' }, NEUTRAL],
    [{ reason: 'used_by_you' }, NEUTRAL],
    [{ reason: 'members_only' }, NEUTRAL],
    [{ reason: 'first_order_only' }, NEUTRAL],
    [{ reason: 'used_up' }, 'This voucher has been fully redeemed.'],
    [
      { reason: 'not_for_these_products' },
      'This voucher does not cover the products in your cart.',
    ],
    [{ reason: 'min_spend', stillNeeded: sen(10400) }, 'Spend RM 104.00 more to use this voucher.'],
    [
      { reason: 'nothing_to_take_off' },
      'A free sample costs nothing, so this voucher has nothing to take off. Only a free-shipping voucher works on a free sample.',
    ],
    [
      { reason: 'nothing_to_pay' },
      'This voucher would bring your order to RM 0.00, and an order is only confirmed by paying for it online. Check out without it.',
    ],
  ] as const)('%j', (refusal, expected) => {
    expect(voucherRefusalMessage(refusal)).toBe(expected);
  });
});
