import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { ownServer, type OwnServer } from '../support/own-server';
import {
  cartDrawer,
  fillDeliveryAddress,
  field,
  loginByApi,
  payInSandbox,
  pendingOrderByApi,
  registerByApi,
  sessionByApi,
} from '../support/shop';
import { STAFF_PASSWORD, setUpAccount } from './back-office';

/*
 * The owner's catalogue reaches the shop: a new price shows on the product page, and still does
 * after the server restarts (the catalogue lives in the database; a start seeds only what is
 * missing); a shelf count while an order is Pending keeps that order's boxes held; stock counted
 * at 0 shows "Out of stock" with Add to Cart disabled, and the server refuses it too; the contact details and social pages the owner fills in under Settings show on the
 * Contact page and /connect, and the Malay announcement shows under /ms only. On a server of its own, so the restart and the settings touch no
 * other journey.
 */
test.describe.configure({ mode: 'serial' });

const OWNER = 'catalogue-owner@nyiur.test';
let server: OwnServer;
let context: BrowserContext;
let page: Page;

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

/** Opens one product's edit forms on /admin/products: answers them, below the list. */
async function editProduct(name: string) {
  await page.goto('/admin/products');
  await page
    .getByRole('listitem', { name })
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  return page.getByRole('region', { name: `Edit ${name}` });
}

