import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  loginByApi,
  paidOrderThroughShop,
  mailsTo,
  readLatestMail,
  type Shopper,
} from '../support/shop';
import { ownerSession, setUpAccount } from './back-office';

/*
 * The owner sets up the back office and ships a shopper's order from a phone; a packer invited
 * by the owner cannot record a refund. One story in order, on one server.
 */
test.describe.configure({ mode: 'serial' });

/** The owner's phone, signed in once and kept: each authenticator code works once. */
let ownerPhone: Page;
let shopper: Shopper;
let refNo = '';

const phone = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  return context.newPage();
};

const blockingViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
};

test('the owner signs in on a phone with the authenticator', async ({ browser }) => {
  test.setTimeout(90_000);
  ownerPhone = await phone(browser);
  await ownerSession(ownerPhone);
  await expect(ownerPhone.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await blockingViolations(ownerPhone)).toEqual([]);
  // Fits a 360 px phone: nothing wider than the screen.
  expect(await ownerPhone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );
});

test("a shopper's paid order appears under To ship", async ({ browser, request }) => {
  test.setTimeout(120_000);
  ({ shopper, refNo } = await paidOrderThroughShop(browser, request, 'shipped'));

  const page = ownerPhone;
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('link', { name: /orders? to ship$/ }).click();
  await expect(page.getByRole('tab', { name: /To ship/, selected: true })).toBeVisible();
  await expect(page.getByRole('link', { name: refNo })).toBeVisible();
});

test('the owner sees the payment beside its order and asks iPay88 again', async () => {
  const page = ownerPhone;
  await page.goto('/admin/');
  await expect(page.getByText('Revenue')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('link', { name: 'Payments' }).click();
  const row = page.getByTestId('payment-row').filter({ hasText: refNo });
  await expect(row.getByText('Matches')).toBeVisible();
  await expect(row.getByText('Card')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await row.getByRole('button', { name: `Re-query ${refNo}` }).click();
  await expect(
    page.getByText(`${refNo}: iPay88 answered “00”. Nothing to change.`, { exact: true }),
  ).toBeVisible();

  await page.getByRole('checkbox', { name: 'Mismatches only' }).click();
  await expect(page.getByTestId('payment-row').filter({ hasText: refNo })).toHaveCount(0);
});

test('packing slips print with the order number as a barcode, and pasted tracking ships it', async () => {
  test.setTimeout(120_000);
  const page = ownerPhone;
  await page.goto('/admin/orders');
  await page.getByRole('checkbox', { name: `Tick order ${refNo}` }).click();
  await page.getByRole('button', { name: 'Print packing slips' }).click();
  const slip = page.getByRole('article', { name: `Packing slip ${refNo}` });
  await expect(slip).toBeVisible();
  const barcode = slip.getByRole('img', { name: `Barcode of order ${refNo}` });
  await expect(barcode.locator('svg path').first()).toBeAttached();
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  await page.goto('/admin/orders/ship');
  await page
    .getByRole('textbox', { name: 'Order number and tracking number, one order a line' })
    .fill(`${refNo}, EP123456789MY`);
  await page.getByRole('button', { name: 'Check lines' }).click();
  await expect(page.getByRole('combobox', { name: `Courier for ${refNo}` })).toHaveText('Pos Laju');
  await page.getByRole('button', { name: 'Mark 1 shipped' }).click();
  await expect(page.getByRole('list', { name: 'Results' })).toContainText(`${refNo}: Shipped`);

  await page.goto('/admin/orders?tab=shipped');
  await expect(page.getByRole('link', { name: refNo })).toBeVisible();
});

test('the shopper sees Shipped with the tracking number, and the e-mail went out', async ({
  page,
  request,
}) => {
  await loginByApi(page, request, shopper);
  await page.goto('/account');
  await expect(page.getByTestId('order-status').first()).toHaveText('Shipped');
  await expect(page.getByTestId('order-tracking').first()).toContainText('EP123456789MY');
  // The shipping e-mail, however many others (the paid one) reached the shopper before it.
  await expect
    .poll(
      async () =>
        (await mailsTo(shopper.email)).filter(
          (mail) => mail.includes('EP123456789MY') && mail.includes(refNo),
        ).length,
      { timeout: 15_000 },
    )
    .toBe(1);
});

test('a packer invited by the owner ships an order but cannot record a refund', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const toShip = await paidOrderThroughShop(browser, request, 'packed');
  const owner = ownerPhone;
  await owner.goto('/admin/');
  await owner.getByRole('link', { name: 'Staff' }).click();
  await owner.getByRole('textbox', { name: 'E-mail' }).fill('packer@nyiur.test');
  await owner.getByRole('combobox', { name: 'Role', exact: true }).click();
  await owner.getByRole('option', { name: /^Packer/ }).click();
  await owner.getByRole('button', { name: 'Invite' }).click();
  const link = (await owner.getByTestId('setup-link').textContent())?.trim() ?? '';
  expect(link).toContain('/admin/setup?token=');

  const packer = await phone(browser);
  await setUpAccount(packer, new URL(link).pathname + new URL(link).search, 'Farid');
  await expect(packer.getByRole('link', { name: 'Staff' })).toHaveCount(0);

  // The packer ships the new order: pasted tracking, marked shipped.
  await packer.goto('/admin/orders/ship');
  await packer
    .getByRole('textbox', { name: 'Order number and tracking number, one order a line' })
    .fill(`${toShip.refNo}, EP987654321MY`);
  await packer.getByRole('button', { name: 'Check lines' }).click();
  await packer.getByRole('button', { name: 'Mark 1 shipped' }).click();
  await expect(packer.getByRole('list', { name: 'Results' })).toContainText(
    `${toShip.refNo}: Shipped`,
  );

  // The order the packer shipped offers no refund, and the server refuses one for the role.
  await packer.goto('/admin/orders?tab=shipped');
  await packer.getByRole('link', { name: toShip.refNo }).click();
  await expect(
    packer.getByRole('heading', { level: 1, name: new RegExp(toShip.refNo) }),
  ).toBeVisible();
  await expect(packer.getByRole('button', { name: 'Record refund' })).toHaveCount(0);
  const orderId = Number(new URL(packer.url()).pathname.split('/').pop());
  const answer = await packer.evaluate(async (id) => {
    const response = await fetch('/api/admin/orders/refund', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nyiur-admin': '1' },
      body: JSON.stringify({ id, amount: '10.00', method: 'bank_transfer', reference: 'T1' }),
    });
    return { status: response.status, body: (await response.json()) as { message?: string } };
  }, orderId);
  expect(answer).toEqual({
    status: 403,
    body: expect.objectContaining({ message: 'Your role does not allow this.' }),
  });
});

