import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { datePayments, lastMalaysianMonth, type OwnServer } from '../support/own-server';
import {
  addToCartByApi,
  expectCheckoutForm,
  fillDeliveryAddress,
  loginByApi,
  payByApi,
  pendingOrderByApi,
  registerByApi,
  sessionByApi,
  type Shopper,
} from '../support/shop';
import { adminCall, expectFitsThePhone, ownerOnOwnServer, PHONE } from './back-office';

/*
 * The back office's named fixes (issue 45), each on a 360 px phone: ending a voucher asks first,
 * a voucher for no product gets 422 and the owner's form says what a code looks like, a voucher
 * refused at Place Order leaves the checkout and its total, /account's order card labels its
 * figures, the printable e-invoice prints under the CSP, and a consolidated e-invoice past its
 * due date is warned of. On a server of its own: the seller's details are filled in, and the
 * server is stopped to date a payment two months back (a month is consolidated once it is over).
 */
test.describe.configure({ mode: 'serial' });

const OWNER = 'phone-fixes-owner@nyiur.test';
let server: OwnServer;
let owner: Page;
// Unique per run, as a voucher code is for ever.
const stamp = Date.now().toString(36).toUpperCase().slice(-5);

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  ({ server, owner } = await ownerOnOwnServer(browser, OWNER, { MYINVOIS_POLL_MS: '300' }));
});

test.afterAll(async () => {
  await owner?.context().close();
  await server?.stop();
});

/** A new member signed in on a phone of their own; answers the member, the page and its API. */
async function memberOnPhone(tag: string) {
  const context = await owner
    .context()
    .browser()!
    .newContext({ baseURL: server.baseURL, viewport: PHONE });
  const request: APIRequestContext = context.request;
  const member: Shopper = await registerByApi(request, tag);
  const page = await context.newPage();
  await loginByApi(page, request, member);
  return { member, page, request };
}

/** An RM 10 voucher made through the back office's API, with `terms` on top; answers its id. */
async function voucherByApi(code: string, terms: Record<string, unknown> = {}) {
  const answer = await adminCall(owner, '/admin/vouchers/create', {
    code,
    kind: 'amount_off',
    amount: '10.00',
    percent: null,
    cap: null,
    min_spend: '0',
    product_ids: null,
    starts_at: null,
    ends_at: null,
    total_uses: 5,
    uses_per_customer: null,
    first_order_only: false,
    members_only: false,
    show_hint: false,
    note: '',
    affiliate_code: null,
    ...terms,
  });
  return answer;
}

const voucherId = (answer: { body: { data?: unknown } }) =>
  (answer.body.data as { voucher: { id: number } }).voucher.id;

test('ending a voucher asks first, and an ended voucher offers no resume', async () => {
  const code = `END${stamp}`;
  const made = await voucherByApi(code);
  expect(made.status).toBe(200);
  await owner.goto(`/admin/vouchers/${voucherId(made)}`);
  await expect(owner.getByRole('heading', { level: 1, name: `Voucher ${code}` })).toBeVisible();

  await owner.getByRole('button', { name: 'End voucher' }).click();
  const ask = owner.getByRole('alertdialog', { name: `End ${code}?` });
  await expect(ask).toContainText(
    'Shoppers can no longer use it, and an ended voucher cannot be resumed.',
  );
  await expectFitsThePhone(owner, 'End voucher, asked');
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(ask).toHaveCount(0);
  await expect(owner.getByText('Active', { exact: true })).toBeVisible();

  await owner.getByRole('button', { name: 'End voucher' }).click();
  await ask.getByRole('button', { name: 'End voucher' }).click();
  await expect(owner.getByText('Ended', { exact: true })).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Resume' })).toHaveCount(0);
  await expect(owner.getByRole('button', { name: 'End voucher' })).toHaveCount(0);
  await expectFitsThePhone(owner, 'An ended voucher');
});

