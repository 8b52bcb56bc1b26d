import { expect, test } from '@playwright/test';
import { cartBadge, loginByApi, registerByApi } from '../support/shop';

test.describe('Bahasa Malaysia', () => {
  test('a Malay page says its language and names its English twin, and the English one its Malay twin', async ({
    request,
    baseURL,
  }) => {
    const malay = await (await request.get('/ms/products')).text();
    expect(malay).toContain('<html lang="ms">');
    expect(malay).toContain(`<link rel="canonical" href="${baseURL}/ms/products"/>`);
    expect(malay).toContain(`<link rel="alternate" hrefLang="en-MY" href="${baseURL}/products"/>`);
    expect(malay).toContain(
      `<link rel="alternate" hrefLang="x-default" href="${baseURL}/products"/>`,
    );
    expect(malay).toContain('<meta property="og:locale" content="ms_MY"/>');
    expect(malay).toContain('"inLanguage":"ms"');
    expect(malay).toContain('<h1>Produk</h1>');
    const english = await (await request.get('/products')).text();
    expect(english).toContain('<html lang="en-MY">');
    expect(english).toContain(
      `<link rel="alternate" hrefLang="ms" href="${baseURL}/ms/products"/>`,
    );
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/ms/mct/essentials</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/ms</loc>`);
  });

  test('the switch keeps the page and the cart, and links on a Malay page stay in Malay', async ({
    page,
    request,
  }) => {
    const shopper = await registerByApi(request, 'malay');
    await loginByApi(page, request, shopper);
    await page.getByRole('button', { name: 'Add MCT Essentials to cart' }).click();
    await page.getByRole('button', { name: 'Close cart' }).click();
    await expect(cartBadge(page)).toHaveText('1');

    // The footer's switch: the topbar's slides away while the page is scrolled down.
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Bahasa Malaysia' })
      .click();
    await expect(page).toHaveURL(/\/ms\/products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produk');
    await expect(cartBadge(page)).toHaveText('1');
    await expect(page.getByRole('button', { name: 'Troli, 1 barang' })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'nyiur_locale')?.value).toBe(
      'ms',
    );

    await page.getByRole('button', { name: 'Troli, 1 barang' }).click();
    const drawer = page.getByRole('dialog', { name: 'Troli (1)' });
    await expect(
      drawer.getByText('Cukai dan kos penghantaran dikira semasa daftar keluar'),
    ).toBeVisible();
    await drawer.getByRole('link', { name: 'Daftar Keluar' }).click();
    await expect(page).toHaveURL(/\/ms\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daftar Keluar');
    const form = page.getByRole('form', { name: 'Butiran penghantaran' });
    await expect(form.getByRole('button', { name: 'Buat Pesanan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ringkasan Pesanan' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Bahasa' })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-MY');
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  });
});
