import { describe, expect, it } from 'vitest';
import { allCalls, contract, type CallName } from './contract';

const address = {
  country: 'Malaysia',
  first_name: ' Aisyah ',
  last_name: 'Rahman',
  address: '12 Jalan Ampang',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'Selangor',
};
const delivery = {
  ...address,
  address_2: undefined,
  address2: 'Unit 3',
  recipient_number: '0123456789',
};

/** One valid request of every call, written the way a form or a query string would supply it. */
const samples: Record<CallName, unknown> = {
  oauthToken: { grant_type: 'password', username: 'A@B.my', password: 'pw' },
  logout: { refresh_token: 'r' },
  register: {
    first_name: 'Aisyah',
    email: 'a@b.my',
    password: 'kelapa muda',
    referral_code: 'MNA001',
  },
  forgotPassword: { email: 'a@b.my' },
  resetPassword: { new_password: 'kelapa muda', reset_password_token: 't' },
  usersGet: {},
  usersLocale: { locale: 'ms' },
  usersOption: { product_id: '15373', contact_id: '4' },
  orderHistory: {},
  affiliateBalance: {},
  addressList: {},
  addressAdd: address,
  addressUpdate: { ...address, address_id: '3' },
  addressUpdateStatus: { address_id: 3, status_event: 'remove' },
  addToCart: { product_id: '15373', quantity: '2', to_add: '1' },
  removeCartItem: { cart_item_id: '9' },
  checkout: { ...delivery, is_pickup: '0', voucher_code: ' raya10 ' },
  guestCheckout: { ...delivery, contact_id: '4', product_id: '15373', claim_token: 'x'.repeat(43) },
  pay: { uuid: '3b241101-e2bb-4255-8caf-4136c566a962' },
  voucherCheck: { voucher_code: 'raya10', state: 'Sabah' },
  vouchersAvailable: {},
  salesOrdersGet: { token: 'abc', failed: '1' },
  contactCreate: { contact_type: 'subscriber', email: 'a@b.my' },
  freeSampleRegistration: {
    name: 'A',
    email: 'a@b.my',
    phone: '0123456789',
    gender: 'male',
    product_id: 15373,
  },
  reviewsList: { product_id: '15373', page: '1' },
  productOffer: { product_id: 15373 },
  shopSettings: {},
  filesUploadBlob: { file: new File(['%PDF-'], 'a.pdf'), allowed_filetypes: 'pdf' },
  eInvoiceRequest: {
    order_id: '12',
    name: 'Aisyah Binti Ahmad',
    tin: 'IG12345678901',
    id_type: 'NRIC',
    id_number: '900101-10-1234',
    email: 'a@b.my',
    phone: '0123456789',
    address_line1: '12 Jalan Mawar',
    city: 'Petaling Jaya',
    postcode: '47300',
    state_code: '10',
  },
  eInvoiceGet: { token: 'x'.repeat(32) },
  clientErrorReport: { app: 'shop', path: '/checkout', message: 'TypeError: x is undefined' },
};

describe('contract', () => {
  it('has one call per path', () => {
    const paths = allCalls.map((call) => call.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((path) => path.startsWith('/'))).toBe(true);
  });

  it.each(Object.keys(samples) as CallName[])(
    '%s: what the client sends after validation passes the server unchanged',
    (name) => {
      const call = contract[name];
      const sent = call.request.parse(samples[name]);
      const overTheWire: unknown =
        call.encoding === 'json'
          ? JSON.parse(JSON.stringify(sent))
          : Object.fromEntries(
              Object.entries(sent as Record<string, unknown>).map(([key, value]) => [
                key,
                value instanceof Blob ? value : String(value),
              ]),
            );
      expect(call.request.parse(overTheWire)).toEqual(sent);
    },
  );
});

describe('voucher codes at checkout', () => {
  it.each([
    [' raya10 ', 'RAYA10'],
    ['', undefined],
    [undefined, undefined],
  ])('reads %j as %j', (typed, expected) => {
    const sent = contract.checkout.request.parse({
      ...delivery,
      is_pickup: '0',
      voucher_code: typed,
    });
    expect(sent.voucher_code).toBe(expected);
  });

  it('refuses a code that cannot be one, in our words', () => {
    const result = contract.voucherCheck.request.safeParse({ voucher_code: 'RM10 OFF!' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'We could not apply that voucher code. Check the spelling, and the dates and terms it came with.',
    );
  });
});
