import { describe, expect, it } from 'vitest';
import { guessCourier, parseTrackingLines, trackingLink } from './couriers';

describe('guessCourier', () => {
  it.each([
    ['EP123456789MY', 'Pos Laju'],
    ['er 123 456 789 my', 'Pos Laju'],
    ['NVMYABC123456789', 'Ninja Van'],
    ['MYCGU0012345678', 'DHL eCommerce'],
    ['630012345678', 'J&T Express'],
    ['JTE123456789012', 'J&T Express'],
    ['0601234567890', 'City-Link'],
  ])('%s is %s', (number, courier) => {
    expect(guessCourier(number)).toBe(courier);
  });

  it('makes no guess for a number no courier prints', () => {
    expect(guessCourier('12345')).toBeUndefined();
    expect(guessCourier('ABC-DEF')).toBeUndefined();
  });
});

describe('trackingLink', () => {
  it("points at the courier's tracking page with the cleaned number", () => {
    expect(trackingLink('Pos Laju', 'ep 123456789 my')).toBe(
      'https://tracking.pos.com.my/tracking/EP123456789MY',
    );
    expect(trackingLink('J&T Express', '630012345678')).toContain('630012345678');
  });
});

describe('parseTrackingLines', () => {
  it('reads comma, tab and space separated lines and reports the bad ones', () => {
    const pasted =
      'NY2611230001AAAA, EP123456789MY\nny2611230002bbbb\t630012345678\n\nNY26112300\nA, B, C';
    expect(parseTrackingLines(pasted)).toEqual({
      lines: [
        { refNo: 'NY2611230001AAAA', trackingNumber: 'EP123456789MY' },
        { refNo: 'NY2611230002BBBB', trackingNumber: '630012345678' },
      ],
      errors: [4, 5],
    });
  });
});
