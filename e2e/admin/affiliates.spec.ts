import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  buyBoxThroughShop,
  loginByApi,
  PASSWORD,
  registerByApi,
  uniqueEmail,
  type Shopper,
} from '../support/shop';
import { adminCall, ownerSession } from './back-office';

/*
 * The affiliate ledger from end to end: an approved affiliate's code brings in a member, whose
 * paid order holds a commission; the owner sees it held, records a refund, and it is cancelled.
 */
test.describe.configure({ mode: 'serial' });

let ownerPhone: Page;
let affiliate: Shopper;
let code = '';
let refNo = '';

const phone = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  return context.newPage();
};

/** The amount a definition list gives for `term`. */
const amountOf = (scope: Locator, term: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** A member applies to be an affiliate and the owner approves: the member gets a code. */
async function approvedAffiliate(page: Page, request: APIRequestContext): Promise<string> {
  const enquiry = await request.post('/api/users/contact-create', {
    data: {
      name: 'Siti Aminah',
      // Not the referred member's phone: an order on the code owner's phone earns no commission.
      mobile: '0187654321',
      email: affiliate.email,
      country: 'Malaysia',
      comments: 'I share keto recipes',
      contact_type: 'affiliate',
      is_pro: '0',
      is_content_creator: '1',
      is_blog_writer: '0',
    },
  });
  expect(enquiry.ok()).toBe(true);
  const list = await adminCall(page, '/admin/leads/list', { tab: 'affiliate', q: affiliate.email });
  const lead = (list.body.data as { leads: { id: number }[] }).leads[0];
  expect(lead).toBeDefined();
  const approved = await adminCall(page, '/admin/leads/approve-affiliate', { id: lead?.id });
  expect(approved.status).toBe(200);
  return (approved.body.data as { lead: { referral_code: string } }).lead.referral_code;
}

test('an affiliate code brings in a member whose paid order holds a commission', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  ownerPhone = await phone(browser);
  await ownerSession(ownerPhone);
  affiliate = await registerByApi(request, 'affiliate');
  code = await approvedAffiliate(ownerPhone, request);
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);

  const referred = { email: uniqueEmail('referred'), password: PASSWORD, firstName: 'Hafiz' };
  const registered = await request.post('/api/users/register', {
    data: {
      first_name: referred.firstName,
      last_name: 'Ismail',
      email: referred.email,
      password: referred.password,
      referral_code: code.toLowerCase(),
      is_pro: '0',
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);

  const shop = await (await browser.newContext()).newPage();
  await loginByApi(shop, request, referred);
  refNo = await buyBoxThroughShop(shop);

  const page = ownerPhone;
  await page.goto('/admin/');
  await page.getByRole('link', { name: 'Affiliates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliates' })).toBeVisible();
  const row = page.getByTestId('affiliate-row').filter({ hasText: code });
  await expect(row).toContainText('Held');
  await expect(row.getByText('RM 19.80')).toBeVisible();
  await row.getByRole('link').first().click();
  const line = page.getByTestId('commission-line').filter({ hasText: refNo });
  await expect(line).toContainText('10% of RM 198.00');
  await expect(line).toContainText('Held');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the affiliate sees the held commission on their account page', async ({ page, request }) => {
  await loginByApi(page, request, affiliate);
  await page.goto('/account');
  const earnings = page.getByRole('region', { name: 'Affiliate earnings' });
  await expect(earnings).toContainText(code);
  await expect(amountOf(earnings, 'Held')).toHaveText('RM 19.80');
  await expect(amountOf(earnings, 'Ready for payout')).toHaveText('RM 0.00');
});

test('a refund of the order cancels the held commission', async () => {
  test.setTimeout(120_000);
  const page = ownerPhone;
  await page.goto('/admin/orders');
  await page.getByRole('link', { name: refNo }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(refNo) })).toBeVisible();
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const order = await adminCall(page, '/admin/orders/get', { id: orderId });
  const total = (order.body.data as { order: { total: string } }).order.total;

  await page.getByRole('textbox', { name: 'Amount (RM)' }).fill(total);
  await page.getByRole('textbox', { name: 'Reference' }).fill('IPAY-REF-1');
  await page.getByRole('button', { name: 'Record refund' }).click();
  await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Affiliates' }).click();
  const row = page.getByTestId('affiliate-row').filter({ hasText: code });
  await row.getByRole('link').first().click();
  const line = page.getByTestId('commission-line').filter({ hasText: refNo });
  await expect(line).toContainText('Cancelled');
  await expect(amountOf(page.locator('main'), 'Held')).toHaveText('RM 0.00');
});
