import { APP_ROUTES } from '@nyiur/domain';
import { describe, expect, it } from 'vitest';
import { benchRoutes, matchesRouteFilter, prerenderedFileOf } from './routes';

describe('benchRoutes', () => {
  const routes = benchRoutes({ allArticles: false, filter: [] });

  it('covers every route pattern of both apps with a concrete path', () => {
    const covered = new Set(routes.map((route) => route.pattern));
    expect([...covered].sort()).toEqual(APP_ROUTES.map((route) => route.pattern).sort());
    expect(routes.every((route) => !route.path.includes(':'))).toBe(true);
  });

  it('fills the product and story parameters from content', () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toContain('/mct/essentials');
    expect(paths).toContain('/about/why-mct');
    expect(routes.filter((route) => route.pattern === '/community-blog/:blog')).toHaveLength(1);
  });

  it('marks sign-in and checkout screens as not indexable', () => {
    expect(routes.find((route) => route.path === '/checkout')?.indexable).toBe(false);
    expect(routes.find((route) => route.path === '/')?.indexable).toBe(true);
  });

  it('keeps only the filtered paths, and every article on request', () => {
    expect(benchRoutes({ allArticles: false, filter: ['/faq'] }).map((r) => r.path)).toEqual([
      '/faq',
    ]);
    const all = benchRoutes({ allArticles: true, filter: ['/community-blog/*'] });
    expect(all.length).toBeGreaterThan(1);
  });

  it('names Malay pages by their /ms path, in the app and pattern of their English twin', () => {
    const malay = benchRoutes({ allArticles: false, filter: ['/ms', '/ms/mct/essentials'] });
    expect(malay.map((r) => [r.app, r.pattern, r.path])).toEqual([
      ['brand', '/', '/ms'],
      ['shop', '/mct/:name', '/ms/mct/essentials'],
    ]);
  });
});

describe('prerenderedFileOf', () => {
  it('maps a path to its index.html', () => {
    expect(prerenderedFileOf('/')).toBe('index.html');
    expect(prerenderedFileOf('/order/success')).toBe('order/success/index.html');
  });
});

describe('matchesRouteFilter', () => {
  it('matches exact paths, and prefixes ending in *', () => {
    expect(matchesRouteFilter('/', ['/'])).toBe(true);
    expect(matchesRouteFilter('/faq', ['/'])).toBe(false);
    expect(matchesRouteFilter('/mct/essentials', ['/mct/*'])).toBe(true);
    expect(matchesRouteFilter('/products', ['/mct/*', '/faq'])).toBe(false);
  });
});
