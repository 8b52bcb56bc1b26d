import { describe, expect, it } from 'vitest';
import { appForPath, isParameterisedRoute, routeForPath } from './routes';

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
