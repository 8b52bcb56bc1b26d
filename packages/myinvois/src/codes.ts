/** LHDN's code tables, as far as this shop uses them (sdk.myinvois.hasil.gov.my/codes). */

export const DOCUMENT_TYPE_CODES = {
  invoice: '01',
  'credit-note': '02',
  'debit-note': '03',
  'refund-note': '04',
} as const;
export type DocumentType = 'invoice' | 'credit-note' | 'refund-note';
export type DocumentTypeCode = (typeof DOCUMENT_TYPE_CODES)[keyof typeof DOCUMENT_TYPE_CODES];

/** Self-billed types (11-14) are valid codes but never issued by a seller to the public. */
export const KNOWN_TYPE_CODES = ['01', '02', '03', '04', '11', '12', '13', '14'] as const;

/** The version without a digital signature (see decision 0030). */
export const DOCUMENT_VERSION = '1.0';

export const TAX_TYPES = {
  '01': 'Sales Tax',
  '02': 'Service Tax',
  '03': 'Tourism Tax',
  '04': 'High-Value Goods Tax',
  '05': 'Sales Tax on Low Value Goods',
  '06': 'Not Applicable',
  E: 'Tax exemption (where applicable)',
} as const;
export type TaxType = keyof typeof TAX_TYPES;
export const isTaxType = (code: string): code is TaxType => Object.hasOwn(TAX_TYPES, code);

export const STATE_CODES = {
  '01': 'Johor',
  '02': 'Kedah',
  '03': 'Kelantan',
  '04': 'Melaka',
  '05': 'Negeri Sembilan',
  '06': 'Pahang',
  '07': 'Pulau Pinang',
  '08': 'Perak',
  '09': 'Perlis',
  '10': 'Selangor',
  '11': 'Terengganu',
  '12': 'Sabah',
  '13': 'Sarawak',
  '14': 'Wilayah Persekutuan Kuala Lumpur',
  '15': 'Wilayah Persekutuan Labuan',
  '16': 'Wilayah Persekutuan Putrajaya',
  '17': 'Not Applicable',
} as const;
export type StateCode = keyof typeof STATE_CODES;
export const isStateCode = (code: string): code is StateCode => Object.hasOwn(STATE_CODES, code);

/** Classification codes run from 001 to 045; these are the ones a shop uses. */
export const CLASSIFICATION = {
  consolidated: '004',
  eCommerce: '008',
  others: '022',
} as const;
export const isClassificationCode = (code: string): boolean =>
  /^0(0[1-9]|[1-3]\d|4[0-5])$/.test(code);

export const PAYMENT_MODES = {
  cash: '01',
  cheque: '02',
  bankTransfer: '03',
  creditCard: '04',
  debitCard: '05',
  eWallet: '06',
  digitalBank: '07',
  others: '08',
} as const;
export type PaymentMode = keyof typeof PAYMENT_MODES;

/** General TINs LHDN assigns to buyers or suppliers without one of their own. */
export const GENERAL_TINS = {
  generalPublic: 'EI00000000010',
  foreignBuyer: 'EI00000000020',
  foreignSupplier: 'EI00000000030',
  government: 'EI00000000040',
} as const;

/** "Unit" in UN/ECE recommendation 20, the unit code of the samples. */
export const UNIT_CODE_PIECE = 'C62';

/** MSIC code for "not applicable", used by sellers without one. */
export const MSIC_NOT_APPLICABLE = '00000';

/**
 * From 1 January 2026 a single transaction above RM10,000 may not go into a consolidated
 * e-invoice (Specific Guideline 4.8, paragraph 3.7.2, Table 3.6 item 7).
 */
export const CONSOLIDATION_LIMIT_SEN = 1_000_000;
/** When that limit took effect: 1 January 2026, 00:00 in Malaysia. */
export const CONSOLIDATION_LIMIT_FROM = new Date('2026-01-01T00:00:00+08:00');
