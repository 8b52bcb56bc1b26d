import { describe, expect, it } from 'vitest';
import { shopSettingsPublic } from './shop-settings';

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

describe('the shop settings answer (valibot)', () => {
  it('reads the envelope the server sends, with or without a renewed token', () => {
    expect(shopSettingsPublic.parseAnswer({ code: 200, message: 'OK', data }).data).toEqual(data);
    const withMeta = { code: 200, message: 'OK', data, meta: { access_token: 'abc', extra: 1 } };
    expect(shopSettingsPublic.parseAnswer(withMeta).meta).toEqual({
      access_token: 'abc',
      extra: 1,
    });
  });

  it('refuses an answer whose data is not the settings', () => {
    const missing = { ...data, contact: { ...data.contact, email: undefined } };
    expect(shopSettingsPublic.isAnswer({ code: 200, message: 'OK', data: missing })).toBe(false);
    expect(shopSettingsPublic.isAnswer({ code: 200.5, message: 'OK', data })).toBe(false);
    expect(
      shopSettingsPublic.isAnswer({
        code: 200,
        message: 'OK',
        data,
        meta: { access_token: '' },
      }),
    ).toBe(false);
    expect(shopSettingsPublic.isAnswer('<html>')).toBe(false);
  });

  it('names what is wrong when it refuses an answer', () => {
    expect(() =>
      shopSettingsPublic.parseAnswer({
        code: 200,
        message: 'OK',
        data: { ...data, announcement: 3 },
      }),
    ).toThrow(/string/i);
  });
});
