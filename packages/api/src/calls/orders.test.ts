import { describe, expect, it } from 'vitest';
import { request as payRequest, response as payResponse } from './pay';
import { request as orderRequest, response as orderResponse } from './sales-orders-get';
import { response as historyResponse } from './order-history';
import { request as reviewsRequest, meta as reviewsMeta } from './reviews-list';
import { request as uploadRequest, uploadFields } from './files-upload-blob';

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

describe('reviews-list', () => {
  it('defaults paging and caps the page size', () => {
    expect(reviewsRequest.parse({ product_id: 15373 })).toEqual({
      product_id: 15373,
      with_media: '0',
      page: 1,
      per_page: 10,
    });
    expect(
      reviewsRequest.parse({ product_id: '15373', with_media: '1', page: '2', per_page: 5 }),
    ).toMatchObject({
      page: 2,
      per_page: 5,
    });
    expect(reviewsRequest.safeParse({ product_id: 15373, per_page: 51 }).success).toBe(false);
    expect(reviewsRequest.safeParse({ product_id: 15373, page: 0 }).success).toBe(false);
  });

  it('answers pagination in meta', () => {
    expect(
      reviewsMeta.safeParse({ current_page: 1, per_page: 10, total: 0, last_page: 1 }).success,
    ).toBe(true);
    expect(reviewsMeta.safeParse({ current_page: 1 }).success).toBe(false);
  });
});

describe('files-upload-blob', () => {
  it('needs a file, and names the allowed kinds', () => {
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg', { type: 'image/jpeg' });
    expect(uploadRequest.parse({ file, allowed_filetypes: 'image', to_validate: '1' }).file).toBe(
      file,
    );
    expect(uploadRequest.safeParse({ allowed_filetypes: 'image' }).success).toBe(false);
    expect(uploadFields.safeParse({ allowed_filetypes: 'gif' }).success).toBe(false);
  });
});
