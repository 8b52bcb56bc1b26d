import { describe, expect, it } from 'vitest';
import type { SalesOrder } from '@nyiur/api';
import { purchaseEventOf } from './purchase-event';

describe('purchaseEventOf', () => {
  it('reports value in ringgit, MYR and the order lines', () => {
    const order: SalesOrder = {
      uuid: '0b6c1b8e-7d3c-4a53-9f0e-2f8f7d1c2a11',
      status: 'Paid',
      datetime: '2026-01-31T08:15:00.000Z',
      reference: 'NY000123',
      shipping_fees: '12.00',
      amount: '408.00',
      sales_order_items: [
        {
          quantity: 2,
          amount: '396.00',
          product: {
            id: 15373,
            name: 'MCT Essentials',
            description: '',
            featured_graphic_url: null,
          },
        },
      ],
    };
    expect(purchaseEventOf(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'NY000123',
        value: 408,
        currency: 'MYR',
        shipping: 12,
        items: [{ item_id: '15373', item_name: 'MCT Essentials', quantity: 2, price: 198 }],
      },
    });
  });
});
