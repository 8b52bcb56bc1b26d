import { contactCreate, contractMessages, freeSampleRegistration } from '@nyiur/api';
import { messages } from '@nyiur/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts } from '../db/schema';
import { freeSampleMessages } from './register-free-sample';
import { post, uniqueEmail } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

let phoneCounter = 0;
const uniquePhone = () => `01${String(Date.now() + (phoneCounter += 1)).slice(-8)}`;

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Aisyah',
  mobile: '0123456789',
  email: uniqueEmail('lead'),
  country: 'Malaysia',
  comments: 'Do you ship to Kuching?',
  contact_type: 'contact',
  is_pro: '0',
  ...overrides,
});

describe.each(testDrivers())('lead forms on %s', (driver) => {
  const t = useTestApp(driver);

  it('stores a contact enquiry and queues a receipt', async () => {
    const body = enquiry();
    const answer = await post(t().app, contactCreate.path, body);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(messages.success.feedback);
    const { id } = contactCreate.response.parse(answer.body.data);
    await t().ctx.outbox.drain();
    const [mail] = t().mail.to(body.email);
    expect(mail?.subject).toContain('we received your message');
    // The receipt goes to the address typed: it never repeats the sender's words.
    expect(mail?.text).not.toContain('Do you ship to Kuching?');
    const [row] = await t().database.db.select().from(contacts).where(eq(contacts.id, id));
    expect(row?.contactType).toBe('contact');
  });

  it('answers each enquiry message, and Required for the affiliate radios', async () => {
    const empty = await post(t().app, contactCreate.path, { contact_type: 'contact' });
    expect(empty.body.data).toEqual({
      errors: {
        name: messages.enquiry.name,
        mobile: messages.enquiry.mobile,
        email: messages.enquiry.email,
        country: messages.enquiry.country,
        comments: messages.enquiry.comments,
      },
    });
    const affiliate = await post(
      t().app,
      contactCreate.path,
      enquiry({ contact_type: 'affiliate' }),
    );
    expect(affiliate.body.data).toEqual({
      errors: {
        is_content_creator: messages.enquiry.radio,
        is_blog_writer: messages.enquiry.radio,
      },
    });
    const ok = await post(
      t().app,
      contactCreate.path,
      enquiry({ contact_type: 'affiliate', is_content_creator: '1', is_blog_writer: '0' }),
    );
    expect(ok.status).toBe(200);
    const type = await post(t().app, contactCreate.path, enquiry({ contact_type: 'spam' }));
    expect(type.body.data).toEqual({ errors: { contact_type: contractMessages.contactType } });
    expect((await post(t().app, contactCreate.path, '{"name":')).status).toBe(400);
    expect((await post(t().app, contactCreate.path, enquiry({ name: 42 }))).status).toBe(422);
  });

  it('subscribing twice keeps one row and is not an error', async () => {
    const email = uniqueEmail('news');
    const first = await post(t().app, contactCreate.path, {
      contact_type: 'subscriber',
      email,
      is_pro: '0',
    });
    const second = await post(t().app, contactCreate.path, {
      contact_type: 'subscriber',
      email: email.toUpperCase(),
      is_pro: '0',
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.message).toBe(messages.success.newsletter);
    expect(second.body.data).toEqual(first.body.data);
    const rows = await t()
      .database.db.select()
      .from(contacts)
      .where(and(eq(contacts.email, email), eq(contacts.contactType, 'subscriber')));
    expect(rows).toHaveLength(1);
    await t().ctx.outbox.drain();
    expect(t().mail.to(email)).toHaveLength(1);
    const blank = await post(t().app, contactCreate.path, {
      contact_type: 'subscriber',
      email: '',
    });
    expect(blank.body.data).toEqual({ errors: { email: messages.enquiry.email } });
  });

  it('free sample: answers the new contact id, once per e-mail and once per phone', async () => {
    const email = uniqueEmail('sample');
    const phone = uniquePhone();
    const body = { name: 'Farah', email, phone, gender: 'female', product_id: 15373 };
    const answer = await post(t().app, freeSampleRegistration.path, body);
    expect(answer.status).toBe(200);
    const id = freeSampleRegistration.response.parse(answer.body.data);
    await t().ctx.outbox.drain();
    const { claim_token } = freeSampleRegistration.meta.parse(answer.body.meta);
    expect(t().mail.to(email)[0]?.text).toContain(
      `/guest-checkout?pid=15373&cid=${id}#claim=${claim_token}`,
    );

    const sameEmail = await post(t().app, freeSampleRegistration.path, {
      ...body,
      phone: uniquePhone(),
    });
    expect(sameEmail.status).toBe(422);
    expect(sameEmail.body.data).toEqual({ errors: { email: freeSampleMessages.emailUsed } });
    const samePhone = await post(t().app, freeSampleRegistration.path, {
      ...body,
      email: uniqueEmail(),
    });
    expect(samePhone.body.data).toEqual({ errors: { phone: freeSampleMessages.phoneUsed } });
  });

  it('free sample: answers each field message', async () => {
    const empty = await post(t().app, freeSampleRegistration.path, {});
    expect(empty.body.data).toEqual({
      errors: {
        name: messages.enquiry.name,
        email: messages.enquiry.email,
        phone: messages.enquiry.mobile,
        gender: contractMessages.gender,
        product_id: contractMessages.product,
      },
    });
    const phone = await post(t().app, freeSampleRegistration.path, {
      name: 'A',
      email: uniqueEmail(),
      phone: '12345',
      gender: 'male',
      product_id: 15373,
    });
    expect(phone.body.data).toEqual({ errors: { phone: messages.delivery.phoneInvalid } });
    const pro = await post(t().app, freeSampleRegistration.path, {
      name: 'A',
      email: uniqueEmail(),
      phone: uniquePhone(),
      gender: 'male',
      product_id: 16096,
    });
    expect(pro.body.data).toEqual({ errors: { product_id: freeSampleMessages.product } });
    expect((await post(t().app, freeSampleRegistration.path, '[')).status).toBe(400);
  });
});
