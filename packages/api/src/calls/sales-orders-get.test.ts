import { describe, expect, it } from 'vitest';
import { request as payRequest, response as payResponse } from './pay';
import { request as orderRequest, response as orderResponse } from './sales-orders-get';
import { response as historyResponse } from './order-history';

const order = {
  uuid: '3b241101-e2bb-4255-8caf-4136c566a962',
  status: 'Pending',
  datetime: '2026-01-31T08:15:00.000Z',
  reference: 'NY000001',
  shipping_fees: '12.00',
  amount: '210.00',
  sales_order_items: [
    {
      quantity: 1,
      amount: '198.00',
      product: {
        id: 15373,
        name: 'MCT Essentials',
        description: 'Lemon Blast',
        featured_graphic_url: '/e.png',
      },
    },
  ],
};

describe('orders', () => {
  it('lists orders with their statuses and amounts', () => {
    expect(historyResponse.parse([order])).toEqual([order]);
    expect(historyResponse.safeParse([{ ...order, status: 'Lost' }]).success).toBe(false);
    expect(historyResponse.safeParse([{ ...order, shipping_fees: '12' }]).success).toBe(false);
  });

  it('pays by order uuid and answers data.data.payment_request', () => {
    expect(payRequest.parse({ uuid: order.uuid })).toEqual({ uuid: order.uuid });
    expect(payRequest.safeParse({ uuid: '42' }).success).toBe(false);
    expect(payResponse.safeParse({ payment_url: 'x', payment_request: {} }).success).toBe(false);
  });

  it('reads an order by token, optionally with a payment request to retry', () => {
    expect(orderRequest.parse({ token: 'abc' })).toEqual({ token: 'abc', failed: '0' });
    expect(orderRequest.safeParse({ token: '' }).success).toBe(false);
    expect(orderRequest.safeParse({ token: 'abc', failed: 'yes' }).success).toBe(false);
    expect(orderResponse.parse(order)).toEqual(order);
  });
});
