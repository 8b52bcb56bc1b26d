import { describe, expect, it } from 'vitest';
import {
  adminPickupLocationsSave,
  adminSettingsUpdate,
  settingsMessages,
} from './admin-settings-calls';

const valid = {
  shop_alert_email: '',
  contact_phone: '',
  company_registration: '',
  address: '',
  contact_email: '',
  map_embed_url: '',
  facebook_url: '',
  instagram_url: '',
  announcement: '',
  affiliate_commission_percent: 10,
  return_window_days: 7,
};

const errorOf = (input: Record<string, unknown>, field: string) =>
  adminSettingsUpdate.request
    .safeParse({ ...valid, ...input })
    .error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('the settings calls', () => {
  it('treats empty text as not set', () => {
    expect(adminSettingsUpdate.request.parse(valid)).toMatchObject({
      shop_alert_email: null,
      contact_phone: null,
      map_embed_url: null,
      announcement: '',
    });
  });

  it('takes the Malay announcement as the English one: 80 characters, empty is not written', () => {
    expect(
      adminSettingsUpdate.request.parse({ ...valid, announcement_ms: '  Penghantaran percuma ' })
        .announcement_ms,
    ).toBe('Penghantaran percuma');
    expect(
      adminSettingsUpdate.request.parse({ ...valid, announcement_ms: '' }).announcement_ms,
    ).toBe(null);
    expect(errorOf({ announcement_ms: 'a'.repeat(81) }, 'announcement_ms')).toBe(
      'Keep the announcement under 80 characters.',
    );
  });

  it.each(['03-7890 1234', '+60 12-345 6789', '60123456789', '011 2345 6789'])(
    'takes the Malaysian phone %s as written',
    (phone) => {
      expect(
        adminSettingsUpdate.request.parse({ ...valid, contact_phone: phone }).contact_phone,
      ).toBe(phone);
    },
  );

  it.each(['12345', '+65 6123 4567', '03-7890 12', 'call us'])('refuses the phone %s', (phone) => {
    expect(errorOf({ contact_phone: phone }, 'contact_phone')).toBe(settingsMessages.phone);
  });

  it('accepts only Google Maps embed links, and whole numbers in range', () => {
    expect(errorOf({ map_embed_url: 'https://maps.evil.example/maps?q=1' }, 'map_embed_url')).toBe(
      settingsMessages.mapUrl,
    );
    expect(errorOf({ affiliate_commission_percent: 10.5 }, 'affiliate_commission_percent')).toBe(
      settingsMessages.commission,
    );
    expect(errorOf({ return_window_days: 366 }, 'return_window_days')).toBe(
      settingsMessages.returnWindow,
    );
  });

  it("takes the shop's own Facebook and Instagram links, and nothing else", () => {
    expect(
      adminSettingsUpdate.request.parse({
        ...valid,
        facebook_url: ' https://www.facebook.com/nyiur.my ',
        instagram_url: 'https://instagram.com/nyiur.my/',
      }),
    ).toMatchObject({
      facebook_url: 'https://www.facebook.com/nyiur.my',
      instagram_url: 'https://instagram.com/nyiur.my/',
    });
    expect(adminSettingsUpdate.request.parse(valid)).toMatchObject({
      facebook_url: null,
      instagram_url: null,
    });
    for (const url of [
      'http://www.facebook.com/nyiur.my',
      'https://www.facebook.com/',
      'https://facebook.com.evil.example/nyiur',
      'javascript:alert(1)//facebook.com/x',
      'https://www.instagram.com/nyiur.my',
    ]) {
      expect(errorOf({ facebook_url: url }, 'facebook_url')).toBe(settingsMessages.facebook);
    }
    expect(errorOf({ instagram_url: 'https://www.facebook.com/nyiur.my' }, 'instagram_url')).toBe(
      settingsMessages.instagram,
    );
  });

  it('refuses a list of pick-up places with none open or a name twice', () => {
    const parse = (locations: unknown) =>
      adminPickupLocationsSave.request.safeParse({ locations }).error?.issues[0]?.message;
    expect(parse([{ id: 1, venue: 'PJ office', active: false }])).toBe(settingsMessages.noneActive);
    expect(
      parse([
        { id: 1, venue: 'PJ office', active: true },
        { venue: 'pj office', active: true },
      ]),
    ).toBe(settingsMessages.venueTwice);
  });
});
