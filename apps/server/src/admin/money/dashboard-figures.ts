import type { AdminDashboard, DashboardPeriod } from '@nyiur/api';
import { sen, toAmountString } from '@nyiur/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { addMalaysianDays, malaysianDay, startOfMalaysianDay } from '@nyiur/domain';
import { malaysianDayOf } from '../../db/malaysian-calendar';
import { selectRows } from '../../db/select-rows';
import { servingsValues } from './servings';
import { vouchersUsed, type Window } from './voucher-figures';

/** Days a period covers, today included. */
const PERIOD_DAYS: Record<DashboardPeriod, number> = { today: 1, '7_days': 7, '30_days': 30 };

/** "Due to reorder": running out within a week, or ran out up to a month ago. */
export const DUE_AHEAD_DAYS = 7;
export const DUE_OVERDUE_DAYS = 30;

/**
 * A paid order that still stands (not cancelled), bought for the customer's own use: a free
 * sample's order (shipping only) does not count as buying.
 */
const KEPT_PURCHASE = sql.raw(`o.paid_at is not null and o.status <> 'Cancelled'
  and o.contact_id is null`);

/** The Malaysian day an order was paid. */
const PAID_DAY = malaysianDayOf(sql.raw('o.paid_at'));

const amount = (value: number): string => toAmountString(sen(Math.round(value)));

/** A period as instants: from the start of its first Malaysian day until now. */
export function periodWindow(period: DashboardPeriod, now: Date): Window {
  const first = addMalaysianDays(malaysianDay(now), 1 - PERIOD_DAYS[period]);
  return { from: startOfMalaysianDay(first), to: now };
}

/** Paid orders and money in a window: revenue is what was paid less what was refunded. */
export async function moneyIn(db: Executor, { from, to }: Window) {
  const [paid] = await selectRows<{ orders: number; paid_sen: string | number }>(
    db,
    sql`select count(*)::int as orders, coalesce(sum(total_sen), 0)::bigint as paid_sen
      from sales_orders where paid_at >= ${from} and paid_at < ${to}`,
  );
  const [refunded] = await selectRows<{ refunded_sen: string | number }>(
    db,
    sql`select coalesce(sum(amount_sen), 0)::bigint as refunded_sen
      from order_refunds where created_at >= ${from} and created_at < ${to}`,
  );
  const orders = paid?.orders ?? 0;
  const paidSen = Number(paid?.paid_sen ?? 0);
  return {
    orders,
    revenueSen: paidSen - Number(refunded?.refunded_sen ?? 0),
    averageSen: orders > 0 ? paidSen / orders : 0,
  };
}

/**
 * Parcels booked through EasyParcel in a window (not refused or cancelled): what the couriers
 * charged and what those orders' shoppers paid for shipping.
 */
export async function courierShipping(db: Executor, { from, to }: Window) {
  const [row] = await selectRows<{
    parcels: number;
    charged_sen: string | number;
    paid_sen: string | number;
  }>(
    db,
    sql`select count(*)::int as parcels, coalesce(sum(s.charged_sen), 0)::bigint as charged_sen,
        coalesce(sum(o.shipping_fee_sen), 0)::bigint as paid_sen
      from shipments s join sales_orders o on o.id = s.order_id
      where s.booked_at >= ${from} and s.booked_at < ${to}
        and s.state not in ('booking', 'refused', 'failed', 'cancelled')`,
  );
  return {
    parcels: row?.parcels ?? 0,
    charged_sen: Number(row?.charged_sen ?? 0),
    paid_sen: Number(row?.paid_sen ?? 0),
  };
}

/** Orders paid and waiting to be packed: the queue's To ship tab. */
export async function toShipCount(db: Executor): Promise<number> {
  const [row] = await selectRows<{ orders: number }>(
    db,
    sql`select count(*)::int as orders from sales_orders where status = 'Paid'`,
  );
  return row?.orders ?? 0;
}

/** Products on sale whose stock is at or below their threshold, emptiest first. */
export async function lowStock(db: Executor): Promise<AdminDashboard['low_stock']> {
  return selectRows(
    db,
    sql`select id, name, stock_on_hand, low_stock_threshold
      from (select id, name, product_available(id) as stock_on_hand, low_stock_threshold from products
        where sellable and not hidden) stock
      where stock_on_hand <= low_stock_threshold
      order by stock_on_hand, name`,
  );
}

