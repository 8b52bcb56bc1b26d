import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';

export const PASSWORD = 'Coconut-2026!';
export const HOUSE_REFERRAL = 'MNA001';

let counter = 0;
/** A fresh address for each journey, so runs never collide. */
export const uniqueEmail = (tag: string): string =>
  `${tag}-${Date.now().toString(36)}-${process.pid}-${(counter += 1)}@shopper.example`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A form control inside the page's main content by its exact label (a required field's label
 * ends with a decorative "*"), so the footer's newsletter field never gets in the way.
 */
export const field = (page: Page, label: string) =>
  page
    .getByRole('main')
    .getByLabel(new RegExp(`^${escapeRegExp(label)}(\\*|\\s*\\(optional\\))?$`));

/** The toast region (it stays in the accessibility tree while a drawer is open). */
const toastRegion = (page: Page) => page.locator('[aria-label^="Notifications"]');

/** A toast with this exact text (success or error). */
export const toastWith = (page: Page, text: string) =>
  toastRegion(page).getByText(text, { exact: true });

const SEEN_TOASTS_KEY = 'e2e:toasts';

/**
 * Keeps, in the tab's sessionStorage, the text of every toast shown from now on, across page
 * loads. For a toast followed at once by a navigation to the other app (a full page load), which
 * can be gone before a polling assertion looks.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const record = () => {
      const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      let changed = false;
      for (const region of document.querySelectorAll('[aria-label^="Notifications"] li')) {
        const text = region.textContent?.trim();
        if (text && !seen.includes(text)) {
          seen.push(text);
          changed = true;
        }
      }
      if (changed) sessionStorage.setItem(key, JSON.stringify(seen));
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, SEEN_TOASTS_KEY);
}

/** The texts of the toasts recorded by {@link recordToasts}. */
export const toastsSeen = (page: Page): Promise<string[]> =>
  page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[],
    SEEN_TOASTS_KEY,
  );

export interface Shopper {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
}

/** Registers through the API (for journeys that are about something else). */
export async function registerByApi(request: APIRequestContext, tag: string): Promise<Shopper> {
  const shopper = { email: uniqueEmail(tag), password: PASSWORD, firstName: 'Aina' };
  const response = await request.post('/api/users/register', {
    data: {
      first_name: shopper.firstName,
      last_name: 'Rahman',
      email: shopper.email,
      password: shopper.password,
      referral_code: HOUSE_REFERRAL,
      is_pro: '0',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return shopper;
}

/** Logs in through the login screen and waits for /account. */
export async function loginViaUi(page: Page, shopper: Pick<Shopper, 'email' | 'password'>) {
  await page.goto('/login');
  await field(page, 'Email').fill(shopper.email);
  await field(page, 'Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: shopper.email })).toBeVisible();
}

/** The error toast currently shown, whatever its text. */
export const errorToast = (page: Page) => toastRegion(page).locator('[data-tone="error"]');

/** The cart drawer dialog. */
export const cartDrawer = (page: Page) => page.getByRole('dialog', { name: /^Cart/ });

/** Adds a product from its page with a quantity; the drawer opens on success. */
export async function addFromProductPage(page: Page, slug: string, quantity = 1) {
  await page.goto(`/mct/${slug}`);
  if (quantity !== 1) {
    const input = page.getByRole('spinbutton', { name: 'Quantity' });
    await input.fill(String(quantity));
  }
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartDrawer(page)).toBeVisible();
}

/**
 * Picks an option of a select by its label: the browser's own (the address's Country/Region and
 * State/territory), as a shopper picks it from the phone's list, or a design-system Select.
 */
export async function chooseOption(page: Page, label: string | RegExp, option: string) {
  const control = page.getByRole('combobox', { name: label });
  if ((await control.evaluate((element) => element.tagName)) === 'SELECT') {
    await control.selectOption({ label: option });
    await expect(control.locator('option:checked')).toHaveText(option);
    return;
  }
  await control.click();
  const item = page.getByRole('option', { name: option, exact: true });
  // Long lists scroll inside the popup: move there by typing, as a keyboard user would.
  await page.keyboard.type(option);
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: label })).toHaveText(option);
}

