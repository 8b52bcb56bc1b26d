import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { ownServer, type OwnServer } from '../support/own-server';
import {
  addFromProductPage,
  cartDrawer,
  expectCheckoutForm,
  field,
  fillDeliveryAddress,
  loginByApi,
  payInSandbox,
  registerByApi,
} from '../support/shop';
import { STAFF_PASSWORD, setUpAccount } from './back-office';

/*
 * A voucher from the owner's phone to a paid order: the owner creates RAYA10 on a phone, a
 * member sees the hint, has an unknown code refused in our words, applies RAYA10, pays the
 * discounted total on the sandbox, and the voucher's page lists the order. On a server of its
 * own, so its voucher and hint touch no other journey.
 */
test.describe.configure({ mode: 'serial' });

const OWNER = 'vouchers-owner@nyiur.test';
let server: OwnServer;
let context: BrowserContext;
let page: Page;
let reference = '';

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  server = await ownServer(OWNER);
  await server.start();
  context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 360, height: 740 },
  });
  page = await context.newPage();
  await setUpAccount(page, server.setupPath, 'Nur Aisyah');
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

/** Fills the New voucher form on the open page and creates it, confirming the password if asked. */
async function createVoucher(code: string, fill: (form: Locator) => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'New voucher' }).click();
  const form = page.getByRole('form', { name: 'New voucher' });
  await form.getByRole('textbox', { name: /^Code/ }).fill(code);
  await fill(form);
  await form.getByRole('button', { name: 'Create voucher' }).click();
  // What a voucher gives is money: it asks for the password again after five minutes.
  const made = page.getByRole('heading', { level: 1, name: `Voucher ${code.toUpperCase()}` });
  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(made.or(confirm)).toBeVisible();
  if (await confirm.isVisible()) {
    await confirm.getByLabel('Password').fill(STAFF_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(made).toBeVisible();
}

test('the owner creates a voucher on a phone', async () => {
  await page.goto('/admin/vouchers');
  await createVoucher('raya10', async (form) => {
    await form.getByRole('textbox', { name: /^RM off/ }).fill('10');
    await form.getByRole('textbox', { name: /^Total uses/ }).fill('5');
    await form.getByRole('checkbox', { name: 'Show "Vouchers available" at checkout' }).click();
  });
  await expect(page.getByText('RM 10.00 off')).toBeVisible();
});

test('a member has a wrong code refused, pays with RAYA10 on the sandbox', async () => {
  test.setTimeout(150_000);
  const shopperContext = await context.browser()!.newContext({ baseURL: server.baseURL });
  const shopper = await shopperContext.newPage();
  const member = await registerByApi(shopperContext.request, 'voucher');
  await loginByApi(shopper, shopperContext.request, member);
  await addFromProductPage(shopper, 'essentials', 1);
  await cartDrawer(shopper).getByRole('link', { name: 'Check Out' }).click();
  await expectCheckoutForm(shopper);
  await fillDeliveryAddress(shopper);
  await expect(shopper.getByText('Vouchers available: enter your code here.')).toBeVisible();

  const code = shopper.getByRole('textbox', { name: /^Voucher code/ });
  await code.fill('NOPE2026');
  await shopper.getByRole('button', { name: 'Apply' }).click();
  await expect(
    shopper.getByText(
      'We could not apply that voucher code. Check the spelling, and the dates and terms it came with.',
    ),
  ).toBeVisible();

  await code.fill('raya10');
  await shopper.getByRole('button', { name: 'Apply' }).click();
  await expect(shopper.getByText('RAYA10 applied.')).toBeVisible();
  await expect(shopper.getByTestId('summary-discount')).toHaveText('−RM 10.00');
  // RM188 of goods pays the West Malaysia fee: RM 12.00.
  await expect(shopper.getByTestId('summary-shipping')).toHaveText('RM 12.00');
  await expect(shopper.getByTestId('summary-total')).toHaveText('RM 200.00');
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await shopper.waitForURL(/\/sandbox\/ipay88\//);
  await expect(shopper.getByRole('heading', { level: 1 })).toContainText('200.00');
  await payInSandbox(shopper, 'Approve');
  await expect(shopper.getByRole('heading', { name: 'Payment Success' })).toBeVisible();
  reference = (await shopper.getByTestId('order-reference').textContent()) ?? '';
  await expect(shopper.getByTestId('order-discount')).toHaveText('−RM 10.00');
  await shopperContext.close();
});

test("the voucher's page lists the paid order with its discount", async () => {
  expect(reference).not.toBe('');
  await page.reload();
  const figures = page.getByRole('definition');
  await expect(figures.first()).toHaveText('1 of 5');
  const use = page
    .getByRole('list', { name: 'Uses' })
    .getByRole('listitem', { name: reference, exact: true });
  await expect(use.getByRole('link', { name: reference })).toBeVisible();
  // The card's values: customer, use, off, order total, when.
  await expect(use.getByRole('definition').nth(1)).toHaveText('Used');
  await expect(use.getByRole('definition').nth(2)).toHaveText('−RM 10.00');
  await expect(use.getByRole('definition').nth(3)).toHaveText('RM 200.00 (Paid)');
});

/*
 * Free shipping up to RM5, used by a member and by a free-sample guest: the guest has money off
 * refused in our words and pays the fee less RM5 on the sandbox; the voucher's page lists both.
 */
const samplePay: string[] = [];

test('the owner makes free shipping up to RM5 for guests too', async () => {
  await page.goto('/admin/vouchers');
  await createVoucher('poslaju5', async (form) => {
    await form.getByRole('radio', { name: /^Free shipping/ }).click();
    await form.getByRole('textbox', { name: /^Most of the fee it covers/ }).fill('5');
    await form.getByRole('textbox', { name: /^Total uses/ }).fill('10');
  });
  await expect(page.getByText('Free shipping, up to RM 5.00')).toBeVisible();
});

test('a free-sample guest has money off refused, pays the fee less RM5 on the sandbox', async () => {
  test.setTimeout(150_000);
  const guestContext = await context.browser()!.newContext({ baseURL: server.baseURL });
  const guest = await guestContext.newPage();
  await guest.goto('/free-sample?pid=15372');
  const signUp = guest.getByRole('form', { name: 'Free sample sign-up' });
  await signUp.getByLabel('Name').fill('Nurul Aina');
  await signUp.getByLabel('Email').fill(`sample.${Date.now()}@example.com`);
  await signUp.getByLabel('Contact number').fill(`01${String(Date.now()).slice(-8)}`);
  await signUp.getByRole('radio', { name: 'Female' }).click();
  await signUp.getByRole('button', { name: 'Get my free sample' }).click();
  await expect(guest).toHaveURL(/\/guest-checkout\?pid=15372&cid=\d+$/);
  await expectCheckoutForm(guest);
  await fillDeliveryAddress(guest);

  const code = guest.getByRole('textbox', { name: /^Voucher code/ });
  await code.fill('raya10');
  await guest.getByRole('button', { name: 'Apply' }).click();
  await expect(
    guest.getByText(
      'A free sample costs nothing, so this voucher has nothing to take off. Only a free-shipping voucher works on a free sample.',
    ),
  ).toBeVisible();

  await code.fill('poslaju5');
  await guest.getByRole('button', { name: 'Apply' }).click();
  await expect(guest.getByText('POSLAJU5 applied.')).toBeVisible();
  // The West Malaysia fee of RM 12.00 less the RM 5.00 cap.
  await expect(guest.getByTestId('summary-shipping')).toHaveText(
    'RM 12.00 RM 7.00 (voucher POSLAJU5)',
  );
  await expect(guest.getByTestId('summary-total')).toHaveText('RM 7.00');
  await guest.getByRole('button', { name: 'Place Order' }).click();
  await guest.waitForURL(/\/sandbox\/ipay88\//);
  await expect(guest.getByRole('heading', { level: 1 })).toContainText('7.00');
  await payInSandbox(guest, 'Approve');
  await expect(guest.getByRole('heading', { name: 'Payment Success' })).toBeVisible();
  await expect(guest.getByTestId('order-shipping')).toHaveText(
    'RM 12.00 RM 7.00 (voucher POSLAJU5)',
  );
  samplePay.push((await guest.getByTestId('order-reference').textContent()) ?? '');
  await guestContext.close();
});

/**
 * The member's own address and phone: the free-sample guest above used POSLAJU5 at the shared
 * journey address, and "once per customer" counts one household's address and phone as one.
 */
async function fillOwnAddress(shopper: Page) {
  await fillDeliveryAddress(shopper);
  await field(shopper, 'Phone Number').fill('0139876543');
  await field(shopper, 'Address').fill('8 Jalan Mawar');
}

test('a member pays with POSLAJU5 on the sandbox', async () => {
  test.setTimeout(150_000);
  const shopperContext = await context.browser()!.newContext({ baseURL: server.baseURL });
  const shopper = await shopperContext.newPage();
  const member = await registerByApi(shopperContext.request, 'poslaju');
  await loginByApi(shopper, shopperContext.request, member);
  await addFromProductPage(shopper, 'essentials', 1);
  await cartDrawer(shopper).getByRole('link', { name: 'Check Out' }).click();
  await expectCheckoutForm(shopper);
  await fillOwnAddress(shopper);
  await shopper.getByRole('textbox', { name: /^Voucher code/ }).fill('POSLAJU5');
  await shopper.getByRole('button', { name: 'Apply' }).click();
  await expect(shopper.getByText('POSLAJU5 applied.')).toBeVisible();
  await expect(shopper.getByTestId('summary-total')).toHaveText('RM 205.00');
  // Away from checkout the cart drawer keeps the code, priced by the server for the cart, and
  // checkout applies it again.
  await shopper.goto('/mct/essentials');
  await shopper.getByRole('button', { name: /^Cart, / }).click();
  const drawer = cartDrawer(shopper);
  await expect(drawer.getByTestId('cart-shipping')).toHaveText(
    'RM 12.00 RM 7.00 (voucher POSLAJU5)',
  );
  await expect(drawer.getByTestId('cart-total')).toHaveText('RM 205.00');
  await drawer.getByRole('link', { name: 'Check Out' }).click();
  await expectCheckoutForm(shopper);
  await expect(shopper.getByText('POSLAJU5 applied.')).toBeVisible();
  await fillOwnAddress(shopper);
  await expect(shopper.getByTestId('summary-total')).toHaveText('RM 205.00');
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await shopper.waitForURL(/\/sandbox\/ipay88\//);
  await expect(shopper.getByRole('heading', { level: 1 })).toContainText('205.00');
  await payInSandbox(shopper, 'Approve');
  await expect(shopper.getByRole('heading', { name: 'Payment Success' })).toBeVisible();
  await expect(shopper.getByTestId('order-shipping')).toHaveText(
    'RM 12.00 RM 7.00 (voucher POSLAJU5)',
  );
  samplePay.push((await shopper.getByTestId('order-reference').textContent()) ?? '');
  await shopperContext.close();
});

test("POSLAJU5's page lists the guest's and the member's paid orders", async () => {
  const [guestOrder, memberOrder] = samplePay;
  expect(guestOrder).toBeTruthy();
  expect(memberOrder).toBeTruthy();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Voucher POSLAJU5' })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText('2 of 10');
  const uses = page.getByRole('list', { name: 'Uses' });
  for (const [order, total] of [
    [guestOrder!, 'RM 7.00 (Paid)'],
    [memberOrder!, 'RM 205.00 (Paid)'],
  ] as const) {
    const use = uses.getByRole('listitem', { name: order, exact: true });
    await expect(use.getByRole('link', { name: order })).toBeVisible();
    await expect(use.getByRole('definition').nth(1)).toHaveText('Used');
    await expect(use.getByRole('definition').nth(2)).toHaveText('shipping −RM 5.00');
    await expect(use.getByRole('definition').nth(3)).toHaveText(total);
  }
  // Discount given: RM 5.00 off each delivery fee.
  await expect(page.getByRole('definition').nth(2)).toHaveText('RM 10.00');
});
