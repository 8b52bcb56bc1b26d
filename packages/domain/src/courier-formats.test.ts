import { describe, expect, it } from 'vitest';
import { guessCourier, trackingLink } from './couriers';

/* One row per waybill shape printed on Malaysian labels, and the near misses of each. */
describe('the courier a tracking number belongs to', () => {
  it.each([
    ['ER123456789MY', 'Pos Laju'],
    ['EP 123 456 789 MY', 'Pos Laju'],
    ['630012345678', 'J&T Express'],
    ['JT6300123456', 'J&T Express'],
    ['JTE123456789012', 'J&T Express'],
    ['JNT0012345678', 'J&T Express'],
    ['jnt-001-234-5678', 'J&T Express'],
    ['JNTMY1234567890', 'J&T Express'],
    ['NVMYABC123456789', 'Ninja Van'],
    ['NVMYSHOPE0001234567', 'Ninja Van'],
    ['MYCGU0012345678', 'DHL eCommerce'],
    ['GM6041234567890123', 'DHL eCommerce'],
    ['SPXMY012345678901', 'Shopee Express'],
    ['spxmy 0123 4567 8901', 'Shopee Express'],
    ['MY231234567890A', 'Shopee Express'],
    ['0601234567890', 'City-Link'],
  ])('%s is %s', (number, courier) => {
    expect(guessCourier(number)).toBe(courier);
  });

  it.each([
    ['ER12345678MY'],
    ['JNT12345'],
    ['SPXMY'],
    ['530012345678'],
    ['06012345678901'],
    ['GM123'],
  ])('%s fits no courier', (number) => {
    expect(guessCourier(number)).toBeUndefined();
  });

  it('links a Shopee Express number to its tracking page', () => {
    expect(trackingLink('Shopee Express', 'spxmy012345678901')).toBe(
      'https://spx.com.my/track?SPXMY012345678901',
    );
  });
});
