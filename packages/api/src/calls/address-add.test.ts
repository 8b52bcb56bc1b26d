import { describe, expect, it } from 'vitest';
import { fieldErrorsFor } from '../envelope';
import { request } from './address-add';

const valid = {
  country: 'Malaysia',
  first_name: 'Aisyah',
  last_name: 'Rahman',
  address: '12 Jalan Ampang',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'W.P. Kuala Lumpur',
};

const errorsOf = (input: unknown) => fieldErrorsFor(request, input);

describe('address-add request', () => {
  it('accepts the address form and defaults the default flag to "0"', () => {
    expect(request.parse(valid)).toEqual({ ...valid, default_shipping_address: '0' });
    expect(
      request.parse({ ...valid, address_2: 'Unit 3', default_shipping_address: '1' }),
    ).toMatchObject({
      address_2: 'Unit 3',
      default_shipping_address: '1',
    });
  });

  it.each([
    ['country', 'Please select Country/Region!'],
    ['first_name', 'Please insert First Name!'],
    ['last_name', 'Please insert Last Name!'],
    ['address', 'Please insert Address!'],
    ['postcode', 'Please insert Postcode!'],
    ['city', 'Please insert City!'],
    ['state', 'Please select State/territory!'],
  ])('rejects a missing or blank %s with "%s"', (field, message) => {
    expect(errorsOf({ ...valid, [field]: undefined })).toEqual({ [field]: message });
    expect(errorsOf({ ...valid, [field]: '  ' })).toEqual({ [field]: message });
  });

  it('offers only Malaysia and its states', () => {
    expect(errorsOf({ ...valid, country: 'Singapore' })).toEqual({
      country: 'Please select Country/Region!',
    });
    expect(errorsOf({ ...valid, state: 'Bali' })).toEqual({
      state: 'Please select State/territory!',
    });
  });

  it('checks an optional phone number with the spec rule', () => {
    expect(errorsOf({ ...valid, phone_no: '12345' })).toEqual({ phone_no: 'Invalid Phone Number' });
    expect(request.parse({ ...valid, phone_no: '0123456789' }).phone_no).toBe('0123456789');
  });

  it('wants a five-digit postcode and a "1"/"0" default flag', () => {
    expect(Object.keys(errorsOf({ ...valid, postcode: '5045' }))).toEqual(['postcode']);
    expect(Object.keys(errorsOf({ ...valid, default_shipping_address: true }))).toEqual([
      'default_shipping_address',
    ]);
  });

  it('gives every message at once', () => {
    expect(Object.keys(errorsOf({}))).toEqual([
      'country',
      'first_name',
      'last_name',
      'address',
      'postcode',
      'city',
      'state',
    ]);
  });
});
