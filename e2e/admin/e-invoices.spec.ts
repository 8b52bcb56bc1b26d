import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { datePayments, lastMalaysianMonth, ownServer, type OwnServer } from '../support/own-server';
import {
  addFromProductPage,
  cartDrawer,
  expectCheckoutForm,
  fillDeliveryAddress,
  loginByApi,
  mailsTo,
  payInSandbox,
  registerByApi,
  type Shopper,
} from '../support/shop';
import { STAFF_PASSWORD, setUpAccount } from './back-office';

/*
 * e-Invoices through the shop's MyInvois sandbox: the owner fills in the seller, a member asks
 * for an e-invoice on a paid order and gets the validation link by e-mail, the owner submits the
 * month's consolidated e-invoice for the other paid orders, and a refund of one of them brings a
 * refund note.
 * On a server of its own whose e-invoice worker looks every 300 ms; its orders' payments are
 * dated back a month while it is stopped, since a month is consolidated once it is over.
 */
test.describe.configure({ mode: 'serial' });

const OWNER = 'e-invoices-owner@nyiur.test';
let server: OwnServer;
let context: BrowserContext;
let page: Page;
let invoiced = '';
const consolidated: string[] = [];
const lastMonth = lastMalaysianMonth();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A control of `scope` by its label (a required one ends with "*", an optional one says so). */
const labelled = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\*|\\s*\\(optional\\))?$`));

/** Confirms the password when the back office asks for it again before a write. */
async function confirmIfAsked(done: Locator) {
  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(done.or(confirm).first()).toBeVisible();
  if (await confirm.isVisible()) {
    await confirm.getByLabel('Password').fill(STAFF_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(done).toBeVisible();
}

/** Reloads the e-Invoices screen until `state` shows: the worker and MyInvois take turns. */
async function awaitOnScreen(state: () => Locator) {
  await expect(async () => {
    await page.goto('/admin/e-invoices');
    await expect(state()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/** A new member pays for a box on the sandbox gateway; answers the member and the order. */
async function paidOrder(tag: string): Promise<{ member: Shopper; shop: Page; refNo: string }> {
  const shopContext = await context.browser()!.newContext({ baseURL: server.baseURL });
  const shop = await shopContext.newPage();
  const member = await registerByApi(shopContext.request, tag);
  await loginByApi(shop, shopContext.request, member);
  await addFromProductPage(shop, 'essentials', 1);
  await cartDrawer(shop).getByRole('link', { name: 'Check Out' }).click();
  await expectCheckoutForm(shop);
  await fillDeliveryAddress(shop);
  await shop.getByRole('button', { name: 'Place Order' }).click();
  await payInSandbox(shop, 'Approve');
  await expect(shop.getByRole('heading', { name: 'Payment Success' })).toBeVisible();
  const refNo = (await shop.getByTestId('order-reference').textContent())?.trim() ?? '';
  expect(refNo).not.toBe('');
  return { member, shop, refNo };
}

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  server = await ownServer(OWNER, { MYINVOIS_POLL_MS: '300' });
  await server.start();
  context = await browser.newContext({ baseURL: server.baseURL });
  page = await context.newPage();
  await setUpAccount(page, server.setupPath, 'Nur Aisyah');
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

test('the owner fills in the seller for MyInvois', async () => {
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'e-Invoice (MyInvois)' });
  await expect(form.getByText('Fill in the seller details in Settings')).toBeVisible();
  await labelled(form, 'Registered business name').fill('Nyiur Wellness Sdn. Bhd.');
  await labelled(form, 'Tax identification number (TIN)').fill('C2584563200');
  await labelled(form, 'SSM registration number (BRN)').fill('202001234567');
  await labelled(form, 'MSIC code').fill('10791');
  await labelled(form, 'Business activity (as registered)').fill(
    'Manufacture of coffee, tea and similar products',
  );
  await labelled(form, 'Address').fill('Lot 66, Bangunan Merdeka');
  await labelled(form, 'Town or city').fill('Kuala Lumpur');
  await labelled(form, 'Postcode').fill('50480');
  await labelled(form, 'State').selectOption({ label: 'Kuala Lumpur' });
  await labelled(form, 'Phone').fill('+60 12-345 6789');
  await form.getByRole('button', { name: 'Save e-invoice settings' }).click();
  await confirmIfAsked(page.getByText('e-Invoice settings saved.', { exact: true }));
  await expect(form.getByText('Fill in the seller details in Settings')).toHaveCount(0);
});

test('a member asks for an e-invoice on a paid order; it is validated and e-mailed', async () => {
  test.setTimeout(150_000);
  const { member, shop, refNo } = await paidOrder('e-invoice');
  invoiced = refNo;
  await shop.goto('/account');
  await shop.getByRole('tab', { name: 'My Orders' }).click();
  const panel = shop.getByRole('tabpanel').getByRole('region', { name: 'e-Invoice' });
  await panel.getByRole('button', { name: 'Request e-invoice' }).click();
  const form = panel.getByRole('form', { name: 'Request e-invoice' });
  await labelled(form, 'Name (as registered with LHDN)').fill('Aina binti Ahmad');
  await labelled(form, 'Tax identification number (TIN)').fill('IG12345678901');
  await labelled(form, 'ID number').fill('900101-14-5678');
  await labelled(form, 'E-mail for the e-invoice').fill(member.email);
  await labelled(form, 'Phone').fill('+60198765432');
  await labelled(form, 'Address').fill('12 Jalan Mawar');
  await labelled(form, 'Town or city').fill('Petaling Jaya');
  await labelled(form, 'Postcode').fill('46000');
  await labelled(form, 'State').selectOption({ label: 'Selangor' });
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByTestId('e-invoice-state')).toContainText(`INV-${refNo}`);

  const state = panel.getByTestId('e-invoice-state');
  await expect(async () => {
    await shop.reload();
    await shop.getByRole('tab', { name: 'My Orders' }).click();
    await expect(state).toHaveText(`INV-${refNo}: Validated by LHDN`, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  const link = await panel.getByRole('link', { name: 'Check on MyInvois' }).getAttribute('href');
  expect(link).toMatch(/\/sandbox\/myinvois\/[A-Z0-9]+\/share\/[A-Z0-9]+$/);

  // The e-mail carries the same validation link.
  await expect
    .poll(
      async () =>
        (await mailsTo(member.email, server.dataDir)).filter(
          (mail) => mail.includes(`e-invoice INV-${refNo}`) && mail.includes(link ?? '-'),
        ).length,
      { timeout: 30_000 },
    )
    .toBe(1);
  // LHDN's page behind the link names the document as valid.
  const shared = await shop.request.get(link ?? '');
  expect(shared.status()).toBe(200);
  expect(await shared.text()).toContain('<dd>Valid</dd>');
  await shop.context().close();
});

test("the owner submits last month's consolidated e-invoice and sees it valid", async () => {
  test.setTimeout(240_000);
  for (const tag of ['consolidated-a', 'consolidated-b']) {
    const { shop, refNo } = await paidOrder(tag);
    consolidated.push(refNo);
    await shop.context().close();
  }
  await server.stop();
  await datePayments(server, [invoiced, ...consolidated], lastMonth.paidAt);
  await server.start();

  await page.goto('/admin/e-invoices');
  const month = page.getByTestId('e-invoice-month').filter({ hasText: lastMonth.name });
  // The member's own e-invoice keeps that order out of the consolidation.
  await expect(month).toContainText('2 orders without an e-invoice of their own · RM 420.00');
  await month.getByRole('button', { name: `Submit ${lastMonth.name}` }).click();
  await expect(
    page.getByText(`The consolidated e-invoice of ${lastMonth.name} is on its way to MyInvois.`, {
      exact: true,
    }),
  ).toBeVisible();
  await awaitOnScreen(() =>
    page
      .getByTestId('e-invoice-month')
      .filter({ hasText: lastMonth.name })
      .getByTestId('e-invoice-row')
      .filter({ hasText: 'Consolidated e-invoice' })
      .getByText('Valid', { exact: true }),
  );
  await expect(
    page
      .getByTestId('e-invoice-month')
      .filter({ hasText: lastMonth.name })
      .getByRole('link', { name: 'Open on MyInvois' }),
  ).toBeVisible();
});

/**
 * Records a refund on the order's back-office page; its refund note, naming `original` (the code
 * of the document it adjusts), must become Valid at MyInvois.
 */
async function refundBringsValidNote(
  refNo: string,
  amount: string,
  reference: string,
  original: string,
) {
  await page.goto('/admin/orders');
  await page.getByRole('link', { name: refNo }).click();
  const refund = page.getByRole('region', { name: 'Record refund' });
  await labelled(refund, 'Amount (RM)').fill(amount);
  await labelled(refund, 'Reference').fill(reference);
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await confirmIfAsked(page.getByText('Saved.', { exact: true }));

  const note = () =>
    page
      .getByTestId('e-invoice-row')
      .filter({ hasText: `RN-${refNo}-` })
      .filter({ hasText: original });
  await awaitOnScreen(() => note().getByText('Valid', { exact: true }));
  await expect(note()).toContainText('Refund note');
  await expect(note()).toContainText(`RM ${amount}`);
}

test('a refund of a consolidated sale brings a refund note that becomes valid', async () => {
  test.setTimeout(120_000);
  await refundBringsValidNote(consolidated[0] ?? '', '50.00', 'IPAY-RF-0001', 'CON-');
});

test("a refund of the member's own e-invoiced order, after the restart, brings its refund note", async () => {
  test.setTimeout(120_000);
  // The member's e-invoice was validated before the server restarted: the sandbox, like LHDN,
  // still knows it.
  await refundBringsValidNote(invoiced, '20.00', 'IPAY-RF-0002', `INV-${invoiced}`);
});
