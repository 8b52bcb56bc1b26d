import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkIdNumber,
  checkPhone,
  checkPostcode,
  checkSstNumber,
  checkTin,
  normaliseIdNumber,
  tinKind,
} from './identifiers';

describe('TIN', () => {
  it.each([
    ['IG12345678901', 'individual'],
    ['IG123456789', 'individual'],
    ['C2584563200', 'non-individual'],
    ['C1234567890', 'non-individual'],
    ['D4800012340', 'non-individual'],
    ['E9100234560', 'non-individual'],
    ['F1000345670', 'non-individual'],
    ['CS1234567890', 'non-individual'],
    ['LE123450', 'non-individual'],
    ['EI00000000010', 'general'],
    ['EI00000000020', 'general'],
    ['EI00000000030', 'general'],
    ['EI00000000040', 'general'],
  ])('%s is a valid %s TIN', (tin, kind) => {
    expect(tinKind(tin)).toBe(kind);
    expect(checkTin(tin)).toBeNull();
  });

  it.each([
    ['', 'Enter the tax identification number (TIN).'],
    ['SG12345678901', 'Individual TINs now start with IG: replace OG or SG with IG.'],
    ['OG12345678901', 'Individual TINs now start with IG: replace OG or SG with IG.'],
    ['C01234567890', 'Leave out the zeros after the prefix: C1234567890.'],
    [
      'C123456789',
      'Enter a TIN like IG12345678901 (individual) or C1234567890 (company, ending in 0).',
    ],
    [
      'IG1234',
      'Enter a TIN like IG12345678901 (individual) or C1234567890 (company, ending in 0).',
    ],
    [
      'X1234567890',
      'Enter a TIN like IG12345678901 (individual) or C1234567890 (company, ending in 0).',
    ],
    [
      'EI00000000050',
      'Enter a TIN like IG12345678901 (individual) or C1234567890 (company, ending in 0).',
    ],
    [
      'c1234567890',
      'Enter a TIN like IG12345678901 (individual) or C1234567890 (company, ending in 0).',
    ],
    [
      'C123456789012340',
      'Enter a TIN like IG12345678901 (individual) or C1234567890 (company, ending in 0).',
    ],
  ])('%s is refused', (tin, message) => {
    expect(checkTin(tin)).toBe(message);
  });
});

describe('identification numbers', () => {
  it.each([
    ['NRIC', '900101145678', null],
    ['NRIC', '901301145678', 'Enter the 12 digits of the MyKad number, e.g. 900101145678.'],
    ['NRIC', '90010114567', 'Enter the 12 digits of the MyKad number, e.g. 900101145678.'],
    ['BRN', '202001234567', null],
    ['BRN', '199701012345', null],
    ['BRN', '1234567-A', 'Enter the new 12-digit SSM registration number, e.g. 202001234567.'],
    ['BRN', '302001234567', 'Enter the new 12-digit SSM registration number, e.g. 202001234567.'],
    ['PASSPORT', 'A12345678', null],
    ['PASSPORT', 'A1', 'Enter the passport number: 6 to 12 letters and digits.'],
    ['ARMY', 'T1234567', null],
    ['NRIC', '', 'Enter the identification number.'],
  ] as const)('%s %s', (idType, idNumber, message) => {
    expect(checkIdNumber(idType, idNumber)).toBe(message);
  });

  it('reads an IC number typed with dashes', () => {
    expect(normaliseIdNumber('900101-14-5678')).toBe('900101145678');
    expect(normaliseIdNumber('a 1234 5678')).toBe('A12345678');
  });
});

describe('other buyer fields', () => {
  const sst = 'Enter the SST registration number like W10-1808-32000123, or NA if not registered.';
  it.each([
    ['NA', null],
    ['W10-1808-32000123', null],
    ['W10-1808-32000123;B16-1809-32000456', null],
    ['W10-1808-32000123;B16-1809-32000456;B16-1809-32000457', sst],
    ['W10/1808/32000123', sst],
    ['none', sst],
  ])('SST %s', (value, message) => {
    expect(checkSstNumber(value)).toBe(message);
  });

  it('phone numbers are digits with an optional leading +', () => {
    expect(checkPhone('+60123456789')).toBeNull();
    expect(checkPhone('0312345678')).toBeNull();
    expect(checkPhone('+60 12-345 6789')).not.toBeNull();
    expect(checkPhone('1234567')).not.toBeNull();
  });

  it('e-mail and postcode', () => {
    expect(checkEmail('aina@example.com')).toBeNull();
    expect(checkEmail('aina@example')).toBe('Enter an e-mail address like name@example.com.');
    expect(checkPostcode('50480', 'MYS')).toBeNull();
    expect(checkPostcode('5048', 'MYS')).toBe('Enter the 5-digit postcode.');
    expect(checkPostcode('SW1A 1AA', 'GBR')).toBeNull();
  });
});
