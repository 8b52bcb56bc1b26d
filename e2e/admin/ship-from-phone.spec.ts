import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginByApi, paidOrderThroughShop, type Shopper } from '../support/shop';
import { ownerSession, STAFF_PASSWORD } from './back-office';

/*
 * Issue 48's journey on the owner's 390 px phone: the owner turns on the EasyParcel sandbox and
 * connects it, books a shopper's paid order, opens the label PDF; the sandbox moves the parcel on
 * (its own pass-time control), the shopper sees the tracking, and the order ends Completed.
 */
test.describe.configure({ mode: 'serial' });

const WIDTH = 390;
let owner: Page;
let shopper: Shopper;
let refNo = '';
let orderPath = '';
let awb = '';

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    WIDTH,
  );

/** A fresh proof when the server asks for one (the owner's last is over five minutes old). */
async function proveIfAsked(page: Page, done: ReturnType<Page['getByText']>) {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog.or(done).first()).toBeVisible();
  if (await dialog.isVisible()) {
    await dialog.getByLabel('Password').fill(STAFF_PASSWORD);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  }
}

/** Moves every sandbox parcel on by `hours`: the sandbox's own control, not the shop's. */
async function passSandboxTime(request: APIRequestContext, hours: number) {
  const answer = await request.post('/sandbox/easyparcel/sandbox/pass-time', { data: { hours } });
  expect(answer.status()).toBe(200);
}

/** The order's status badge, reread until the parcel-following job has moved it. */
async function expectOrderStatus(page: Page, status: string) {
  await expect
    .poll(
      async () => {
        await page.goto(orderPath);
        const heading = page.getByRole('heading', { level: 1, name: new RegExp(refNo) });
        await expect(heading).toBeVisible();
        return (await heading.textContent()) ?? '';
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toContain(status);
}

test('the owner turns on the EasyParcel sandbox, connects it and sets the pick-up address', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 844 } });
  owner = await context.newPage();
  await ownerSession(owner);
  await owner.goto('/admin/settings');
  const shipping = owner.getByRole('region', { name: 'Shipping (EasyParcel)' });
  await expect(shipping.getByText('Not connected')).toBeVisible();
  await fitsThePhone(owner);

  await shipping.getByRole('combobox', { name: 'Courier booking' }).selectOption('sandbox');
  await shipping.getByRole('button', { name: 'Save connection' }).click();
  await proveIfAsked(owner, owner.getByText('EasyParcel connection saved.', { exact: true }));
  await expect(shipping.getByText('Connect the EasyParcel account.')).toBeVisible();

  // EasyParcel's sign-in (the sandbox consents at once) sends the owner back to Settings.
  await shipping.getByRole('button', { name: 'Connect EasyParcel' }).click();
  await proveIfAsked(owner, owner.getByText('The EasyParcel account is connected.'));
  await owner.waitForURL(/\/admin\/settings\?shipping=connected/);
  await expect(owner.getByText('The EasyParcel account is connected.')).toBeVisible();
  await expect(shipping.getByText('Connected (sandbox)')).toBeVisible();
  await expect(shipping.getByText('Wallet:')).toBeVisible();

  const defaults = shipping.getByRole('form', { name: 'Courier defaults' });
  await defaults.getByLabel(/Default courier service ID/).fill('EP-CS0PL');
  await defaults.getByLabel(/Sender’s name/).fill('Nyiur Kelapa Sdn Bhd');
  await defaults.getByLabel(/^Phone/).fill('0355231234');
  await defaults.getByLabel(/^Pick-up address/).fill('Lot 12, Jalan Kelapa 3');
  await defaults.getByLabel(/^Postcode/).fill('40200');
  await defaults.getByLabel(/Town or city/).fill('Shah Alam');
  await defaults.getByLabel(/^State/).selectOption({ label: 'Selangor' });
  await defaults.getByRole('button', { name: 'Save shipping settings' }).click();
  await expect(owner.getByText('Shipping settings saved.', { exact: true })).toBeVisible();
  await fitsThePhone(owner);
});

