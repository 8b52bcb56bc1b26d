import { describe, expect, it } from 'vitest';
import { fieldErrorsFor as errorsOf } from '../envelope';
import { request as sampleRequest } from './free-sample-registration';

describe('free-sample-registration', () => {
  const lead = {
    name: 'Aisyah',
    email: 'aisyah@example.com',
    phone: '0123456789',
    gender: 'female',
    product_id: 15373,
  };

  it('accepts a lead', () => {
    expect(sampleRequest.parse(lead)).toEqual(lead);
  });

  it('uses the enquiry messages for name, e-mail and contact number', () => {
    expect(errorsOf(sampleRequest, { ...lead, name: '', email: '', phone: '' })).toEqual({
      name: 'Please insert name!',
      email: 'Please insert email!',
      phone: 'Please insert contact number!',
    });
    expect(errorsOf(sampleRequest, { ...lead, phone: '999' })).toEqual({
      phone: 'Invalid Phone Number',
    });
  });

  it('wants male or female and a product', () => {
    expect(errorsOf(sampleRequest, { ...lead, gender: 'other', product_id: undefined })).toEqual({
      gender: 'Please select gender!',
      product_id: 'Please choose a product.',
    });
  });
});
