import { describe, expect, it } from 'vitest';
import { envelope } from '../envelope';
import { shopSettings } from './shop-settings';

const data = {
  contact: {
    phone: '+60 12-345 6789',
    company_registration: null,
    address: null,
    email: 'hello@nyiur.my',
    map_embed_url: null,
  },
  social: { facebook_url: null, instagram_url: 'https://www.instagram.com/nyiur' },
  announcement: 'Free shipping in Peninsular Malaysia this week',
};

const answer = envelope(shopSettings.response, shopSettings.meta);

describe('the shop settings call', () => {
  it('is a GET of /shop/settings with no body', () => {
    expect(shopSettings.method).toBe('GET');
    expect(shopSettings.path).toBe('/shop/settings');
    expect(shopSettings.request.safeParse({}).success).toBe(true);
  });

  it("takes the page's language as en or ms, and nothing else", () => {
    expect(shopSettings.request.parse({ locale: 'ms' })).toEqual({ locale: 'ms' });
    const refused = shopSettings.request.safeParse({ locale: 'fr' });
    expect(refused.error?.issues[0]?.message).toBe('Choose en or ms.');
  });

  it('reads the envelope the server sends, with or without a renewed token', () => {
    expect(answer.parse({ code: 200, message: 'OK', data }).data).toEqual(data);
    const withMeta = { code: 200, message: 'OK', data, meta: { access_token: 'abc', extra: 1 } };
    expect(answer.parse(withMeta).meta).toEqual({ access_token: 'abc', extra: 1 });
  });

  it('refuses data that is not the settings', () => {
    const missing = { ...data, contact: { ...data.contact, email: undefined } };
    expect(shopSettings.response.safeParse(missing).success).toBe(false);
    expect(shopSettings.response.safeParse({ ...data, announcement: 3 }).success).toBe(false);
    expect(
      answer.safeParse({ code: 200, message: 'OK', data, meta: { access_token: '' } }).success,
    ).toBe(false);
  });
});
