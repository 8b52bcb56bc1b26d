import { describe, expect, it } from 'vitest';
import { checkBuyer } from './check-buyer';
import { MEMBER } from './document/fixtures/parties';

describe('checkBuyer', () => {
  it('passes a member with an individual TIN and MyKad number', () => {
    expect(checkBuyer(MEMBER)).toEqual({});
  });

  it('passes a company with its TIN, BRN and SST number', () => {
    expect(
      checkBuyer({
        ...MEMBER,
        name: 'Kedai Sihat Sdn. Bhd.',
        tin: 'C2584563200',
        idType: 'BRN',
        idNumber: '202001234567',
        sstNumber: 'W10-1808-32000123',
      }),
    ).toEqual({});
  });

  it('names each field MyInvois would refuse', () => {
    expect(
      checkBuyer({
        name: ' ',
        tin: 'C2584563200',
        idType: 'NRIC',
        idNumber: '900101-14-5678',
        sstNumber: 'SST123',
        email: 'aina@',
        phone: '012-3456789',
        address: { lines: [''], city: '', postcode: '460', stateCode: '17' },
      }),
    ).toEqual({
      name: 'Enter the name.',
      idNumber: 'Enter the 12 digits of the MyKad number, e.g. 900101145678.',
      idType: 'A company TIN goes with its business registration number (BRN).',
      sstNumber:
        'Enter the SST registration number like W10-1808-32000123, or NA if not registered.',
      email: 'Enter an e-mail address like name@example.com.',
      phone: 'Enter the phone number in digits, e.g. +60123456789, without spaces or dashes.',
      'address.lines.0': 'Enter the address line.',
      'address.city': 'Enter the town or city.',
      'address.postcode': 'Enter the 5-digit postcode.',
      'address.stateCode': 'Choose the state.',
    });
  });

  it('keeps the general TINs for the seller', () => {
    expect(checkBuyer({ ...MEMBER, tin: 'EI00000000010' }).tin).toBe(
      'Enter your own TIN; the general TINs are for the seller to use.',
    );
  });
});