test("a voucher for a product not in the catalogue gets 422; the owner's form says what a code looks like", async () => {
  const refused = await voucherByApi(`NOPROD${stamp}`, { product_ids: [999_999] });
  expect(refused.status).toBe(422);
  expect(refused.body.data).toEqual({ errors: { product_ids: 'Choose products from the list.' } });

  await owner.goto('/admin/vouchers');
  await owner.getByRole('button', { name: 'New voucher' }).click();
  const form = owner.getByRole('form', { name: 'New voucher' });
  const codeField = form.getByRole('textbox', { name: /^Code/ });
  await codeField.fill('r!');
  await form.getByRole('textbox', { name: /^RM off/ }).fill('10');
  await form.getByRole('button', { name: 'Create voucher' }).click();
  await expect(codeField).toHaveValue('R!');
  await expect(codeField).toHaveAccessibleDescription(
    /A code is 4 to 20 letters, digits or dashes, e\.g\. RAYA10\./,
  );
  await expect(
    form.getByText('A code is 4 to 20 letters, digits or dashes, e.g. RAYA10.'),
  ).toBeVisible();
  await expect(owner).toHaveURL(/\/admin\/vouchers$/);
  await expectFitsThePhone(owner, 'New voucher with a code refused');
});

test('a voucher ended after it was applied is refused at Place Order and leaves the total', async () => {
  test.setTimeout(120_000);
  const code = `GONE${stamp}`;
  const made = await voucherByApi(code);
  expect(made.status).toBe(200);
  const { member, page, request } = await memberOnPhone('refused-voucher');
  await addToCartByApi(request, member);
  await page.goto('/checkout');
  await expectCheckoutForm(page);
  await fillDeliveryAddress(page, 'Selangor');
  await page.getByRole('textbox', { name: /^Voucher code/ }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`${code} applied.`)).toBeVisible();
  // RM 198.00 and RM 12.00 shipping, RM 10.00 off.
  await expect(page.getByTestId('summary-total')).toHaveText('RM 200.00');

  const ended = await adminCall(owner, '/admin/vouchers/set-status', {
    id: voucherId(made),
    status: 'ended',
  });
  expect(ended.status).toBe(200);
  await page.getByRole('button', { name: 'Place Order' }).click();
  // The reason stays under the voucher field (a toast says it too, for a while).
  const voucherField = page.getByRole('textbox', { name: /^Voucher code/ });
  await expect(voucherField).toHaveAccessibleDescription(
    /We could not apply that voucher code\. Check the spelling, and the dates and terms it came with\./,
  );
  await expect(page.getByText(`${code} applied.`)).toHaveCount(0);
  await expect(page.getByTestId('summary-total')).toHaveText('RM 210.00');
  await expect(page).toHaveURL(/\/checkout$/);
  await expectFitsThePhone(page, 'Checkout with the voucher refused');
  await page.context().close();
});

test("/account's order card titles each line by its own name and labels its price", async () => {
  const { member, page, request } = await memberOnPhone('order-card');
  const order = await pendingOrderByApi(request, member);
  await page.goto('/account');
  await page.getByRole('tab', { name: 'My Orders' }).click();
  const card = page.getByRole('region', { name: `Order ${order.refNo}` });
  await expect(card.getByTestId('order-status')).toHaveText('Pending');
  const items = card.getByRole('table', { name: `Items in order ${order.refNo}` });
  // On a phone each line is a card: its title alone, its figure after the label "Price".
  await expect(items.getByRole('rowheader')).toHaveCount(3);
  for (const [title, price] of [
    ['MCT Essentials × 1', 'RM 198.00'],
    ['Shipping', 'RM 12.00'],
    ['Total', 'RM 210.00'],
  ] as const) {
    const line = items.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: title, exact: true }),
    });
    await expect(line.getByRole('cell', { name: `Price ${price}`, exact: true })).toBeVisible();
  }
  await expectFitsThePhone(page, 'My Orders');
  await page.context().close();
});

