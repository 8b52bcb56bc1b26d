import { contactCreate, freeSampleRegistration } from '@nyiur/api';
import { describe, expect, it } from 'vitest';
import { insertOrder } from '../admin/orders/order-fixture';
import { markOrderPaid } from '../payments/mark-order-paid';
import { post, uniqueEmail } from '../test/http';
import { useTestApp } from '../test/test-app';
import { racing, testDrivers } from '../test/test-database';

const SHOP = 'orders@shop.test';

describe.each(testDrivers())('alerts to the shop on %s', (driver) => {
  const t = useTestApp(driver, { env: { SHOP_ALERT_EMAIL: SHOP } });

  it('announces each lead form: contact, affiliate and free sample', async () => {
    for (const contactType of ['contact', 'affiliate'] as const) {
      const email = uniqueEmail(contactType);
      const answer = await post(t().app, contactCreate.path, {
        name: `Hafiz ${contactType}`,
        mobile: '0123456789',
        email,
        country: 'Malaysia',
        comments: 'Do you ship to Kuching?',
        contact_type: contactType,
        is_pro: '0',
        is_content_creator: '1',
        is_blog_writer: '0',
      });
      expect(answer.status).toBe(200);
    }
    const sample = await post(t().app, freeSampleRegistration.path, {
      name: 'Mei Ling',
      email: uniqueEmail('sample'),
      phone: `01${String(Date.now()).slice(-8)}`,
      gender: 'female',
      product_id: 15373,
    });
    expect(sample.status).toBe(200);
    await t().ctx.outbox.drain();
    const subjects = t()
      .mail.to(SHOP)
      .map((message) => message.subject)
      .sort();
    expect(subjects).toEqual([
      'Nyiur: New affiliate application from Hafiz affiliate',
      'Nyiur: New contact enquiry from Hafiz contact',
      'Nyiur: New free sample request from Mei Ling',
    ]);
    const enquiry = t()
      .mail.to(SHOP)
      .find((message) => message.subject.includes('contact enquiry'));
    expect(enquiry?.text).toContain('Do you ship to Kuching?');
  });

  racing(driver)('announces a paid order once, however many confirmations arrive', async () => {
    const order = await insertOrder(t().database.db, { status: 'Pending', paid: false });
    const alert = {
      recipient: async () => SHOP,
      adminUrl: () => 'http://shop.test/admin/orders/1',
    };
    const payment = { paymentId: '2', transId: 'T1' };
    const confirmations = await Promise.all(
      [1, 2, 3].map(() => markOrderPaid(t().database.db, order.id, payment, () => '', alert)),
    );
    expect(confirmations.filter(Boolean)).toHaveLength(1);
    await t().ctx.outbox.drain();
    const alerts = t()
      .mail.to(SHOP)
      .filter((message) => message.subject.includes(order.refNo));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toContain(`New order ${order.refNo}, RM 198.00`);
  });
});
