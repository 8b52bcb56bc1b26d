import { GENERAL_TINS } from './codes';

/**
 * Field rules as MyInvois checks them (SDK FAQ "Supplier/Buyer information field validation",
 * e-Invoice Specific Guideline). Each check answers `null` when the value passes, otherwise the
 * message to show beside the field.
 */
export type FieldCheck = (value: string) => string | null;

export type IdType = 'NRIC' | 'PASSPORT' | 'BRN' | 'ARMY';
export const ID_TYPES: readonly IdType[] = ['NRIC', 'PASSPORT', 'BRN', 'ARMY'];
export const isIdType = (value: string): value is IdType =>
  (ID_TYPES as readonly string[]).includes(value);

export type TinKind = 'individual' | 'non-individual' | 'general';

const GENERAL = new Set<string>(Object.values(GENERAL_TINS));
// IG replaced the old OG and SG prefixes for individuals; at most 14 characters in all.
const INDIVIDUAL_TIN = /^IG\d{9,12}$/;
// Non-individual prefixes; the number has no leading zero and always ends in 0.
const NON_INDIVIDUAL_TIN = /^(C|CS|D|E|F|FA|PT|TA|TC|TN|TR|TP|J|LE)[1-9]\d{0,10}0$/;

/** What kind of TIN this is, or `null` when it cannot be one. */
export const tinKind = (tin: string): TinKind | null => {
  if (GENERAL.has(tin)) return 'general';
  if (INDIVIDUAL_TIN.test(tin)) return 'individual';
  if (tin.length <= 14 && NON_INDIVIDUAL_TIN.test(tin)) return 'non-individual';
  return null;
};

export const checkTin: FieldCheck = (tin) => {
  if (tin === '') return 'Enter the tax identification number (TIN).';
  if (/^(OG|SG)\d+$/.test(tin))
    return 'Individual TINs now start with IG: replace OG or SG with IG.';
  const match = /^(C|CS|D|E|F|FA|PT|TA|TC|TN|TR|TP|J|LE)0+(\d+)$/.exec(tin);
  if (match) {
    return `Leave out the zeros after the prefix: ${match[1]}${match[2]}.`;
  }
  return tinKind(tin) === null
    ? 'Enter a TIN like IG12345678901 (individual) or C1234567890 (company, ending in 0).'
    : null;
};

/** Drops the spaces and dashes people type in IC and registration numbers. */
export const normaliseIdNumber = (value: string): string =>
  value.replace(/[\s-]/g, '').toUpperCase();

const NRIC = /^\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{6}$/;
// SSM's registration number since 2019: year of registration, entity type, six digits.
const BRN = /^(19|20)\d{10}$/;
const PASSPORT = /^[A-Z0-9]{6,12}$/;
const ARMY = /^[A-Z0-9]{5,12}$/;

export const checkIdNumber = (idType: IdType, idNumber: string): string | null => {
  if (idNumber === '') return 'Enter the identification number.';
  switch (idType) {
    case 'NRIC':
      return NRIC.test(idNumber)
        ? null
        : 'Enter the 12 digits of the MyKad number, e.g. 900101145678.';
    case 'BRN':
      return BRN.test(idNumber)
        ? null
        : 'Enter the new 12-digit SSM registration number, e.g. 202001234567.';
    case 'PASSPORT':
      return PASSPORT.test(idNumber)
        ? null
        : 'Enter the passport number: 6 to 12 letters and digits.';
    case 'ARMY':
      return ARMY.test(idNumber) ? null : 'Enter the army number: up to 12 letters and digits.';
  }
};

// Customs' SST registration number, e.g. W10-1808-32000123; up to two, separated by ";".
const SST = /^[A-Z]\d{2}-\d{4}-\d{8}$/;

export const checkSstNumber: FieldCheck = (value) => {
  if (value === 'NA') return null;
  const parts = value.split(';');
  if (value.length > 35 || parts.length > 2 || !parts.every((part) => SST.test(part))) {
    return 'Enter the SST registration number like W10-1808-32000123, or NA if not registered.';
  }
  return null;
};

export const checkPhone: FieldCheck = (value) =>
  /^\+?\d{8,20}$/.test(value) && value.length <= 20
    ? null
    : 'Enter the phone number in digits, e.g. +60123456789, without spaces or dashes.';

export const normalisePhone = (value: string): string => value.replace(/[\s\-()]/g, '');

export const checkEmail: FieldCheck = (value) =>
  value.length <= 320 && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value)
    ? null
    : 'Enter an e-mail address like name@example.com.';

export const checkPostcode = (value: string, countryCode: string): string | null => {
  if (countryCode === 'MYS') return /^\d{5}$/.test(value) ? null : 'Enter the 5-digit postcode.';
  return value.length <= 50 ? null : 'Enter a postcode of at most 50 characters.';
};

export const checkMsicCode: FieldCheck = (value) =>
  /^\d{5}$/.test(value) ? null : 'Enter the 5-digit MSIC code of the business activity.';

/** A text field with LHDN's length limit. */
export const checkText = (value: string, max: number, label: string): string | null => {
  if (value.trim() === '') return `Enter the ${label}.`;
  return value.length > max ? `The ${label} may have at most ${max} characters.` : null;
};
