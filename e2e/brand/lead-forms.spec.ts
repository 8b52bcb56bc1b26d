import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { leadStored } from './leads';
import { toastWith, uniqueEmail, uniquePhone } from './support';

/** The id the server answered for a stored contact. */
const storedId = async (response: Response): Promise<number> =>
  ((await response.json()) as { data?: { id?: number } }).data?.id ?? 0;

async function fillEnquiry(page: Page, form: Locator, email: string) {
  await form.getByLabel('Name').fill('Aishah Rahman');
  await form.getByLabel('Contact number').fill(uniquePhone());
  await form.getByLabel('Email').fill(email);
  await form.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Malaysia' }).click();
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
    await fillEnquiry(page, form, email);
    const answer = page.waitForResponse('**/api/users/contact-create');
    await form.getByRole('button', { name: 'Submit' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    await expect(toastWith(page, 'Your feedback is submitted!')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Name')).toHaveValue('');
    expect(await leadStored(email, 'contact', await storedId(response))).toBe(true);
  });

  test('contact: Locate Us shows phone, registration, address, email and the map', async ({
    page,
  }) => {
    await page.goto('/contact');
    const locate = page.locator('#locate-us');
    for (const term of ['Phone', 'Company registration', 'Address', 'Email']) {
      await expect(locate.getByText(term, { exact: true })).toBeVisible();
    }
    await expect(locate.locator('iframe')).toHaveAttribute('src', /maps/);
  });

  test('affiliate: both radios are required, then the enquiry is stored', async ({ page }) => {
    const email = uniqueEmail('affiliate');
    await page.goto('/lifestyle-affiliate');
    const form = page.getByRole('form', { name: 'Affiliate enquiry' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Required', { exact: true })).toHaveCount(2);
    await fillEnquiry(page, form, email);
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
