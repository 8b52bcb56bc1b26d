import { describe, expect, it } from 'vitest';
import { toEasyParcelPhone } from './client/to-wire';
import { gramsToKg, ringgitToSen, senToRinggit, senToRinggitText } from './money';
import { refusalReasonOf, stageOf } from './stages';
import { subdivisionCodeOf } from './subdivisions';

describe('the edge between sen and EasyParcel ringgit', () => {
  it('reads prices and balances without losing a sen', () => {
    expect(ringgitToSen('10.84')).toBe(1084);
    expect(ringgitToSen('0.59')).toBe(59);
    expect(ringgitToSen('9.8')).toBe(980);
    expect(ringgitToSen('MYR10.00')).toBe(1000);
    expect(ringgitToSen(9999999123.88)).toBe(999999912388);
    expect(ringgitToSen(0.1 + 0.2)).toBe(30);
    expect(ringgitToSen('-1.05')).toBe(-105);
    expect(ringgitToSen('1.005')).toBeNull();
    expect(ringgitToSen('ten')).toBeNull();
  });

  it('writes sen as EasyParcel writes ringgit, and grams as its kilograms, rounded up', () => {
    expect(senToRinggitText(1084)).toBe('10.84');
    expect(senToRinggitText(5)).toBe('0.05');
    expect(senToRinggit(3990)).toBe(39.9);
    expect(gramsToKg(1500)).toBe(1.5);
    expect(gramsToKg(1501)).toBe(1.51);
    expect(gramsToKg(0)).toBe(0);
  });

  it('sends phone numbers as the digits after the country code', () => {
    expect(toEasyParcelPhone('+60 12-345 6789')).toBe('123456789');
    expect(toEasyParcelPhone('012-345 6789')).toBe('123456789');
    expect(toEasyParcelPhone('03-5523 1234')).toBe('355231234');
  });

  it('names the ISO subdivision of a state, aliases included', () => {
    expect(subdivisionCodeOf('Selangor')).toBe('MY-10');
    expect(subdivisionCodeOf('penang')).toBe('MY-07');
    expect(subdivisionCodeOf('W.P. Kuala Lumpur')).toBe('MY-14');
    expect(subdivisionCodeOf('Atlantis')).toBeNull();
  });

  it('reads stages and refusals from EasyParcel codes and words', () => {
    expect(stageOf(4, 'Out for delivery')).toBe('out-for-delivery');
    expect(stageOf(4, 'Delivery In Transit')).toBe('in-transit');
    expect(stageOf(8, 'Delivery attempt failed: recipient not available')).toBe('failed-delivery');
    expect(stageOf(8, 'On Hold')).toBe('on-hold');
    expect(stageOf(11, 'Drop Off')).toBe('dropped-off');
    expect(refusalReasonOf(['The receiver postcode is invalid'])).toBe('address');
    expect(refusalReasonOf(['The service id field is required'])).toBe('invalid');
  });
});
