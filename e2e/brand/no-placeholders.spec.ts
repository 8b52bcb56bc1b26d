import { expect, test } from '@playwright/test';

/*
 * No built page carries stand-in text: every page of the sitemap and the pages kept out of it,
 * as the server sends them (prerendered HTML, before any script runs).
 */
const UNLISTED = [
  '/contact',
  '/connect',
  '/login',
  '/register',
  '/checkout',
  '/guest-checkout',
  '/account',
  '/page-not-found',
];

test('no page the server sends contains "(placeholder)" or a placeholder address', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
  expect(listed.length).toBeGreaterThan(10);
  const paths = [...new Set([...listed, ...UNLISTED])];
  const offenders: string[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    const html = await response.text();
    expect(html, path).toContain('</html>');
    if (/\(placeholder\)|placeholder address/i.test(html)) offenders.push(path);
  }
  expect(offenders).toEqual([]);
});
