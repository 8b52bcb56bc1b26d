import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  addFromProductPage,
  cartDrawer,
  expectCheckoutForm,
  field,
  fillDeliveryAddress,
  loginByApi,
  payInSandbox,
  registerByApi,
  type Shopper,
} from '../support/shop';
import { adminCall, expectFitsThePhone, ownerSession, PHONE, STAFF_PASSWORD } from './back-office';

/*
 * The whole back office on the owner's 360 px phone, with real data: the owner makes a voucher,
 * a member pays an order with it, another applies to be an affiliate and is approved. Then every
 * screen and the first page behind it fits the phone: nothing wider than the screen, and no
 * heading or button label cut.
 */
test.describe.configure({ mode: 'serial' });

let owner: Page;
let member: Shopper;
let refNo = '';
let affiliateCode = '';
// Unique per run: the journeys share one server and a voucher code is for ever.
const voucherCode = `FON${Date.now().toString(36).toUpperCase().slice(-5)}`;

/** Opens a screen from the menu and waits for its heading and what it lists. */
async function openScreen(page: Page, link: string, heading: string) {
  await page.goto('/admin/');
  await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

test('the owner signs in on a phone and makes a voucher', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: PHONE });
  owner = await context.newPage();
  await ownerSession(owner);
  await owner.goto('/admin/vouchers');
  await owner.getByRole('button', { name: 'New voucher' }).click();
  const form = owner.getByRole('form', { name: 'New voucher' });
  await form.getByRole('textbox', { name: /^Code/ }).fill(voucherCode);
  await form.getByRole('textbox', { name: /^RM off/ }).fill('10');
  await form.getByRole('textbox', { name: /^Total uses/ }).fill('5');
  await form.getByRole('button', { name: 'Create voucher' }).click();
  const made = owner.getByRole('heading', { level: 1, name: `Voucher ${voucherCode}` });
  const confirm = owner.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(made.or(confirm)).toBeVisible();
  if (await confirm.isVisible()) {
    await confirm.getByLabel('Password').fill(STAFF_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(made).toBeVisible();
});

/** A member pays an order with the voucher on the sandbox: answers its reference. */
async function paidOrderWithVoucher(browser: Browser, request: APIRequestContext) {
  const shop = await (await browser.newContext()).newPage();
  member = await registerByApi(request, 'phone');
  await loginByApi(shop, request, member);
  await addFromProductPage(shop, 'essentials', 1);
  await cartDrawer(shop).getByRole('link', { name: 'Check Out' }).click();
  await expectCheckoutForm(shop);
  await fillDeliveryAddress(shop, 'Selangor');
  await field(shop, 'Phone Number').fill('0123456780');
  await shop.getByRole('textbox', { name: /^Voucher code/ }).fill(voucherCode);
  await shop.getByRole('button', { name: 'Apply' }).click();
  await expect(shop.getByText(`${voucherCode} applied.`)).toBeVisible();
  await shop.getByRole('button', { name: 'Place Order' }).click();
  await payInSandbox(shop, 'Approve');
  const paid = (await shop.getByTestId('order-reference').textContent())?.trim() ?? '';
  await shop.context().close();
  return paid;
}

test('a member pays with the voucher, and a shopper becomes an affiliate', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  refNo = await paidOrderWithVoucher(browser, request);
  expect(refNo).not.toBe('');

  const applicant = await registerByApi(request, 'phone-affiliate');
  const enquiry = await request.post('/api/users/contact-create', {
    data: {
      name: 'Nurul Izzati binti Kamarulzaman',
      mobile: '0187654320',
      email: applicant.email,
      country: 'Malaysia',
      comments: 'I write about keto breakfasts for busy mornings in Kuala Lumpur',
      contact_type: 'affiliate',
      is_pro: '0',
      is_content_creator: '1',
      is_blog_writer: '1',
    },
  });
  expect(enquiry.ok()).toBe(true);
  const list = await adminCall(owner, '/admin/leads/list', {
    tab: 'affiliate',
    q: applicant.email,
  });
  const lead = (list.body.data as { leads: { id: number }[] }).leads[0];
  expect(lead).toBeDefined();
  const approved = await adminCall(owner, '/admin/leads/approve-affiliate', { id: lead?.id });
  expect(approved.status).toBe(200);
  affiliateCode = (approved.body.data as { lead: { referral_code: string } }).lead.referral_code;
});

