import { describe, expect, it } from 'vitest';
import { fieldErrorsFor as errorsOf } from '../envelope';
import { request as guestRequest } from './guest-checkout';

const delivery = {
  is_pickup: '0',
  country: 'Malaysia',
  first_name: 'Aisyah',
  last_name: 'Rahman',
  recipient_number: '0123456789',
  address: '12 Jalan Ampang',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'Sabah',
  save_address: '1',
};

describe('guest-checkout request', () => {
  const guest = {
    ...delivery,
    is_pickup: undefined,
    save_address: undefined,
    contact_id: '31',
    product_id: '15373',
    claim_token: 'p3YgV2k1lq0Xw8x0Qm1pZc9sB7yTnE4rH6uJ2aLdKfM',
  };

  it('accepts delivery details with the contact and product ids', () => {
    expect(guestRequest.parse(guest)).toMatchObject({
      contact_id: 31,
      product_id: 15373,
      state: 'Sabah',
    });
  });

  it('needs the claim token of the free-sample registration', () => {
    expect(errorsOf(guestRequest, { ...guest, claim_token: undefined })).toEqual({
      claim_token:
        'This checkout link is not valid any more. Please open the link in your free-sample e-mail.',
    });
  });

  it('offers delivery only', () => {
    expect(errorsOf(guestRequest, { ...guest, is_pickup: '1' })).toEqual({
      is_pickup: 'Guest checkout offers delivery only.',
    });
  });

  it('uses the delivery messages and needs both ids', () => {
    expect(errorsOf(guestRequest, { ...guest, last_name: '', recipient_number: 'x' })).toEqual({
      last_name: 'Please insert Last Name!',
      recipient_number: 'Invalid Phone Number',
    });
    expect(
      Object.keys(errorsOf(guestRequest, { ...guest, contact_id: undefined, product_id: 'x' })),
    ).toEqual(['contact_id', 'product_id']);
  });
});