test('the owner books a paid order on the phone and opens its label with the packing slip', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const order = await paidOrderThroughShop(browser, request, 'courier');
  shopper = order.shopper;
  refNo = order.refNo;

  await owner.goto('/admin/orders');
  await expect(owner.getByRole('tab', { name: /To ship/, selected: true })).toBeVisible();
  await owner.getByRole('link', { name: refNo }).click();
  await expect(owner.getByRole('heading', { level: 1, name: new RegExp(refNo) })).toContainText(
    'Paid',
  );
  orderPath = new URL(owner.url()).pathname;

  const booking = owner.getByRole('region', { name: 'Book courier' });
  await booking.getByRole('button', { name: 'Book courier' }).click();
  // The owner's default, Pos Laju, chosen; each service with its price and how it is handed over.
  const posLaju = booking.getByRole('radio', { name: /^Pos Laju · RM \d+\.\d{2}/ });
  await expect(posLaju).toBeChecked();
  await expect(booking.getByText(/Drop-off · .* · your default/)).toBeVisible();
  await expect(booking.getByRole('radio', { name: /^J&T Express · RM/ })).toBeVisible();
  await fitsThePhone(owner);
  await booking.getByRole('button', { name: 'Book courier' }).click();
  await expect(owner.getByText(/^Booked with Pos Laju: tracking number \S+\.$/)).toBeVisible();

  const parcel = owner.getByRole('region', { name: /^Courier/ });
  await expect(parcel.getByText('Booked, waiting for the courier')).toBeVisible();
  awb = (await parcel.locator('dd strong').first().textContent())?.trim() ?? '';
  expect(awb).toMatch(/^\S{6,}$/);
  await expect(parcel.getByText(/shopper paid RM \d+\.\d{2} shipping/)).toBeVisible();
  await fitsThePhone(owner);

  // "Print label" opens one PDF, the courier's label and the packing slip, in a new tab.
  const asked = owner
    .context()
    .waitForEvent('request', (sent) => sent.url().includes('/api/admin/shipping/labels.pdf'));
  await parcel.getByRole('button', { name: 'Print label' }).click();
  const pdfUrl = (await asked).url();
  const pdf = await owner.request.get(pdfUrl);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  for (const tab of owner.context().pages()) if (tab !== owner) await tab.close();
});

test('the owner books two orders at once from To ship and prints both labels in one PDF', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const first = (await paidOrderThroughShop(browser, request, 'courier')).refNo;
  const second = (await paidOrderThroughShop(browser, request, 'courier')).refNo;
  await owner.goto('/admin/orders');
  await owner.getByRole('checkbox', { name: `Tick order ${first}` }).click();
  await owner.getByRole('checkbox', { name: `Tick order ${second}` }).click();
  await owner.getByRole('button', { name: 'Book courier' }).click();

  const sheet = owner.getByRole('dialog', { name: 'Book courier for 2 orders' });
  for (const ref of [first, second]) {
    await expect(
      sheet.getByRole('combobox', { name: new RegExp(`Courier for ${ref}`) }),
    ).toHaveValue('EP-CS0PL');
  }
  await fitsThePhone(owner);
  await sheet.getByRole('button', { name: 'Book 2 orders' }).click();
  const results = sheet.getByRole('list', { name: 'Bookings' });
  await expect(results.getByRole('listitem')).toHaveCount(2);
  for (const ref of [first, second]) {
    await expect(
      results.getByText(new RegExp(`^${ref}: Booked with Pos Laju, tracking number \\S+$`)),
    ).toBeVisible();
  }
  await fitsThePhone(owner);

  const asked = owner
    .context()
    .waitForEvent('request', (sent) => sent.url().includes('/api/admin/shipping/labels.pdf'));
  await sheet.getByRole('button', { name: 'Print 2 labels' }).click();
  const pdfUrl = new URL((await asked).url());
  expect(pdfUrl.searchParams.get('orders')?.split(',')).toHaveLength(2);
  const pdf = await owner.request.get(pdfUrl.href);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  for (const tab of owner.context().pages()) if (tab !== owner) await tab.close();

  await owner.keyboard.press('Escape');
  const row = owner.getByTestId('order-row').filter({ hasText: first });
  await expect(row.getByText(/Booked, waiting for the courier · Pos Laju/)).toBeVisible();
});

test('the courier picks the parcel up: the order is Shipped and the shopper sees the tracking', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await passSandboxTime(request, 21);
  await expectOrderStatus(owner, 'Shipped');
  await expect(owner.getByText('With the courier')).toBeVisible();

  await loginByApi(page, request, shopper);
  await page.goto('/account');
  await expect(page.getByTestId('order-status').first()).toHaveText('Shipped');
  await expect(page.getByTestId('order-tracking').first()).toContainText(awb);
});

test('the sandbox delivers the parcel: the order is Completed', async ({ request }) => {
  test.setTimeout(90_000);
  await passSandboxTime(request, 48);
  await expectOrderStatus(owner, 'Completed');
  await expect(owner.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await fitsThePhone(owner);
  await owner.context().close();
});