/** Saves a stock change from the open forms, confirming the password when asked. */
async function saveStock(card: Locator, kind: 'Received' | 'Shelf count', quantity: string) {
  const form = card.getByRole('form', { name: 'Change stock' });
  await form.getByRole('radio', { name: new RegExp(`^${kind}`) }).check();
  await form.getByRole('textbox', { name: /^Boxes/ }).fill(quantity);
  await form.getByRole('button', { name: 'Save stock change' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
  const saved = page.getByText(/free to sell\.$/).first();
  await expect(saved.or(confirm)).toBeVisible();
  if (await confirm.isVisible()) {
    await confirm.getByLabel('Password').fill(STAFF_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
  }
}

/** The shop's product page as a shopper sees it, in a browser of its own. */
async function shopperPage(path: string): Promise<Page> {
  const shopper = await context.browser()!.newPage({ baseURL: server.baseURL });
  await shopper.goto(path);
  return shopper;
}

test('the owner changes a price and the shop shows it, after a restart too', async () => {
  test.setTimeout(180_000);
  const card = await editProduct('MCT Essentials');
  const priceForm = card.getByRole('form', { name: 'Price' });
  await priceForm.getByRole('textbox', { name: /^Price \(RM\)/ }).fill('176.50');
  await priceForm.getByRole('button', { name: 'Save price' }).click();
  // Prices ask for the password again unless it was given in the last five minutes.
  const saved = page.getByText('MCT Essentials now costs RM 176.50.', { exact: true });
  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(saved.or(confirm)).toBeVisible();
  if (await confirm.isVisible()) {
    await confirm.getByLabel('Password').fill(STAFF_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(saved).toBeVisible();

  const shopper = await shopperPage('/mct/essentials');
  await expect(shopper.getByText('RM 176.50').first()).toBeVisible();
  await shopper.close();

  await server.stop();
  await server.start();

  const afterRestart = await shopperPage('/mct/essentials');
  await expect(afterRestart.getByText('RM 176.50').first()).toBeVisible();
  await expect(afterRestart.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await afterRestart.close();
  // The back office still has it too (the session outlived the restart).
  await page.goto('/admin/products');
  await expect(page.getByRole('listitem', { name: 'MCT Essentials' })).toContainText('RM 176.50');
});

test('stock counted on the shelf while an order is Pending leaves available stock right', async () => {
  let card = await editProduct('MCT Essentials');
  await saveStock(card, 'Shelf count', '100');
  const figures = card.getByRole('definition');
  await expect(card.getByLabel('Stock of MCT Essentials')).toContainText('Free to sell100');

  // A shopper checks out 5 boxes and has not paid yet: they are still on the shelf.
  const shopper = await context.browser()!.newPage({ baseURL: server.baseURL });
  const member = await registerByApi(shopper.request, 'shelf');
  await pendingOrderByApi(shopper.request, member, 5);
  await shopper.close();

  card = await editProduct('MCT Essentials');
  await saveStock(card, 'Shelf count', '100');
  await expect(page.getByText('MCT Essentials: 95 free to sell.', { exact: true })).toBeVisible();
  await expect(card.getByLabel('Stock of MCT Essentials')).toContainText(
    'On the shelf100Reserved (waiting for payment)5Paid, to ship0Free to sell95',
  );
  await expect(figures.first()).toHaveText('100');
});

test('the owner counts no stock left: Out of stock, Add to Cart disabled, the server refuses', async () => {
  const card = await editProduct('MCT LeanEssentials');
  await saveStock(card, 'Shelf count', '0');
  await expect(
    page.getByText('MCT LeanEssentials: 0 free to sell.', { exact: true }),
  ).toBeVisible();
  // The badges sit on the product's card in the list.
  const listed = page.getByRole('listitem', { name: 'MCT LeanEssentials' });
  await expect(listed.getByText('Out of stock', { exact: true })).toBeVisible();
  await expect(listed.getByText('Low stock', { exact: true })).toHaveCount(0);

  const shopper = await shopperPage('/mct/leanessentials');
  await expect(shopper.getByRole('status').filter({ hasText: 'Out of stock' })).toBeVisible();
  const add = shopper.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('Out of stock');

  // A shopper whose page was open before cannot add it either: the server says why.
  const member = await registerByApi(shopper.request, 'stock');
  const { access_token } = await sessionByApi(shopper.request, member);
  const refused = await shopper.request.post('/api/users/add-to-cart', {
    data: { product_id: 15372, quantity: 1 },
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({
    data: { errors: { product_id: 'MCT LeanEssentials is out of stock for now.' } },
  });
  await shopper.close();
});

test("a new shop's dashboard lists the empty shop details; Contact and /connect leave their sections out", async () => {
  await page.goto('/admin');
  const checklist = page.getByRole('list', { name: 'Shop details not set' });
  await expect(checklist.getByRole('listitem')).toHaveText([
    'Phone number · Contact page (Locate Us) and the foot of every e-mail',
    'E-mail for customers · Contact page (Locate Us) and the foot of every e-mail',
    'Company registration (SSM) number · Contact page (Locate Us)',
    'Business address · Contact page (Locate Us) and the foot of every e-mail',
    'Google Maps link · Contact page (the map)',
    'Facebook page link · Link-in-bio page (/connect)',
    'Instagram profile link · Link-in-bio page (/connect)',
  ]);

  const contact = await shopperPage('/contact');
  await expect(contact.getByRole('heading', { level: 1, name: 'Get In Touch!' })).toBeVisible();
  await expect(contact.getByRole('heading', { name: 'Locate Us' })).toHaveCount(0);
  await contact.close();
});

test('the owner fills in the contact details and social pages; Contact and /connect show them', async () => {
  const before = await shopperPage('/connect');
  await expect(before.getByRole('link', { name: 'Visit our website' })).toBeVisible();
  await expect(before.getByRole('link', { name: /Facebook|Instagram/ })).toHaveCount(0);
  await before.close();

  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Shop details' });
  await form.getByRole('textbox', { name: /Phone number/ }).fill('03-7890 1234');
  await form.getByRole('textbox', { name: /Instagram profile link/ }).fill('nyiur.my');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    form.getByRole('textbox', { name: /Instagram profile link/ }),
  ).toHaveAccessibleDescription(
    /Paste the profile link that starts with https:\/\/www\.instagram\.com\//,
  );
  await form
    .getByRole('textbox', { name: /Instagram profile link/ })
    .fill('https://www.instagram.com/nyiur.my');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    page.getByText('Settings saved. The shop shows them within a minute.', { exact: true }),
  ).toBeVisible();

  const contact = await shopperPage('/contact');
  await expect(contact.getByRole('link', { name: '03-7890 1234' })).toHaveAttribute(
    'href',
    'tel:0378901234',
  );
  await contact.close();
  const connect = await shopperPage('/connect');
  await expect(connect.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
    'href',
    'https://www.instagram.com/nyiur.my',
  );
  await expect(connect.getByRole('link', { name: /Facebook/ })).toHaveCount(0);
  await expect(connect.getByText('Pick your favourite place to follow along.')).toBeVisible();
  await connect.close();
  const locate = await shopperPage('/contact');
  await expect(locate.getByRole('heading', { name: 'Locate Us' })).toBeVisible();
  await locate.close();

  // The checklist keeps only what is still empty.
  await page.goto('/admin');
  const checklist = page.getByRole('list', { name: 'Shop details not set' });
  await expect(checklist.getByRole('listitem')).toHaveCount(5);
  await expect(checklist).not.toContainText('Phone number');
  await expect(checklist).not.toContainText('Instagram profile link');
});

test('the owner writes the announcement in Bahasa Malaysia: /ms shows it, / keeps the English', async () => {
  const malay = 'Penghantaran percuma ke seluruh Malaysia minggu ini';
  await page.goto('/admin');
  const noMalay = page.getByRole('list', { name: 'Not in Bahasa Malaysia yet' });
  await noMalay.getByRole('link', { name: 'Announcement bar in Bahasa Malaysia' }).click();
  const field = page.getByRole('textbox', { name: /^Announcement \(Bahasa Malaysia\)/ });
  await expect(field).toBeFocused();
  await field.fill(malay);
  await page.getByRole('button', { name: 'Save settings' }).click();
  // Saving settings asks for the password again when it was given over five minutes ago.
  const saved = page.getByText('Settings saved. The shop shows them within a minute.', {
    exact: true,
  });
  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(saved.or(confirm)).toBeVisible();
  if (await confirm.isVisible()) {
    await confirm.getByLabel('Password').fill(STAFF_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(saved).toBeVisible();
  }

  // The home page's hero says "Transform Inside Out" too: look in the bar only.
  const inMalay = await shopperPage('/ms');
  const malayBar = inMalay.getByRole('region', { name: 'Pengumuman' });
  await expect(malayBar.getByText(malay)).toBeAttached();
  await expect(malayBar.getByText('Transform Inside Out')).toHaveCount(0);
  await inMalay.close();

  const inEnglish = await context.browser()!.newPage({ baseURL: server.baseURL });
  const settings = inEnglish.waitForResponse((response) =>
    response.url().endsWith('/api/shop/settings'),
  );
  await inEnglish.goto('/');
  expect(await (await settings).json()).toMatchObject({
    data: { announcement: 'Transform Inside Out' },
  });
  const englishBar = inEnglish.getByRole('region', { name: 'Announcements' });
  await expect(englishBar.getByText('Transform Inside Out')).toBeAttached();
  await expect(inEnglish.getByText(malay)).toHaveCount(0);
  await inEnglish.close();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Before you open the shop' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Not in Bahasa Malaysia yet' })).toHaveCount(0);
});

test('the owner prices a combo: the home page offers it, and buying it makes the buyer an affiliate', async () => {
  test.setTimeout(120_000);
  const home = await shopperPage('/');
  const duo = home.locator('#combos article').filter({ hasText: 'Starter Duo' });
  await expect(duo.getByText('Coming soon', { exact: true })).toBeVisible();
  await expect(duo.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);
  await home.close();

  const card = await editProduct('Starter Duo');
  const priceForm = card.getByRole('form', { name: 'Price' });
  await priceForm.getByRole('textbox', { name: /^Price \(RM\)/ }).fill('360.00');
  await priceForm.getByRole('button', { name: 'Save price' }).click();
  const saved = page.getByText('Starter Duo now costs RM 360.00.', { exact: true });
  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(saved.or(confirm)).toBeVisible();
  if (await confirm.isVisible()) {
    await confirm.getByLabel('Password').fill(STAFF_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(saved).toBeVisible();
  // A combo is packed from its boxes: the shelf count of none above leaves no LeanEssentials.
  await saveStock(await editProduct('MCT LeanEssentials'), 'Received', '20');
  await expect(
    page.getByText('MCT LeanEssentials: 20 free to sell.', { exact: true }),
  ).toBeVisible();
  // A save closes the card's forms: open them again for the status.
  const statusForm = (await editProduct('Starter Duo')).getByRole('form', {
    name: 'Status and weight',
  });
  await statusForm.getByRole('radio', { name: /^On sale/ }).click();
  await statusForm.getByRole('button', { name: 'Save status and weight' }).click();
  await expect(page.getByText('Starter Duo saved.', { exact: true })).toBeVisible();

  const shopper = await context.browser()!.newPage({ baseURL: server.baseURL });
  const member = await registerByApi(shopper.request, 'combo');
  await loginByApi(shopper, shopper.request, member);
  await shopper.goto('/');
  const offered = shopper.locator('#combos article').filter({ hasText: 'Starter Duo' });
  await expect(offered.getByText('RM 360.00', { exact: true })).toBeVisible();
  await expect(
    shopper
      .locator('#combos article')
      .filter({ hasText: 'Family Bundle' })
      .getByText('Coming soon'),
  ).toBeVisible();
  await offered.getByRole('button', { name: 'Add to Cart: Starter Duo' }).click();
  const drawer = cartDrawer(shopper);
  await expect(drawer.getByTestId('cart-total')).toHaveText('RM 360.00');
  await drawer.getByRole('link', { name: 'Check Out' }).click();
  await fillDeliveryAddress(shopper, 'Selangor');
  await field(shopper, 'Phone Number').fill('0123456789');
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await payInSandbox(shopper, 'Approve');
  await expect(shopper.getByRole('heading', { name: 'Payment Success' })).toBeVisible();
  // The paid order, confirmed by the gateway's own call, grants the code.
  await expect(async () => {
    await shopper.goto('/account');
    await expect(shopper.getByText(/^Your referral code:/)).toBeVisible({ timeout: 3000 });
  }).toPass();
  await shopper.close();
});
