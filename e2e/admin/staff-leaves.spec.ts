import { expect, test, type Browser, type Page } from '@playwright/test';
import { ownerSession, setUpAccount } from './back-office';

/*
 * A packer leaves: the owner disables the account from a phone while the packer is signed in on
 * another browser, whose next click lands on the sign-in page.
 */
const phone = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  return context.newPage();
};

test('the owner disables a signed-in packer, whose next click lands on the sign-in page', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await phone(browser);
  await ownerSession(owner);
  await owner.goto('/admin/staff');
  await owner.getByRole('textbox', { name: 'E-mail' }).fill('leaver@nyiur.test');
  await owner.getByRole('combobox', { name: 'Role', exact: true }).click();
  await owner.getByRole('option', { name: /^Packer/ }).click();
  await owner.getByRole('button', { name: 'Invite' }).click();
  const link = (await owner.getByTestId('setup-link').textContent())?.trim() ?? '';
  expect(link).toContain('/admin/setup?token=');

  const packer = await phone(browser);
  await setUpAccount(packer, new URL(link).pathname + new URL(link).search, 'Hafiz');
  await expect(packer.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  await owner.reload();
  const card = owner.getByRole('listitem', { name: 'Hafiz' });
  await expect(card.getByText('Authenticator on')).toBeVisible();
  await card.getByRole('button', { name: 'Disable: leaver@nyiur.test' }).click();
  const confirm = owner.getByRole('alertdialog', { name: 'Disable Hafiz?' });
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(owner.getByText('Hafiz is disabled.').first()).toBeVisible();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();

  await packer.getByRole('tab', { name: /^Shipped/ }).click();
  await expect(packer).toHaveURL(/\/admin\/sign-in\?next=/);
  await expect(
    packer.getByRole('heading', { level: 1, name: 'Back office sign-in' }),
  ).toBeVisible();
});
