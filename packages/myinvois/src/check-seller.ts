import { isStateCode } from './codes';
import * as rules from './identifiers';

/** The shop's own details as the seller of its e-invoices. */
export interface SellerDetails {
  name: string;
  tin: string;
  brn: string;
  /** Empty when the shop is not registered for SST. */
  sstNumber: string;
  msicCode: string;
  businessActivity: string;
  addressLine1: string;
  city: string;
  postcode: string;
  stateCode: string;
  phone: string;
  /** Optional: empty leaves it out. */
  email: string;
}

export type SellerFieldErrors = Partial<Record<keyof SellerDetails, string>>;

/**
 * The seller checked as MyInvois checks a supplier, so the settings form answers with a message
 * beside each field LHDN would refuse, before any document is sent.
 */
export const checkSeller = (seller: SellerDetails): SellerFieldErrors => {
  const errors: SellerFieldErrors = {};
  const put = (field: keyof SellerDetails, message: string | null) => {
    if (message && !errors[field]) errors[field] = message;
  };
  put('name', rules.checkText(seller.name, 300, 'registered name'));
  put('tin', rules.checkTin(seller.tin));
  if (!errors.tin && rules.tinKind(seller.tin) === 'general')
    put('tin', "Enter the shop's own TIN.");
  put('brn', rules.checkIdNumber('BRN', seller.brn));
  put('sstNumber', rules.checkSstNumber(seller.sstNumber || 'NA'));
  put('msicCode', rules.checkMsicCode(seller.msicCode));
  put('businessActivity', rules.checkText(seller.businessActivity, 300, 'business activity'));
  put('addressLine1', rules.checkText(seller.addressLine1, 150, 'address line'));
  put('city', rules.checkText(seller.city, 50, 'town or city'));
  put('postcode', rules.checkPostcode(seller.postcode, 'MYS'));
  if (!isStateCode(seller.stateCode) || seller.stateCode === '17') {
    put('stateCode', 'Choose the state.');
  }
  put('phone', rules.checkPhone(rules.normalisePhone(seller.phone)));
  if (seller.email) put('email', rules.checkEmail(seller.email));
  return errors;
};