/** Fills the delivery address of a checkout form (West Malaysia). */
export async function fillDeliveryAddress(page: Page, state = 'Selangor') {
  await field(page, 'Phone Number').fill('0123456789');
  await field(page, 'First Name').fill('Aina');
  await field(page, 'Last Name').fill('Rahman');
  await field(page, 'Address').fill('12 Jalan Kelapa');
  await field(page, 'Postcode').fill('47400');
  await field(page, 'City').fill('Petaling Jaya');
  await chooseOption(page, 'State/territory', state);
}

const decodeQuotedPrintable = (text: string): string =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Every e-mail to `email` the server has written so far, oldest first, decoded; in `dataDir`
 * for a journey's own server.
 */
export async function mailsTo(
  email: string,
  dataDir = process.env.E2E_DATA_DIR ?? '',
): Promise<string[]> {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const texts = await Promise.all(
    files.map(async (file) => decodeQuotedPrintable(await readFile(join(dir, file), 'utf8'))),
  );
  return texts.filter((text) => text.includes(email));
}

/** The newest .eml in DATA_DIR/outbox addressed to `email`, decoded, waiting up to 15 s. */
export async function readLatestMail(email: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort();
    for (const file of files.reverse()) {
      const text = decodeQuotedPrintable(await readFile(join(dir, file), 'utf8'));
      if (text.includes(email)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail to ${email} in ${dir}`);
}

/** Signs in through the API; answers the session as the login screen stores it. */
export async function sessionByApi(
  request: APIRequestContext,
  shopper: Pick<Shopper, 'email' | 'password'>,
): Promise<{ access_token: string; refresh_token: string }> {
  const response = await request.post('/api/oauth/token', {
    form: { grant_type: 'password', username: shopper.email, password: shopper.password },
    headers: { 'user-type': 'public' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as {
    data: { access_token: string; refresh_token: string };
    meta?: { access_token?: string };
  };
  return {
    access_token: body.meta?.access_token ?? body.data.access_token,
    refresh_token: body.data.refresh_token,
  };
}

/** Signs in through the API and stores the session the way the login screen does. */
export async function loginByApi(page: Page, request: APIRequestContext, shopper: Shopper) {
  const token = await sessionByApi(request, shopper);
  await page.goto('/products');
  await page.evaluate(
    (value) => window.localStorage.setItem('token', value),
    JSON.stringify(token),
  );
  await page.reload();
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
}

/** The cart icon's quantity badge (absent at 0). */
export const cartBadge = (page: Page) => page.getByTestId('cart-badge');

/** On the sandbox gateway's page: choose the outcome and follow the browser back to the shop. */
export async function payInSandbox(page: Page, outcome: 'Approve' | 'Decline') {
  await page.waitForURL(/\/sandbox\/ipay88\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('MYR');
  await page.getByRole('button', { name: outcome }).click();
  await page.waitForURL(outcome === 'Approve' ? /\/order\/success\?/ : /\/order\?/, {
    timeout: 30_000,
  });
}

/** A free-sample lead through the API; answers the guest checkout path for it. */
export async function freeSampleCheckoutPath(request: APIRequestContext, productId = 15373) {
  const response = await request.post('/api/users/free-sample-registration', {
    data: {
      name: 'Mei Ling',
      email: uniqueEmail('sample'),
      phone: `01${String(Date.now()).slice(-8)}`,
      gender: 'female',
      product_id: productId,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: number; meta: { claim_token: string } };
  // As the link in the free-sample e-mail: the claim token rides in the fragment.
  return `/guest-checkout?pid=${productId}&cid=${body.data}#claim=${body.meta.claim_token}`;
}

/**
 * Waits for a checkout's form (its Place Order button). The form comes after the page's code, the
 * checkout's data and the form's own code, one after the other; with two journeys and their
 * browsers sharing a 2-core machine this took up to 14 s in a CI run (the default wait is 10 s).
 */
export async function expectCheckoutForm(page: Page) {
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible({ timeout: 30_000 });
}

/** A member's Pending order, made through the API, and what to post to the gateway for it. */
export interface PendingOrder {
  readonly uuid: string;
  readonly refNo: string;
  readonly paymentUrl: string;
  readonly paymentRequest: Record<string, string>;
}

const bearer = async (request: APIRequestContext, shopper: Shopper) => ({
  authorization: `Bearer ${(await sessionByApi(request, shopper)).access_token}`,
});

/** Boxes of MCT Essentials into the member's cart through the API. */
export async function addToCartByApi(request: APIRequestContext, shopper: Shopper, quantity = 1) {
  const added = await request.post('/api/users/add-to-cart', {
    data: { product_id: 15373, quantity },
    headers: await bearer(request, shopper),
  });
  expect(added.status(), await added.text()).toBe(200);
}

/** Boxes of MCT Essentials into the member's cart and out through checkout, delivered in Selangor. */
export async function pendingOrderByApi(
  request: APIRequestContext,
  shopper: Shopper,
  quantity = 1,
): Promise<PendingOrder> {
  await addToCartByApi(request, shopper, quantity);
  const headers = await bearer(request, shopper);
  const checkout = await request.post('/api/users/checkout', {
    data: {
      country: 'Malaysia',
      first_name: shopper.firstName,
      last_name: 'Rahman',
      address: '12 Jalan Kelapa',
      postcode: '47400',
      city: 'Petaling Jaya',
      state: 'Selangor',
      recipient_number: '0123456789',
      is_pickup: '0',
      save_address: '0',
    },
    headers,
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { data } = (await checkout.json()) as {
    data: { uuid: string; payment_url: string; payment_request: Record<string, string> };
  };
  return {
    uuid: data.uuid,
    refNo: data.payment_request['RefNo'] ?? '',
    paymentUrl: data.payment_url,
    paymentRequest: data.payment_request,
  };
}

/**
 * Approves the order on the sandbox gateway by posting its forms as a browser would, and waits
 * for the gateway's call to the shop to make the order Paid.
 */
export async function payByApi(request: APIRequestContext, shopper: Shopper, order: PendingOrder) {
  const entry = await request.post(order.paymentUrl, { form: order.paymentRequest });
  expect(entry.status(), await entry.text()).toBe(200);
  const transaction = /name="TransactionId" value="([^"]+)"/.exec(await entry.text())?.[1];
  expect(transaction, 'the sandbox entry page names its transaction').toBeDefined();
  const paid = await request.post(new URL('pay', order.paymentUrl).href, {
    form: { TransactionId: transaction ?? '', Action: 'approve' },
  });
  expect(paid.status()).toBe(200);
  const headers = await bearer(request, shopper);
  await expect
    .poll(
      async () => {
        const history = await request.post('/api/users/order-history', { data: {}, headers });
        const { data } = (await history.json()) as { data: { uuid: string; status: string }[] };
        return data.find((each) => each.uuid === order.uuid)?.status;
      },
      { timeout: 15_000 },
    )
    .toBe('Paid');
}

/**
 * On a member's signed-in page: a box of MCT Essentials through the cart and checkout, delivered
 * in Selangor and paid in the sandbox. Answers the order number.
 */
export async function buyBoxThroughShop(shop: Page): Promise<string> {
  await addFromProductPage(shop, 'essentials', 1);
  await cartDrawer(shop).getByRole('link', { name: 'Check Out' }).click();
  await fillDeliveryAddress(shop, 'Selangor');
  await field(shop, 'Phone Number').fill('0123456789');
  await shop.getByRole('button', { name: 'Place Order' }).click();
  await payInSandbox(shop, 'Approve');
  const refNo = (await shop.getByTestId('order-reference').textContent())?.trim() ?? '';
  expect(refNo).not.toBe('');
  return refNo;
}

/**
 * A new member buys a box through the shop's pages (buyBoxThroughShop), in a browser context of
 * their own: answers the member and the order number.
 */
export async function paidOrderThroughShop(
  browser: Browser,
  request: APIRequestContext,
  tag: string,
): Promise<{ shopper: Shopper; refNo: string }> {
  const shop = await (await browser.newContext()).newPage();
  const shopper = await registerByApi(request, tag);
  await loginByApi(shop, request, shopper);
  const refNo = await buyBoxThroughShop(shop);
  await shop.context().close();
  return { shopper, refNo };
}
