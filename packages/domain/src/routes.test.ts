import { describe, expect, it } from 'vitest';
import {
  appForPath,
  appPaths,
  isParameterisedRoute,
  PATHS,
  pathTo,
  PRIVATE_PATHS,
  routeForPath,
  ROUTES,
} from './routes';

describe('appForPath', () => {
  it.each([
    ['/', 'brand'],
    ['/about/why-nyiur', 'brand'],
    ['/community-blog/mind-your-business', 'brand'],
    ['/connect', 'brand'],
    ['/products', 'shop'],
    ['/mct/essentials', 'shop'],
    ['/order/success?token=abc', 'shop'],
    ['/guest-checkout?pid=1&cid=2', 'shop'],
    ['/account#orders', 'shop'],
  ])('%s belongs to %s', (path, app) => expect(appForPath(path)).toBe(app));
  it.each(['/nope', '/mct', '/mct/a/b', '/community-blog/a/b'])('%s belongs to no app', (path) =>
    expect(appForPath(path)).toBeNull(),
  );
});

describe('routeForPath', () => {
  it('names the route a path falls under and whether it names one of many', () => {
    expect(routeForPath('/mct/anything?x=1')).toEqual({ pattern: '/mct/:name', app: 'shop' });
    expect(routeForPath('/nowhere')).toBeNull();
    expect(isParameterisedRoute('/community-blog/:blog')).toBe(true);
    expect(isParameterisedRoute('/community-blog')).toBe(false);
  });
});

describe('PATHS and pathTo', () => {
  it('names each route by its pattern and fills a pattern from its parameters', () => {
    expect(PATHS.login).toBe('/login');
    expect(PATHS.product).toBe('/mct/:name');
    expect(pathTo(PATHS.product, { name: 'essentials' })).toBe('/mct/essentials');
    expect(pathTo(PATHS.blogArticle, { blog: 'a b' })).toBe('/community-blog/a%20b');
    expect(pathTo(PATHS.home, {})).toBe('/');
  });

  it('lists an app’s concrete paths in table order, expanding each parameterised route', () => {
    const shop = appPaths('shop', (pattern) =>
      pattern === PATHS.product ? ['/mct/a', '/mct/b'] : [],
    );
    expect(shop.slice(0, 3)).toEqual(['/products', '/mct/a', '/mct/b']);
    expect(shop).toContain('/guest-checkout');
    expect(shop.every((path) => appForPath(path) === 'shop')).toBe(true);
    expect(
      appPaths(
        'brand',
        () => [],
        (route) => route.pattern === PATHS.faq,
      ),
    ).toEqual(['/faq']);
  });

  it('asks search engines to skip only the shopper’s own and passing screens', () => {
    expect(PRIVATE_PATHS).toContain('/account');
    expect(PRIVATE_PATHS).toContain('/checkout');
    expect(PRIVATE_PATHS).not.toContain('/products');
    expect(PRIVATE_PATHS).not.toContain('/login');
  });
});

describe('a Malay path', () => {
  it('falls under the same route as its English path', () => {
    expect(routeForPath('/ms')).toEqual(ROUTES.home);
    expect(routeForPath('/ms/mct/essentials?x=1')).toEqual(ROUTES.product);
    expect(appForPath('/ms/checkout')).toBe('shop');
    expect(routeForPath('/ms/nowhere')).toBeNull();
  });
});
