import { expect, test } from '@playwright/test';
import {
  addFromProductPage,
  cartDrawer,
  chooseOption,
  field,
  loginByApi,
  registerByApi,
  toastWith,
} from '../support/shop';

test('add, edit, set default and remove addresses', async ({ page, request }) => {
  test.setTimeout(120_000);
  const shopper = await registerByApi(request, 'addresses');
  await loginByApi(page, request, shopper);
  await page.goto('/account');
  await page.getByRole('tab', { name: 'My Addresses' }).click();
  const panel = page.getByRole('tabpanel');
  const cards = panel.getByTestId('address-card');
  await expect(cards).toHaveCount(0);

  // Add: the spec's messages first, then a valid address.
  await panel.getByRole('button', { name: 'New Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Address' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please insert Last Name!')).toBeVisible();
  await expect(dialog.getByText('Please insert Address!')).toBeVisible();
  await expect(dialog.getByText('Please insert Postcode!')).toBeVisible();
  await expect(dialog.getByText('Please insert City!')).toBeVisible();
  await expect(dialog.getByText('Please select State/territory!')).toBeVisible();
  await dialog.getByLabel(/^First Name/).fill('Aina');
  await dialog.getByLabel(/^Last Name/).fill('Rahman');
  await dialog.getByLabel(/^Address\*?$/).fill('12 Jalan Kelapa');
  await expect(dialog.getByPlaceholder('Apartment, suite, etc.')).toBeVisible();
  await dialog.getByLabel(/^Postcode/).fill('47400');
  await dialog.getByLabel(/^City/).fill('Petaling Jaya');
  await chooseOption(page, /^State\/territory/, 'Selangor');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Address added Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(1);

  // A second address, saved as the default.
  await panel.getByRole('button', { name: 'New Address' }).click();
  await dialog.getByLabel(/^First Name/).fill('Aina');
  await dialog.getByLabel(/^Last Name/).fill('Rahman');
  await dialog.getByLabel(/^Address\*?$/).fill('8 Lorong Nyiur');
  await dialog.getByLabel(/^Postcode/).fill('88000');
  await dialog.getByLabel(/^City/).fill('Kota Kinabalu');
  await chooseOption(page, /^State\/territory/, 'Sabah');
  await dialog.getByRole('checkbox', { name: 'Set as default address' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Address added Successfully!').first()).toBeVisible();
  await expect(cards).toHaveCount(2);
  const sabah = cards.filter({ hasText: 'Kota Kinabalu' });
  await expect(sabah.getByText('Default Address')).toBeVisible();
  await expect(cards.filter({ hasText: 'Petaling Jaya' }).getByText('Default Address')).toHaveCount(
    0,
  );

  // Edit pre-fills, including the default flag.
  await sabah.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Address' });
  await expect(edit.getByLabel(/^City/)).toHaveValue('Kota Kinabalu');
  await expect(edit.getByRole('checkbox', { name: 'Set as default address' })).toBeChecked();
  await edit.getByLabel(/^City/).fill('Sandakan');
  await edit.getByLabel(/^Postcode/).fill('90000');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Address updated Successfully!')).toBeVisible();
  await expect(cards.filter({ hasText: 'Sandakan' })).toHaveCount(1);

  // Remove: the confirmation's Return keeps it, Submit removes it.
  const petaling = cards.filter({ hasText: 'Petaling Jaya' });
  await petaling.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure to remove the address?' });
  await confirm.getByRole('button', { name: 'Return' }).click();
  await expect(cards).toHaveCount(2);
  await petaling.getByRole('button', { name: 'Remove' }).click();
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(toastWith(page, 'Address removed successfully!')).toBeVisible();
  await expect(cards).toHaveCount(1);

  // The checkout pre-fills the default address.
  await addFromProductPage(page, 'essentials', 1);
  await cartDrawer(page).getByRole('link', { name: 'Check Out' }).click();
  await expect(field(page, 'City')).toHaveValue('Sandakan');
  await expect(field(page, 'Postcode')).toHaveValue('90000');
  await expect(page.getByRole('combobox', { name: /^State\/territory/ })).toHaveValue('Sabah');
  // Sabah, 160 g: RM20 shipping.
  await expect(page.getByTestId('summary-shipping')).toHaveText('RM 20.00');
});
