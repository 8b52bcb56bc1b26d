import { devices, expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { openBeforeItsCode } from '../support/held-code';
import {
  addFromProductPage,
  cartDrawer,
  chooseOption,
  field,
  freeSampleCheckoutPath,
  loginByApi,
  registerByApi,
  toastWith,
  uniqueEmail,
} from '../support/shop';

/*
 * A shopper on a slow phone taps and types as soon as a control shows, often before the page's
 * code has loaded. Each control must either keep what was done to it (the browser's own inputs,
 * adopted by React when it runs) or show itself disabled until it works. The page's code is held
 * back while the journey acts, so every act below lands on the prerendered page; the phone is
 * slowed through the DevTools protocol as a mid-range phone on a thin link.
 */

const PHONE = { ...devices['Pixel 7'], timezoneId: 'Asia/Kuala_Lumpur', locale: 'ms-MY' };
test.use(PHONE);

/** Six times slower than this machine, 150 ms round trips, about 1.6 Mbit/s down. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1_600 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** What a person waits for: the form's button works once the page's code runs. */
async function waitUntilItWorks(button: Locator) {
  await expect(button).toBeEnabled({ timeout: 45_000 });
}

test.describe.configure({ timeout: 120_000 });

test('free sample: the sample, the fields and the gender tapped at first paint are sent', async ({
  page,
}) => {
  await slowPhone(page);
  const release = await openBeforeItsCode(page, 'brand', '/free-sample');
  const form = page.getByRole('form', { name: 'Free sample sign-up' });
  const submit = form.getByRole('button', { name: 'Get my free sample' });
  await expect(submit).toBeDisabled();

  await form.getByRole('radio', { name: 'MCT LeanEssentials' }).click();
  await form.getByLabel('Name').fill('Nurul Aina');
  await form.getByLabel('Email').fill(uniqueEmail('first-paint'));
  await form.getByLabel('Contact number').fill(`01${String(Date.now()).slice(-8)}`);
  await form.getByRole('radio', { name: 'Female' }).click();

  release();
  await waitUntilItWorks(submit);
  await expect(form.getByRole('radio', { name: 'MCT LeanEssentials' })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Female' })).toBeChecked();
  await expect(form.getByLabel('Name')).toHaveValue('Nurul Aina');
  await submit.click();
  // LeanEssentials is product 15372; no "Please select gender!" on the way.
  await expect(page).toHaveURL(/\/guest-checkout\?pid=15372&cid=\d+$/, { timeout: 30_000 });
});

test('affiliate enquiry: fields, country and both answers chosen at first paint hold', async ({
  page,
}) => {
  await slowPhone(page);
  const release = await openBeforeItsCode(page, 'brand', '/lifestyle-affiliate');
  const form = page.getByRole('form', { name: 'Affiliate enquiry' });
  const submit = form.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();

  await form.getByLabel('Name').fill('Aishah Rahman');
  await form.getByLabel('Contact number').fill('0123456789');
  await form.getByLabel('Email').fill('aishah@example.com');
  await form.getByLabel('Country').selectOption('Malaysia');
  await form
    .getByRole('radiogroup', { name: /content creator/ })
    .getByRole('radio', { name: 'Yes' })
    .click();
  await form.getByRole('radiogroup', { name: /blog/ }).getByRole('radio', { name: 'No' }).click();
  await form.getByLabel('Comments').fill('I review healthy drinks on my channel.');

  release();
  await waitUntilItWorks(submit);
  await expect(form.getByLabel('Name')).toHaveValue('Aishah Rahman');
  await expect(form.getByLabel('Contact number')).toHaveValue('0123456789');
  await expect(form.getByLabel('Email')).toHaveValue('aishah@example.com');
  await expect(form.getByLabel('Country')).toHaveValue('Malaysia');
  await expect(
    form.getByRole('radiogroup', { name: /content creator/ }).getByRole('radio', { name: 'Yes' }),
  ).toBeChecked();
  await expect(
    form.getByRole('radiogroup', { name: /blog/ }).getByRole('radio', { name: 'No' }),
  ).toBeChecked();
  await expect(form.getByLabel('Comments')).toHaveValue('I review healthy drinks on my channel.');
  // The form holds them too: sent, not told an answer is "Required".
  const answer = page.waitForResponse('**/api/users/contact-create', { timeout: 30_000 });
  await submit.click();
  expect((await answer).status()).toBe(200);
  await expect(toastWith(page, 'Your feedback is submitted!')).toBeVisible({ timeout: 30_000 });
});

test('contact: every field typed or chosen at first paint holds', async ({ page }) => {
  await slowPhone(page);
  const release = await openBeforeItsCode(page, 'brand', '/contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  const submit = form.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();

  await form.getByLabel('Name').fill('Tan Mei Ling');
  await form.getByLabel('Contact number').fill('0198765432');
  await form.getByLabel('Email').fill('meiling@example.com');
  await form.getByLabel('Country').selectOption('Malaysia');
  await form.getByLabel('Comments').fill('Do you deliver to Labuan?');

  release();
  await waitUntilItWorks(submit);
  await expect(form.getByLabel('Name')).toHaveValue('Tan Mei Ling');
  await expect(form.getByLabel('Contact number')).toHaveValue('0198765432');
  await expect(form.getByLabel('Email')).toHaveValue('meiling@example.com');
  await expect(form.getByLabel('Country')).toHaveValue('Malaysia');
  await expect(form.getByLabel('Comments')).toHaveValue('Do you deliver to Labuan?');
});

test('register: the fields typed at first paint hold', async ({ page }) => {
  await slowPhone(page);
  const release = await openBeforeItsCode(page, 'shop', '/register');
  const submit = page.getByRole('main').getByRole('button', { name: 'Register' });
  await expect(submit).toBeDisabled();

  await field(page, 'First Name').fill('Aina');
  await field(page, 'Last Name').fill('Rahman');
  await field(page, 'Email').fill('aina.first-paint@example.com');
  await field(page, 'Password').fill('Coconut-2026!');
  await field(page, 'Referral Code').fill('MNA001');

  release();
  await waitUntilItWorks(submit);
  await expect(field(page, 'First Name')).toHaveValue('Aina');
  await expect(field(page, 'Last Name')).toHaveValue('Rahman');
  await expect(field(page, 'Email')).toHaveValue('aina.first-paint@example.com');
  await expect(field(page, 'Password')).toHaveValue('Coconut-2026!');
  await expect(field(page, 'Referral Code')).toHaveValue('MNA001');
});

test('login: a member who types before the code loads is signed in with it', async ({
  page,
  request,
}) => {
  const shopper = await registerByApi(request, 'first-paint-login');
  await slowPhone(page);
  const release = await openBeforeItsCode(page, 'shop', '/login');
  const submit = page.getByRole('main').getByRole('button', { name: 'Login' });
  await expect(submit).toBeDisabled();

  await field(page, 'Email').fill(shopper.email);
  await field(page, 'Password').fill(shopper.password);

  release();
  await waitUntilItWorks(submit);
  await expect(field(page, 'Email')).toHaveValue(shopper.email);
  await submit.click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
});

test('product page: quantity buttons and Add to Cart wait for the code; a typed quantity holds', async ({
  page,
  request,
}) => {
  // Add to Cart sends a signed-out shopper to Login (spec), so a member taps it.
  await loginByApi(page, request, await registerByApi(request, 'first-paint-product'));
  await slowPhone(page);
  const release = await openBeforeItsCode(page, 'shop', '/mct/essentials');
  const main = page.getByRole('main');
  const add = main.getByRole('button', { name: 'Add to Cart' });
  const more = main.getByRole('button', { name: 'Increase quantity' });
  const quantity = main.getByRole('spinbutton', { name: 'Quantity' });
  // Visibly disabled until they work, rather than losing the tap.
  await expect(add).toBeDisabled();
  await expect(more).toBeDisabled();
  await quantity.fill('3');

  release();
  await waitUntilItWorks(add);
  await expect(more).toBeEnabled();
  await expect(quantity).toHaveValue('3');
  await add.click();
  await expect(cartDrawer(page)).toBeVisible({ timeout: 30_000 });
  await expect(cartDrawer(page).getByRole('spinbutton')).toHaveValue('3');
});

test('member checkout: the delivery choice and the save-address tick made as they show hold', async ({
  page,
  request,
}) => {
  const shopper = await registerByApi(request, 'first-paint-checkout');
  await loginByApi(page, request, shopper);
  await addFromProductPage(page, 'essentials');
  await slowPhone(page);
  // The form comes with the code (it needs the member's cart), so every control here shows ready.
  await page.goto('/checkout', { waitUntil: 'commit' });

  const pickUp = page.getByRole('radio', { name: 'Pick-up' });
  await expect(pickUp).toBeVisible({ timeout: 45_000 });
  const delivery = page.getByRole('radio', { name: 'Delivery' });
  await expect(delivery).toBeChecked();
  const save = page.getByRole('checkbox', { name: 'Save this address to my account' });
  await save.click();
  await field(page, 'Address').fill('12 Jalan Kelapa');
  await waitUntilItWorks(page.getByRole('button', { name: 'Place Order' }));
  await expect(save).toBeChecked();
  await expect(field(page, 'Address')).toHaveValue('12 Jalan Kelapa');
  await pickUp.click();
  await expect(pickUp).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Pick-up location' })).toBeVisible();
});

test('guest checkout: the address typed and the state chosen as they show hold', async ({
  page,
  request,
}) => {
  const path = await freeSampleCheckoutPath(request);
  await slowPhone(page);
  // The form comes with the code (it needs the free-sample claim), so it shows ready.
  await page.goto(path, { waitUntil: 'commit' });

  await expect(field(page, 'Phone Number')).toBeVisible({ timeout: 45_000 });
  await field(page, 'Phone Number').fill('0123456789');
  await field(page, 'First Name').fill('Mei Ling');
  await field(page, 'Postcode').fill('47400');
  await chooseOption(page, 'State/territory', 'Selangor');
  await waitUntilItWorks(page.getByRole('button', { name: 'Place Order' }));
  await expect(field(page, 'Phone Number')).toHaveValue('0123456789');
  await expect(field(page, 'First Name')).toHaveValue('Mei Ling');
  await expect(field(page, 'Postcode')).toHaveValue('47400');
  await expect(page.getByRole('combobox', { name: /State\/territory/ })).toHaveValue('Selangor');
});
