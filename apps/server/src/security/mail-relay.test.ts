import { contactCreate, freeSampleRegistration } from '@nyiur/api';
import { describe, expect, it } from 'vitest';
import { post, uniqueEmail } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

const PHISHING =
  'Your parcel is held at customs: pay RM2 at http://customs-my.example to release it';

/**
 * The contact and free-sample receipts used to echo the sender's own text to whatever address
 * was typed, and reset e-mails could be asked for without end: the shop's domain could be made
 * to send anyone's text, and to flood an inbox.
 */
describe.each(testDrivers())('mail relay and mail bombing on %s', (driver) => {
  const t = useTestApp(driver);

  it("sends receipts in the shop's own words only", async () => {
    const target = uniqueEmail('target');
    const enquiry = await post(t().app, contactCreate.path, {
      contact_type: 'contact',
      name: PHISHING.slice(0, 200),
      mobile: '0123456789',
      email: target,
      country: 'Malaysia',
      comments: PHISHING,
    });
    expect(enquiry.status).toBe(200);
    const sample = await post(t().app, freeSampleRegistration.path, {
      name: PHISHING.slice(0, 200),
      email: target,
      phone: `01${String(Date.now()).slice(-8)}`,
      gender: 'female',
      product_id: 15373,
    });
    expect(sample.status).toBe(200);
    await t().ctx.outbox.drain();
    const mails = t().mail.to(target);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).not.toContain('customs');
      expect(mail.html).not.toContain('customs');
    }
  });

  it('sends one address at most five form mails an hour', async () => {
    const target = uniqueEmail('flooded');
    for (let i = 0; i < 8; i += 1) {
      const answer = await post(t().app, contactCreate.path, {
        contact_type: 'contact',
        name: 'Someone',
        mobile: '0123456789',
        email: target,
        country: 'Malaysia',
        comments: `Message ${i}`,
      });
      expect(answer.status).toBe(200);
    }
    await t().ctx.outbox.drain();
    expect(t().mail.to(target)).toHaveLength(5);
  });
});
