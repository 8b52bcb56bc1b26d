import { describe, expect, it } from 'vitest';
import { contactLinesOf, hasLocateUs, socialLinksOf, telOf } from './shown-settings';

const empty = {
  phone: null,
  company_registration: null,
  address: null,
  email: null,
  map_embed_url: null,
};

describe('the settings a page shows', () => {
  it('has no Locate Us at all while the contact settings are empty or unknown', () => {
    expect(hasLocateUs(undefined)).toBe(false);
    expect(hasLocateUs(empty)).toBe(false);
    expect(hasLocateUs({ ...empty, phone: '' })).toBe(false);
    expect(contactLinesOf(empty)).toEqual([]);
  });

  it('shows Locate Us with the lines the owner set, or with the map alone', () => {
    expect(contactLinesOf({ ...empty, phone: '03-7890 1234', email: 'hello@kedai.my' })).toEqual([
      { kind: 'phone', term: 'Phone', value: '03-7890 1234' },
      { kind: 'email', term: 'Email', value: 'hello@kedai.my' },
    ]);
    expect(hasLocateUs({ ...empty, map_embed_url: 'https://www.google.com/maps/embed?pb=1' })).toBe(
      true,
    );
  });

  it('lists only the social pages that are set', () => {
    expect(socialLinksOf(undefined)).toEqual([]);
    expect(socialLinksOf({ facebook_url: null, instagram_url: null })).toEqual([]);
    expect(
      socialLinksOf({ facebook_url: null, instagram_url: 'https://www.instagram.com/nyiur.my' }),
    ).toEqual([{ href: 'https://www.instagram.com/nyiur.my', network: 'instagram' }]);
  });

  it('dials the digits of a phone number', () => {
    expect(telOf('+60 3-7890 1234')).toBe('+60378901234');
  });
});
