import { appForPath } from '@nyiur/domain';
import { describe, expect, it } from 'vitest';
import { PRERENDER_PATHS } from './shop-paths';

describe('shop paths', () => {
  it('prerenders every shop route of the route table, with each product page in place of /mct/:name', () => {
    const english = [
      '/products',
      '/mct/essentials',
      '/mct/leanessentials',
      '/login',
      '/register',
      '/forgot-password',
      '/password',
      '/account',
      '/order',
      '/order/success',
      '/checkout',
      '/guest-checkout',
    ];
    expect(PRERENDER_PATHS).toEqual([...english, ...english.map((path) => `/ms${path}`)]);
    for (const path of PRERENDER_PATHS) expect(appForPath(path), path).toBe('shop');
  });
});