test('the printable e-invoice prints under the CSP, with no inline handler', async () => {
  test.setTimeout(150_000);
  const seller = await adminCall(owner, '/admin/e-invoices/settings/update', {
    seller_name: 'Nyiur Wellness Sdn. Bhd.',
    tin: 'C2584563200',
    brn: '202001234567',
    sst_number: '',
    msic_code: '10791',
    business_activity: 'Manufacture of coffee, tea and similar products',
    address_line1: 'Lot 66, Bangunan Merdeka',
    address_line2: '',
    city: 'Kuala Lumpur',
    postcode: '50480',
    state_code: '14',
    phone: '+60 12-345 6789',
    email: '',
    client_id: '',
    client_secret: '',
    environment: 'sandbox',
  });
  expect(seller.status, JSON.stringify(seller.body)).toBe(200);

  const { member, page, request } = await memberOnPhone('print');
  const order = await pendingOrderByApi(request, member);
  await payByApi(request, member, order);
  const headers = {
    authorization: `Bearer ${(await sessionByApi(request, member)).access_token}`,
  };
  const asked = await request.post('/api/e-invoices/request', {
    data: {
      order_uuid: order.uuid,
      name: 'Aina binti Ahmad',
      tin: 'IG12345678901',
      id_type: 'NRIC',
      id_number: '900101-14-5678',
      email: member.email,
      phone: '+60198765432',
      address_line1: '12 Jalan Mawar',
      city: 'Petaling Jaya',
      postcode: '46000',
      state_code: '10',
    },
    headers,
  });
  expect(asked.status(), await asked.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const answer = await request.post('/api/e-invoices/get', {
          data: { order_uuid: order.uuid },
          headers,
        });
        const { data } = (await answer.json()) as { data: { e_invoice: { state: string } } };
        return data.e_invoice.state;
      },
      { timeout: 60_000 },
    )
    .toBe('valid');

  // The browser's print dialog cannot be seen headless: the page's call to it is counted, and
  // anything the CSP blocks is recorded.
  await page.context().addInitScript(() => {
    const seen = { printed: 0, blocked: [] as string[] };
    Object.assign(window, { seen });
    window.print = () => {
      seen.printed += 1;
    };
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.blocked.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto('/account');
  await page.getByRole('tab', { name: 'My Orders' }).click();
  const panel = page
    .getByRole('region', { name: `Order ${order.refNo}` })
    .getByRole('region', { name: 'e-Invoice' });
  const [printable] = await Promise.all([
    page.waitForEvent('popup'),
    panel.getByRole('link', { name: 'Download e-invoice' }).click(),
  ]);
  await expect(printable.getByText(`INV-${order.refNo}`).first()).toBeVisible();
  await printable.getByRole('button', { name: 'Print or save as PDF' }).click();
  const seen = () =>
    printable.evaluate(
      () => (window as unknown as { seen: { printed: number; blocked: string[] } }).seen,
    );
  await expect.poll(async () => (await seen()).printed).toBe(1);
  expect((await seen()).blocked).toEqual([]);
  await expectFitsThePhone(printable, 'The printable e-invoice');
  await page.context().close();
});

test('a consolidated e-invoice past its due date is warned of on e-Invoices and the dashboard', async () => {
  test.setTimeout(180_000);
  const { member, page, request } = await memberOnPhone('past-due');
  const order = await pendingOrderByApi(request, member);
  await payByApi(request, member, order);
  await page.context().close();
  // Two months back: its consolidated e-invoice was due by the 7th of last month, whatever today.
  const lastMonth = lastMalaysianMonth();
  const twoBack = lastMalaysianMonth(lastMonth.paidAt);
  await server.stop();
  await datePayments(server, [order.refNo], twoBack.paidAt);
  await server.start();

  const dueBy = `8 ${new Intl.DateTimeFormat('en-MY', {
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(lastMonth.paidAt)}, 12:00 am`;
  const expectWarning = async () => {
    const warning = owner.getByTestId('past-due-months');
    await expect(warning).toContainText('Consolidated e-invoice past due.');
    await expect(warning.getByRole('listitem')).toHaveText([
      `${twoBack.name}: was due by ${dueBy}, not submitted`,
    ]);
    return warning;
  };

  await owner.goto('/admin/e-invoices');
  await expect(owner.getByRole('heading', { level: 1, name: 'e-Invoices' })).toBeVisible();
  await expectWarning();
  await expectFitsThePhone(owner, 'e-Invoices with a month past due');

  await owner.goto('/admin/');
  await expect(owner.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const onDashboard = await expectWarning();
  await expectFitsThePhone(owner, 'The dashboard with a month past due');
  await onDashboard.getByRole('link', { name: 'Submit it under e-Invoices' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'e-Invoices' })).toBeVisible();
});
