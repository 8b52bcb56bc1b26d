import { describe, expect, it } from 'vitest';
import { adminContract } from './admin/admin-contract';
import { allCalls, contract } from './contract';
import { buildOpenApiDocument } from './openapi';

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument();

  it('is an OpenAPI 3.1 document served under /api', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api' }]);
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('lists the back-office calls with their session, role and re-authentication answers', () => {
    const admin = Object.values(adminContract).filter((call) => call.admin?.stage !== 'none');
    expect(admin.length).toBeGreaterThanOrEqual(15);
    for (const call of admin) {
      const operation = document.paths[call.path]?.post;
      expect(operation?.security).toEqual([{ adminSession: [] }]);
      expect(Object.keys(operation?.responses ?? {})).toEqual(
        expect.arrayContaining(['401', '403']),
      );
    }
    expect(document.paths['/admin/orders/refund']?.post?.responses['403']?.description).toContain(
      'reauth_required',
    );
  });

  it('lists every call of the contract: the shop settings as a GET, every other as a POST', () => {
    const expected = [
      '/oauth/token',
      '/oauth/revoke',
      '/users/register',
      '/users/forgot-password',
      '/users/reset-password',
      '/users/get',
      '/users/locale',
      '/users/option',
      '/users/order-history',
      '/users/affiliate-balance',
      '/users/address-list',
      '/users/address-add',
      '/users/address-update',
      '/users/address-update-status',
      '/users/add-to-cart',
      '/users/remove-cart-item',
      '/users/checkout',
      '/users/guest-checkout',
      '/users/pay',
      '/users/voucher-check',
      '/users/vouchers-available',
      '/sales-orders/get',
      '/users/contact-create',
      '/users/free-sample-registration',
      '/reviews/list',
      '/products/offer',
      '/shop/settings',
      '/files/upload-blob',
      '/e-invoices/request',
      '/e-invoices/get',
      '/client-errors',
    ];
    const admin = Object.values(adminContract).map((call) => call.path);
    expect(Object.keys(document.paths).sort()).toEqual([...expected, ...admin].sort());
    expect(allCalls).toHaveLength(expected.length);
    for (const [name, call] of Object.entries(contract)) {
      const operation = document.paths[call.path];
      expect((name === 'shopSettings' ? operation?.get : operation?.post)?.operationId).toBe(name);
    }
    const settings = document.paths['/shop/settings']?.get;
    expect(settings?.requestBody).toBeUndefined();
    expect(settings?.security).toEqual([]);
    expect(settings?.responses['200']?.content?.['application/json']?.schema).toMatchObject({
      properties: { data: { required: ['contact', 'social', 'announcement'] } },
    });
    expect(settings?.parameters).toEqual([
      {
        name: 'locale',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: ['en', 'ms'] },
      },
    ]);
  });

  it('describes bodies in the encoding each call uses', () => {
    const token = document.paths['/oauth/token']?.post;
    expect(Object.keys(token?.requestBody?.content ?? {})).toEqual([
      'application/x-www-form-urlencoded',
    ]);
    expect(token?.parameters).toEqual([
      {
        name: 'user-type',
        in: 'header',
        required: true,
        schema: { type: 'string', const: 'public' },
      },
    ]);
    const upload =
      document.paths['/files/upload-blob']?.post?.requestBody?.content['multipart/form-data'];
    expect(upload?.schema).toMatchObject({
      properties: { file: { type: 'string', format: 'binary' } },
    });
    const cart = document.paths['/users/add-to-cart']?.post;
    expect(cart?.requestBody?.content['application/json']?.schema).toMatchObject({
      required: ['product_id', 'quantity'],
    });
  });

  it('wraps answers in the envelope and marks signed-in calls', () => {
    const cart = document.paths['/users/add-to-cart']?.post;
    expect(cart?.responses['200']?.content?.['application/json']?.schema).toMatchObject({
      required: ['code', 'message', 'data'],
      properties: { data: { properties: { amount: { type: 'string' } } } },
    });
    expect(cart?.security).toEqual([{ bearerToken: [] }, { accessTokenHeader: [] }]);
    expect(cart?.responses['401']).toBeDefined();
    expect(document.paths['/users/register']?.post?.security).toEqual([]);
  });
});
