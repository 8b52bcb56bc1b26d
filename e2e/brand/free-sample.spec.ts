import { expect, test } from '@playwright/test';
import { fillDeliveryAddress } from '../support/shop';
import { leadStored } from './leads';
import { uniqueEmail, uniquePhone } from './support';

const LEANESSENTIALS_ID = 15372;

test('free sample: sign-up, guest checkout, sandbox approval, Payment Success', async ({
  page,
}) => {
  const email = uniqueEmail('sample');
  await page.goto(`/free-sample?pid=${LEANESSENTIALS_ID}`);
  const form = page.getByRole('form', { name: 'Free sample sign-up' });
  await expect(form.getByRole('radio', { name: 'MCT LeanEssentials' })).toBeChecked();

  // The spec's messages first.
  await form.getByRole('button', { name: 'Get my free sample' }).click();
  for (const message of [
    'Please insert name!',
    'Please insert email!',
    'Please insert contact number!',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }

  await form.getByLabel('Name').fill('Nurul Aina');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Contact number').fill(uniquePhone());
  await form.getByRole('radio', { name: 'Female' }).click();
  await form.getByRole('button', { name: 'Get my free sample' }).click();

  await expect(page).toHaveURL(new RegExp(`/guest-checkout\\?pid=${LEANESSENTIALS_ID}&cid=\\d+$`));
  expect(
    await leadStored(email, 'free_sample', Number(new URL(page.url()).searchParams.get('cid'))),
  ).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Checkout' })).toBeVisible();
  await fillDeliveryAddress(page);
  await page.getByRole('button', { name: 'Place Order' }).click();

  // The sandbox gateway's hosted page.
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/order\/success\?token=/);
  await expect(page.getByText('Payment Success')).toBeVisible();
});
