import { checkout, forgotPassword, usersGet, usersLocale } from '@nyiur/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesOrders, type SalesOrderRow } from '../db/schema/sales-orders';
import { smtpTransport } from '../mail/mail-transport';
import { RESPONSE_PATH, paymentGatewayOf } from '../payments/payment-gateway';
import { deliveryTo } from '../test/delivery-fixture';
import { signedResult } from '../test/gateway-test-kit';
import { post, registerMember, type Member } from '../test/http';
import { startInbox, type Inbox } from '../test/smtp-inbox';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

const ESSENTIALS = 15373;

/** A raw message as a reader sees it: quoted-printable soft breaks and `=3D` undone. */
const readable = (raw: string): string => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe.each(testDrivers())("the shopper's language on %s", (driver) => {
  let smtp: Inbox;
  beforeAll(async () => {
    smtp = await startInbox();
  });
  afterAll(() => smtp.close());

  const t = useTestApp(driver, {
    deps: () => ({ mailTransport: smtpTransport(smtp.url, 'Nyiur <no-reply@shop.test>') }),
  });

  const mailTo = (address: string, text: string): string => {
    const mail = smtp.received.find(
      (message) => message.to.includes(address) && readable(message.raw).includes(text),
    );
    if (!mail) throw new Error(`no mail to ${address} with ${text}`);
    return readable(mail.raw);
  };

  /** Checks the member's cart out (in `locale` when given) and pays it at the gateway's return. */
  const orderAndPay = async (
    member: Member,
    locale?: string,
  ): Promise<{ order: SalesOrderRow; location: string }> => {
    const added = await post(
      t().app,
      '/users/add-to-cart',
      { product_id: ESSENTIALS, quantity: 1 },
      member.token,
    );
    expect(added.status).toBe(200);
    const answer = await post(
      t().app,
      checkout.path,
      { ...deliveryTo(), ...(locale ? { locale } : {}) },
      member.token,
    );
    expect(answer.status).toBe(200);
    const { uuid } = checkout.response.parse(answer.body.data);
    const [placed] = await t()
      .database.db.select()
      .from(salesOrders)
      .where(eq(salesOrders.uuid, uuid));
    if (!placed) throw new Error('no order');
    const back = await t().app.inject({
      method: 'POST',
      url: RESPONSE_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(signedResult(paymentGatewayOf(t().config), placed)).toString(),
    });
    expect(back.statusCode).toBe(303);
    await t().ctx.outbox.drain();
    const [order] = await t()
      .database.db.select()
      .from(salesOrders)
      .where(eq(salesOrders.id, placed.id));
    if (!order) throw new Error('order vanished');
    return { order, location: String(back.headers.location) };
  };

  it('saves the language on the account and reads it back', async () => {
    const member = await registerMember(t().app);
    const before = usersGet.response.parse(
      (await post(t().app, usersGet.path, {}, member.token)).body.data,
    );
    expect(before.locale).toBe('en');

    const saved = await post(t().app, usersLocale.path, { locale: 'ms' }, member.token);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ locale: 'ms' });
    const after = usersGet.response.parse(
      (await post(t().app, usersGet.path, {}, member.token)).body.data,
    );
    expect(after.locale).toBe('ms');
  });

  it('refuses a language it does not speak with 422 and a field message', async () => {
    const member = await registerMember(t().app);
    for (const [path, body] of [
      [usersLocale.path, { locale: 'fr' }],
      [checkout.path, { ...deliveryTo(), locale: 'EN' }],
    ] as const) {
      const answer = await post(t().app, path, body, member.token);
      expect(answer.status, path).toBe(422);
      expect(answer.body.data, path).toEqual({
        errors: { locale: 'Please choose English or Bahasa Malaysia.' },
      });
    }
    expect((await post(t().app, usersLocale.path, { locale: 'ms' })).status).toBe(401);
  });

  it('mails the confirmation of an order placed in Malay in Malay, with /ms links', async () => {
    const member = await registerMember(t().app);
    const { order, location } = await orderAndPay(member, 'ms');
    expect(order.locale).toBe('ms');
    expect(location).toBe(`/ms/order/success?token=${order.token}`);

    const mail = mailTo(member.email, order.refNo);
    expect(mail).toContain(`Subject: Nyiur: pesanan ${order.refNo} telah dibayar`);
    expect(mail).toContain(
      `Pesanan ${order.refNo} anda telah dibayar dan kami sedang menyediakannya.`,
    );
    expect(mail).toContain('Jumlah dibayar: RM 210.00');
    expect(mail).toContain(
      `Lihat pesanan anda: http://shop.test/ms/order/success?token=${order.token}`,
    );
    expect(mail).toContain('<html lang="ms">');
    expect(mail).not.toContain('is paid and we are preparing it');
  });

  it('keeps the English confirmation of an English order as it was', async () => {
    const member = await registerMember(t().app);
    const { order, location } = await orderAndPay(member);
    expect(order.locale).toBe('en');
    expect(location).toBe(`/order/success?token=${order.token}`);

    const mail = mailTo(member.email, order.refNo);
    expect(mail).toContain(`Subject: Nyiur: order ${order.refNo} is paid`);
    expect(mail).toContain(`Your order ${order.refNo} is paid and we are preparing it.`);
    expect(mail).toContain('Total paid: RM 210.00');
    expect(mail).toContain(`View your order: http://shop.test/order/success?token=${order.token}`);
    expect(mail).not.toContain('/ms/');
  });

  it("writes a reset asked for without a page's language in the account's language", async () => {
    const member = await registerMember(t().app, { locale: 'ms' });
    const asked = await post(t().app, forgotPassword.path, { email: member.email, is_pro: '0' });
    expect(asked.status).toBe(200);
    await t().ctx.outbox.drain();

    const mail = mailTo(member.email, 'kata laluan');
    expect(mail).toContain('Subject: Nyiur: tetapkan semula kata laluan anda');
    expect(mail).toContain('Pilih kata laluan baharu: http://shop.test/ms/password?token=');
  });
});