test('the dashboard fits the phone', async () => {
  await owner.goto('/admin/');
  await expect(owner.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(owner.getByText('Revenue')).toBeVisible();
  await expectFitsThePhone(owner, 'Dashboard');
});

test('the orders and the paid order fit the phone', async () => {
  await openScreen(owner, 'Orders', 'Orders');
  await owner.getByRole('tab', { name: /^To ship/ }).click();
  await expect(owner.getByRole('tab', { name: /^To ship/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await owner.getByRole('searchbox', { name: /^Search/ }).fill(refNo);
  await owner.getByRole('button', { name: 'Search' }).click();
  const order = owner.getByRole('listitem', { name: refNo, exact: true });
  await expect(order).toBeVisible();
  await expectFitsThePhone(owner, 'Orders');
  await order.getByRole('link', { name: refNo }).click();
  await expect(owner.getByRole('heading', { level: 1, name: new RegExp(refNo) })).toBeVisible();
  await expectFitsThePhone(owner, 'An order');
});

test('the payments fit the phone', async () => {
  await openScreen(owner, 'Payments', 'Payments');
  await expect(owner.getByRole('listitem', { name: refNo, exact: true })).toBeVisible();
  await expectFitsThePhone(owner, 'Payments');
});

test('the customers and the member fit the phone', async () => {
  await openScreen(owner, 'Customers', 'Customers');
  await owner.getByRole('searchbox', { name: /^Search/ }).fill(member.email);
  await owner.getByRole('button', { name: 'Search' }).click();
  const customer = owner.getByTestId('customer-row');
  await expect(customer).toHaveCount(1);
  await expectFitsThePhone(owner, 'Customers');
  await customer.getByRole('link').first().click();
  await expect(owner.getByText(member.email).first()).toBeVisible();
  await expectFitsThePhone(owner, 'A customer');
});

test('the vouchers and the voucher with its use fit the phone', async () => {
  await openScreen(owner, 'Vouchers', 'Vouchers');
  const voucher = owner.getByRole('listitem', { name: voucherCode, exact: true });
  await expect(voucher).toBeVisible();
  await expectFitsThePhone(owner, 'Vouchers');
  await voucher.getByRole('link', { name: voucherCode }).click();
  await expect(
    owner.getByRole('heading', { level: 1, name: `Voucher ${voucherCode}` }),
  ).toBeVisible();
  await expect(
    owner.getByRole('list', { name: 'Uses' }).getByRole('listitem', { name: refNo }),
  ).toBeVisible();
  await expectFitsThePhone(owner, 'A voucher with uses');
});

test('the e-invoices fit the phone', async () => {
  await openScreen(owner, 'e-Invoices', 'e-Invoices');
  await expect(owner.getByTestId('e-invoice-month').first()).toBeVisible();
  await expectFitsThePhone(owner, 'e-Invoices');
});

test('the leads and the affiliates with the new affiliate fit the phone', async () => {
  await openScreen(owner, 'Leads', 'Leads');
  await owner.getByRole('tab', { name: /^Affiliate/ }).click();
  await expect(owner.getByTestId('lead-row').first()).toBeVisible();
  await expectFitsThePhone(owner, 'Leads');

  await openScreen(owner, 'Affiliates', 'Affiliates');
  const affiliate = owner.getByTestId('affiliate-row').filter({ hasText: affiliateCode });
  await expect(affiliate).toBeVisible();
  await expectFitsThePhone(owner, 'Affiliates');
  await affiliate.getByRole('link').first().click();
  await expect(owner.getByText(affiliateCode).first()).toBeVisible();
  await expectFitsThePhone(owner, 'An affiliate');
});

test('the products and the reviews fit the phone', async () => {
  await openScreen(owner, 'Products', 'Products');
  await expect(owner.getByRole('listitem', { name: 'MCT Essentials' })).toBeVisible();
  await expectFitsThePhone(owner, 'Products');

  await openScreen(owner, 'Reviews', 'Reviews');
  await expectFitsThePhone(owner, 'Reviews');
});

test('the staff, the settings and the audit log fit the phone', async () => {
  await openScreen(owner, 'Staff', 'Staff');
  await expect(
    owner.getByRole('list', { name: 'Staff' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectFitsThePhone(owner, 'Staff');

  await openScreen(owner, 'Settings', 'Settings');
  await expectFitsThePhone(owner, 'Settings');

  await openScreen(owner, 'Audit log', 'Audit log');
  await expect(owner.getByRole('list', { name: 'Audit entries' })).toBeVisible();
  await expectFitsThePhone(owner, 'Audit log');
});