test('the owner approves an affiliate, exports subscribers as CSV, and a subscriber unsubscribes', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const affiliate = `affiliate-${stamp}@example.test`;
  const subscriber = `news-${stamp}@example.test`;
  const enquiry = await request.post('/api/users/contact-create', {
    data: {
      name: 'Siti Aminah',
      mobile: '0123456789',
      email: affiliate,
      country: 'Malaysia',
      comments: 'I write about keto recipes',
      contact_type: 'affiliate',
      is_pro: '0',
      is_content_creator: '1',
      is_blog_writer: '1',
    },
  });
  expect(enquiry.ok()).toBe(true);
  const subscription = await request.post('/api/users/contact-create', {
    data: { email: subscriber, contact_type: 'subscriber', is_pro: '0' },
  });
  expect(subscription.ok()).toBe(true);

  const page = ownerPhone;
  await page.goto('/admin/');
  await page.getByRole('link', { name: 'Leads' }).click();
  await page.getByRole('tab', { name: 'Affiliates' }).click();
  // A new tab starts a new search form: typing before it is shown would go to the old one.
  await expect(page.getByRole('tab', { name: 'Affiliates' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('searchbox').fill(affiliate);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('lead-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row.getByText(/^Approved · [0-9A-HJKMNP-TV-Z]{8}$/)).toBeVisible();
  const approved = row.getByText(/^Approved · /);
  const code = /Approved · (\S+)/.exec((await approved.textContent()) ?? '')?.[1] ?? '';
  // The outbox sends after the approval commits: the enquiry's receipt may still be the latest.
  await expect
    .poll(() => readLatestMail(affiliate), { timeout: 15_000 })
    .toContain(`Your referral code is ${code}`);

  await page.getByRole('tab', { name: 'Subscribers' }).click();
  // A new tab starts a new search form: typing before it is shown would go to the old one.
  await expect(page.getByRole('tab', { name: 'Subscribers' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('searchbox').fill(subscriber);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('lead-row')).toHaveCount(1);
  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download subscribers CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-subscriber-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('Subscribed at (MYT),E-mail,Professional,Status');
  expect(csv).toContain(`,${subscriber},no,subscribed,`);

  const unsubscribeLink = async () => {
    for (const mail of await mailsTo(subscriber)) {
      const found = /https?:\/\/\S+\/unsubscribe\?token=[0-9a-f]{64}/.exec(mail)?.[0];
      if (found) return found;
    }
    return '';
  };
  await expect.poll(unsubscribeLink, { timeout: 15_000 }).not.toBe('');
  const link = await unsubscribeLink();
  for (let visit = 0; visit < 2; visit += 1) {
    const answer = await request.get(new URL(link).pathname + new URL(link).search);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('You are unsubscribed');
  }
  await page.reload();
  await expect(page.getByTestId('lead-row').getByText('Unsubscribed')).toBeVisible();
});
