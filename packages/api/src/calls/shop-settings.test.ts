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

describe('the shop settings answer (zod/mini)', () => {
  it('reads the envelope the server sends, with or without a renewed token', () => {
    expect(shopSettingsPublic.answer.parse({ code: 200, message: 'OK', data }).data).toEqual(data);
    const withMeta = { code: 200, message: 'OK', data, meta: { access_token: 'abc', extra: 1 } };
    expect(shopSettingsPublic.answer.parse(withMeta).meta).toEqual({
      access_token: 'abc',
      extra: 1,
    });
  });

  it('refuses an answer whose data is not the settings', () => {
    const missing = { ...data, contact: { ...data.contact, email: undefined } };
    expect(
      shopSettingsPublic.answer.safeParse({ code: 200, message: 'OK', data: missing }).success,
    ).toBe(false);
    expect(shopSettingsPublic.answer.safeParse({ code: 200.5, message: 'OK', data }).success).toBe(
      false,
    );
    expect(
      shopSettingsPublic.answer.safeParse({
        code: 200,
        message: 'OK',
        data,
        meta: { access_token: '' },
      }).success,
    ).toBe(false);
    expect(shopSettingsPublic.answer.safeParse('<html>').success).toBe(false);
  });
});