/** Free-sample sign-ups in the window, and how many of those e-mails later paid for an order. */
async function sampleConversion(db: Executor, { from, to }: Window) {
  const [row] = await selectRows<{ total: number; count: number }>(
    db,
    sql`select count(*)::int as total,
        (count(*) filter (where exists (
          select 1 from sales_orders o
          where lower(o.email) = c.email and o.paid_at > c.created_at and ${KEPT_PURCHASE}
        )))::int as count
      from contacts c
      where c.contact_type = 'free_sample' and c.created_at >= ${from} and c.created_at < ${to}`,
  );
  return { total: row?.total ?? 0, count: row?.count ?? 0 };
}

/** Customers (by e-mail) who paid in the window, and how many have paid two orders or more. */
async function repeatCustomers(db: Executor, { from, to }: Window) {
  const [row] = await selectRows<{ total: number; count: number }>(
    db,
    sql`with buyers as (
        select distinct lower(o.email) as email from sales_orders o
        where ${KEPT_PURCHASE} and o.paid_at >= ${from} and o.paid_at < ${to}
      )
      select count(*)::int as total,
        (count(*) filter (where (
          select count(*) from sales_orders o
          where lower(o.email) = buyers.email and ${KEPT_PURCHASE} and o.paid_at < ${to}
        ) >= 2))::int as count
      from buyers`,
  );
  return { total: row?.total ?? 0, count: row?.count ?? 0 };
}

/**
 * Customers whose last paid order's sachets run out around now: one serving a day from the day
 * it was paid, every box of the order counted (a combo by the boxes inside it); due within the
 * next week or overdue by up to a month. Their last order is by definition not followed by
 * another, so nobody listed has reordered since.
 */
export async function dueToReorder(
  db: Executor,
  now: Date,
): Promise<AdminDashboard['due_to_reorder']> {
  const today = malaysianDay(now);
  const rows = await selectRows<{
    email: string;
    name: string;
    last_order_at: Date | string;
    due_on: Date | string;
  }>(
    db,
    sql`with last_orders as (
        select distinct on (lower(o.email)) o.id, lower(o.email) as email,
          trim(o.first_name || ' ' || o.last_name) as name, o.paid_at, ${PAID_DAY} as paid_day
        from sales_orders o
        where ${KEPT_PURCHASE}
        order by lower(o.email), o.paid_at desc, o.id desc
      ), servings (product_id, per_unit) as (values ${servingsValues()}),
      supply as (
        select l.email, l.name, l.paid_at,
          l.paid_day + sum(i.quantity * s.per_unit)::int as due_on
        from last_orders l
        join sales_order_items i on i.order_id = l.id
        join servings s on s.product_id = i.product_id
        group by l.email, l.name, l.paid_at, l.paid_day
      )
      select email, name, paid_at as last_order_at, to_char(due_on, 'YYYY-MM-DD') as due_on
      from supply
      where due_on between ${addMalaysianDays(today, -DUE_OVERDUE_DAYS)}::date
        and ${addMalaysianDays(today, DUE_AHEAD_DAYS)}::date
      order by due_on, email`,
  );
  return rows.map((row) => ({
    email: row.email,
    name: row.name,
    last_order_at: new Date(row.last_order_at).toISOString(),
    due_on: String(row.due_on),
  }));
}

/** Every figure of the dashboard for a period ending now. */
export async function dashboardFigures(
  db: Executor,
  period: DashboardPeriod,
  now: Date,
): Promise<AdminDashboard> {
  const window = periodWindow(period, now);
  const [money, toShip, low, conversion, repeat, due, discounts, couriers] = await Promise.all([
    moneyIn(db, window),
    toShipCount(db),
    lowStock(db),
    sampleConversion(db, window),
    repeatCustomers(db, window),
    dueToReorder(db, now),
    vouchersUsed(db, window),
    courierShipping(db, window),
  ]);
  return {
    period,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    revenue: amount(money.revenueSen),
    revenue_before_discounts: amount(money.revenueSen + discounts.discountSen),
    discounts: amount(discounts.discountSen),
    vouchers_used: discounts.vouchers.map((row) => ({
      code: row.code,
      orders: row.orders,
      discount: amount(row.discountSen),
    })),
    orders: money.orders,
    average_order: amount(money.averageSen),
    to_ship: toShip,
    low_stock: low,
    sample_conversion: conversion,
    repeat_customers: repeat,
    courier_shipping: couriers,
    due_to_reorder: due,
  };
}
