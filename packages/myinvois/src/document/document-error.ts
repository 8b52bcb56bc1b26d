/** The validators MyInvois runs on a document, by the names its validation results carry. */
export type ValidatorName =
  | 'Structure Validator'
  | 'Core Fields Validator'
  | 'Signature Validator'
  | 'Referenced Documents Validator'
  | 'Code Validator'
  | 'Duplicate Document Validator'
  | 'Currency Validator';

export interface DocumentError {
  validator: ValidatorName;
  /** Where in the document, e.g. `Invoice.AccountingCustomerParty.Party.TIN`. */
  propertyPath: string;
  errorCode: string;
  error: string;
}
