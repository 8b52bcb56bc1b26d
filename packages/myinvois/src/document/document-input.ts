import type { DocumentType, PaymentMode, StateCode, TaxType } from '../codes';
import type { IdType } from '../identifiers';

export interface Address {
  /** One to three lines of at most 150 characters. */
  lines: readonly string[];
  city: string;
  postcode: string;
  stateCode: StateCode;
  /** ISO 3166-1 alpha-3; defaults to MYS. */
  countryCode?: string;
}

export interface Supplier {
  tin: string;
  idType: IdType;
  idNumber: string;
  /** "NA" when not registered for SST. */
  sstNumber: string;
  /** "NA" when not registered for tourism tax (the default). */
  tourismTaxNumber?: string;
  msicCode: string;
  businessActivity: string;
  name: string;
  address: Address;
  phone: string;
  email?: string;
}

export interface Buyer {
  tin: string;
  idType: IdType;
  idNumber: string;
  sstNumber?: string;
  name: string;
  address: Address;
  phone: string;
  email?: string;
}

export interface LineTax {
  type: TaxType;
  /** Percentage, 0 for "06" and "E". */
  ratePercent: number;
  /** Required with type "E". */
  exemptionReason?: string;
}

export interface DocumentLine {
  description: string;
  /** LHDN classification code, e.g. "022" others, "004" consolidated (the default for the general public). */
  classification?: string;
  quantity: number;
  /** UN/ECE rec. 20 unit; defaults to C62 (one). */
  unitCode?: string;
  unitPriceSen: number;
  discountSen?: number;
  discountReason?: string;
  tax: LineTax;
}

export interface OriginalDocument {
  codeNumber: string;
  uuid: string;
}

export interface DocumentInput {
  type: DocumentType;
  /** The seller's own number for the document (codeNumber in the submission), at most 50 characters. */
  codeNumber: string;
  /** Must be the time of submission: MyInvois refuses documents issued more than 72 hours earlier. */
  issuedAt: Date;
  supplier: Supplier;
  /** `general-public` makes the consolidated buyer of LHDN's Appendix 2. */
  buyer: Buyer | 'general-public';
  lines: readonly DocumentLine[];
  /** For a consolidated invoice: the month it covers (YYYY-MM-DD dates). */
  billingPeriod?: { start: string; end: string; frequency?: string };
  /** Credit and refund notes: the invoices they adjust. */
  originals?: readonly OriginalDocument[];
  paymentMode?: PaymentMode;
}
