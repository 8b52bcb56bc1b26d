import { describe, expect, it } from 'vitest';
import { fieldErrorsFor as errorsOf } from '../envelope';
import { request } from './contact-create';

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
