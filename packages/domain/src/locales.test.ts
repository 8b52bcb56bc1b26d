import { describe, expect, it } from 'vitest';
import { inLocale, localeOfPath, ownerTextIn, withoutLocale } from './locales';

describe('the language of a path', () => {
  it('is Malay under /ms and English elsewhere', () => {
    expect(localeOfPath('/ms')).toBe('ms');
    expect(localeOfPath('/ms/checkout')).toBe('ms');
    expect(localeOfPath('/ms?x=1')).toBe('ms');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/mct/essentials')).toBe('en');
    expect(localeOfPath('/msg')).toBe('en');
  });

  it('drops and adds the prefix, keeping query and hash', () => {
    expect(withoutLocale('/ms')).toBe('/');
    expect(withoutLocale('/ms/mct/essentials')).toBe('/mct/essentials');
    expect(withoutLocale('/ms?token=a')).toBe('/?token=a');
    expect(withoutLocale('/checkout')).toBe('/checkout');
    expect(inLocale('/', 'ms')).toBe('/ms');
    expect(inLocale('/order/success?token=a', 'ms')).toBe('/ms/order/success?token=a');
    expect(inLocale('/ms/checkout', 'ms')).toBe('/ms/checkout');
    expect(inLocale('/ms/checkout', 'en')).toBe('/checkout');
    expect(inLocale('/ms', 'en')).toBe('/');
    expect(inLocale('https://wa.me/60', 'ms')).toBe('https://wa.me/60');
  });

  it("gives a Malay page the owner's Malay, or the English while the Malay is not written", () => {
    expect(ownerTextIn('ms', 'Free shipping this week', 'Penghantaran percuma minggu ini')).toBe(
      'Penghantaran percuma minggu ini',
    );
    expect(ownerTextIn('ms', 'Free shipping this week', null)).toBe('Free shipping this week');
    expect(ownerTextIn('ms', 'Free shipping this week', '  ')).toBe('Free shipping this week');
    expect(ownerTextIn('en', 'Free shipping this week', 'Penghantaran percuma')).toBe(
      'Free shipping this week',
    );
  });
});
