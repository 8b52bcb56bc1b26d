import { expect, test, type Locator } from '@playwright/test';
import { setUpAccount } from '../admin/back-office';
import { ownServer } from '../support/own-server';
import { leadStored } from './leads';
import { toastWith, uniqueEmail, uniquePhone } from './support';

const CONTACT = {
  phone: '+60 3-7890 1234',
  registration: '202501234567 (1234567-A)',
  address: '12 Jalan Kelapa, 47400 Petaling Jaya, Selangor',
  email: 'hello@nyiur.my',
  map: 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3983.9',
};

/** The id the server answered for a stored contact. */
const storedId = async (response: { json(): Promise<unknown> }): Promise<number> =>
  ((await response.json()) as { data?: { id?: number } }).data?.id ?? 0;

async function fillEnquiry(form: Locator, email: string) {
  await form.getByLabel('Name').fill('Aishah Rahman');
  await form.getByLabel('Contact number').fill(uniquePhone());
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Country').selectOption('Malaysia');
  await form.getByLabel('Comments').fill('Do you ship to Sabah? I would like two boxes a month.');
}

test.describe('lead forms', () => {
  test('contact: the spec messages on an empty submit', async ({ page }) => {
    await page.goto('/contact');
    await page
      .getByRole('form', { name: 'Contact us' })
      .getByRole('button', { name: 'Submit' })
      .click();
    for (const message of [
      'Please insert name!',
      'Please insert contact number!',
      'Please insert email!',
      'Please select country!',
      'Please select comments!',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test('contact: a submission is stored, toasted and the form resets', async ({ page }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await fillEnquiry(form, email);
    const answer = page.waitForResponse('**/api/users/contact-create');
    await form.getByRole('button', { name: 'Submit' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    await expect(toastWith(page, 'Your feedback is submitted!')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Name')).toHaveValue('');
    expect(await leadStored(email, 'contact', await storedId(response))).toBe(true);
  });

  test('contact: Locate Us shows the details the owner set in the back office', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // A server of its own: the first owner's set-up link works once, and this one is ours.
    const server = await ownServer('contact-owner@nyiur.test');
    await server.start();
    const context = await browser.newContext({ baseURL: server.baseURL });
    try {
      const page = await context.newPage();
      // Before the owner sets anything, the page shows no line rather than a stand-in.
      await page.goto('/contact');
      const locate = page.locator('#locate-us');
      await expect(locate.locator('[aria-busy]')).toHaveCount(0);
      for (const term of ['Phone', 'Company registration', 'Address', 'Email']) {
        await expect(locate.getByText(term, { exact: true })).toHaveCount(0);
      }

      await setUpAccount(page, server.setupPath, 'Nur Aisyah');
      await page
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: 'Settings' })
        .click();
      const form = page.getByRole('form', { name: 'Shop details' });
      await form.getByRole('textbox', { name: /Phone number/ }).fill(CONTACT.phone);
      await form.getByRole('textbox', { name: /Company registration/ }).fill(CONTACT.registration);
      await form.getByRole('textbox', { name: /Business address/ }).fill(CONTACT.address);
      await form.getByRole('textbox', { name: /E-mail for customers/ }).fill(CONTACT.email);
      await form.getByRole('textbox', { name: /Google Maps link/ }).fill(CONTACT.map);
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText(/Settings saved/).first()).toBeVisible();

      // A new visitor (no cached answer) sees them on the prerendered contact page.
      const visitor = await browser.newPage({ baseURL: server.baseURL });
      await visitor.goto('/contact');
      const shown = visitor.locator('#locate-us');
      await expect(shown.getByRole('link', { name: CONTACT.phone })).toHaveAttribute(
        'href',
        'tel:+60378901234',
      );
      await expect(shown.getByText(CONTACT.registration)).toBeVisible();
      await expect(shown.locator('address')).toHaveText(CONTACT.address);
      await expect(shown.getByRole('link', { name: CONTACT.email })).toHaveAttribute(
        'href',
        `mailto:${CONTACT.email}`,
      );
      await expect(shown.locator('iframe')).toHaveAttribute('src', CONTACT.map);
      await visitor.close();
    } finally {
      await context.close();
      await server.stop();
    }
  });

  test('affiliate: both radios are required, then the enquiry is stored', async ({ page }) => {
    const email = uniqueEmail('affiliate');
    await page.goto('/lifestyle-affiliate');
    const form = page.getByRole('form', { name: 'Affiliate enquiry' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Required', { exact: true })).toHaveCount(2);
    await fillEnquiry(form, email);
    await form
      .getByRole('radiogroup', { name: /content creator/ })
      .getByRole('radio', { name: 'Yes' })
      .click();
    await form.getByRole('radiogroup', { name: /blog/ }).getByRole('radio', { name: 'No' }).click();
    const answer = page.waitForResponse('**/api/users/contact-create');
    await form.getByRole('button', { name: 'Submit' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    await expect(toastWith(page, 'Your feedback is submitted!')).toBeVisible();
    expect(await leadStored(email, 'affiliate', await storedId(response))).toBe(true);
  });

  test('newsletter: a subscription from the footer is stored', async ({ page, request }) => {
    const email = uniqueEmail('news');
    await page.goto('/about/why-mct');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox').fill(email);
    const answer = page.waitForResponse('**/api/users/contact-create');
    await footer.getByRole('button', { name: /subscribe/i }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    await expect(toastWith(page, 'Subscribe newsletter successfully!')).toBeVisible();
    // Subscribing the same address again answers the stored row's id.
    const resubscribe = async () =>
      storedId(
        await request.post('/api/users/contact-create', {
          data: { contact_type: 'subscriber', email, is_pro: '0' },
        }),
      );
    expect(await leadStored(email, 'subscriber', await storedId(response), resubscribe)).toBe(true);
  });
});
