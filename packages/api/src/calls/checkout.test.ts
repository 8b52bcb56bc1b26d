import { describe, expect, it } from 'vitest';
import { fieldErrorsFor as errorsOf } from '../envelope';
import { request, response } from './checkout';

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

describe('checkout request in delivery mode', () => {
  it('accepts full delivery details', () => {
    expect(request.parse({ ...delivery, address2: 'Unit 3' })).toEqual({
      ...delivery,
      address2: 'Unit 3',
    });
  });

  it('drops a stray pick-up location', () => {
    expect(request.parse({ ...delivery, location_id: '' })).not.toHaveProperty('location_id');
  });

  it('always needs a phone number, and a valid one', () => {
    expect(errorsOf(request, { ...delivery, recipient_number: '' })).toEqual({
      recipient_number: 'Please insert Phone Number!',
    });
    expect(errorsOf(request, { ...delivery, recipient_number: undefined })).toEqual({
      recipient_number: 'Please insert Phone Number!',
    });
    for (const phone of ['123456789', '01234567', '012345678901', '012-3456789', '+60123456789']) {
      expect(errorsOf(request, { ...delivery, recipient_number: phone })).toEqual({
        recipient_number: 'Invalid Phone Number',
      });
    }
    expect(request.safeParse({ ...delivery, recipient_number: '01234567890' }).success).toBe(true);
  });

  it.each([
    ['country', 'Please select Country/Region!'],
    ['first_name', 'Please insert First Name!'],
    ['last_name', 'Please insert Last Name!'],
    ['address', 'Please insert Address!'],
    ['postcode', 'Please insert Postcode!'],
    ['city', 'Please insert City!'],
    ['state', 'Please select State/territory!'],
  ])('requires %s with "%s"', (field, message) => {
    expect(errorsOf(request, { ...delivery, [field]: '' })).toEqual({ [field]: message });
  });

  it('accepts only Malaysian states and Malaysia', () => {
    expect(errorsOf(request, { ...delivery, state: 'Texas' })).toEqual({
      state: 'Please select State/territory!',
    });
    expect(errorsOf(request, { ...delivery, country: 'Brunei' })).toEqual({
      country: 'Please select Country/Region!',
    });
  });

  it('reports every missing field and the phone at once', () => {
    expect(errorsOf(request, { is_pickup: '0', recipient_number: '12' })).toEqual({
      country: 'Please select Country/Region!',
      first_name: 'Please insert First Name!',
      last_name: 'Please insert Last Name!',
      address: 'Please insert Address!',
      postcode: 'Please insert Postcode!',
      city: 'Please insert City!',
      state: 'Please select State/territory!',
      recipient_number: 'Invalid Phone Number',
    });
  });
});

describe('checkout request in pick-up mode', () => {
  it('needs only the phone and a location; the address fields are optional', () => {
    expect(
      request.parse({ is_pickup: '1', recipient_number: '0123456789', location_id: '2' }),
    ).toEqual({
      is_pickup: '1',
      recipient_number: '0123456789',
      location_id: 2,
      save_address: '0',
    });
    expect(
      request.safeParse({
        is_pickup: '1',
        recipient_number: '0123456789',
        location_id: 2,
        first_name: '',
        state: '',
      }).success,
    ).toBe(true);
  });

  it('still checks the phone, and wants a location', () => {
    expect(errorsOf(request, { is_pickup: '1', recipient_number: '', location_id: 2 })).toEqual({
      recipient_number: 'Please insert Phone Number!',
    });
    expect(errorsOf(request, { is_pickup: '1', recipient_number: '0123', location_id: 2 })).toEqual(
      {
        recipient_number: 'Invalid Phone Number',
      },
    );
    expect(errorsOf(request, { is_pickup: '1', recipient_number: '0123456789' })).toEqual({
      location_id: 'Please select a pick-up location.',
    });
  });

  it('refuses an unknown mode', () => {
    expect(errorsOf(request, { ...delivery, is_pickup: '2' })).toEqual({
      is_pickup: 'Please choose delivery or pick-up.',
    });
  });
});

describe('checkout response', () => {
  it('holds the order uuid and the payment request', () => {
    const answer = {
      uuid: '3b241101-e2bb-4255-8caf-4136c566a962',
      payment_url: '/sandbox/ipay88/epayment/entry.asp',
      payment_request: {
        MerchantCode: 'M00003',
        PaymentId: '',
        RefNo: 'NY000001',
        Amount: '1,278.99',
        Currency: 'MYR',
        ProdDesc: 'MCT Essentials x 2',
        UserName: 'Aisyah Rahman',
        UserEmail: 'aisyah@example.com',
        UserContact: '0123456789',
        Remark: '',
        Lang: 'UTF-8',
        SignatureType: 'HMACSHA512',
        Signature: 'abc',
        ResponseURL: 'http://localhost/api/payments/ipay88/response',
        BackendURL: 'http://localhost/api/payments/ipay88/backend',
      },
    };
    expect(response.parse(answer)).toEqual(answer);
    expect(
      response.safeParse({
        ...answer,
        payment_request: { ...answer.payment_request, Amount: '1278.9' },
      }).success,
    ).toBe(false);
  });
});
