import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../envelope';
import { request } from './contact-create';
import { request as sampleRequest } from './free-sample-registration';
import type { z } from 'zod';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

const contact = {
  contact_type: 'contact',
  name: 'Aisyah',
  mobile: '0123456789',
  email: 'aisyah@example.com',
  country: 'Malaysia',
  comments: 'Where can I buy in Penang?',
};

describe('contact-create', () => {
  it('accepts a contact enquiry', () => {
    expect(request.parse(contact)).toEqual({ ...contact, is_pro: '0' });
  });

  it.each([
    ['name', 'Please insert name!'],
    ['mobile', 'Please insert contact number!'],
    ['email', 'Please insert email!'],
    ['country', 'Please select country!'],
    ['comments', 'Please select comments!'],
  ])('requires %s with "%s"', (field, message) => {
    expect(errorsOf(request, { ...contact, [field]: '' })).toEqual({ [field]: message });
  });

  it('wants both radios answered for an affiliate enquiry', () => {
    const affiliate = { ...contact, contact_type: 'affiliate' };
    expect(errorsOf(request, affiliate)).toEqual({
      is_content_creator: 'Required',
      is_blog_writer: 'Required',
    });
    expect(
      errorsOf(request, { ...affiliate, is_content_creator: '1', is_blog_writer: 'maybe' }),
    ).toEqual({
      is_blog_writer: 'Required',
    });
    expect(
      request.parse({ ...affiliate, is_content_creator: '1', is_blog_writer: '0' }),
    ).toMatchObject({
      contact_type: 'affiliate',
      is_content_creator: '1',
      is_blog_writer: '0',
    });
  });

  it('needs only a valid e-mail for a newsletter subscription', () => {
    expect(
      request.parse({ contact_type: 'subscriber', email: 'News@Example.com', is_pro: '0' }),
    ).toEqual({
      contact_type: 'subscriber',
      email: 'news@example.com',
      is_pro: '0',
    });
    expect(errorsOf(request, { contact_type: 'subscriber', email: 'news@' })).toEqual({
      email: 'Please enter a valid email address.',
    });
  });

  it('refuses an unknown contact type', () => {
    expect(errorsOf(request, { ...contact, contact_type: 'spam' })).toEqual({
      contact_type: 'Please choose contact, affiliate or subscriber.',
    });
  });
});

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
