import { isStateCode } from './codes';
import type { Buyer } from './document/document-input';
import {
  checkEmail,
  checkIdNumber,
  checkPhone,
  checkPostcode,
  checkSstNumber,
  checkText,
  checkTin,
  tinKind,
} from './identifiers';

/** Field messages by the path of the field in `Buyer`, e.g. `address.postcode`. */
export type BuyerFieldErrors = Partial<Record<string, string>>;

/**
 * The details a buyer gives for an e-invoice of their own, checked as MyInvois checks them, so
 * the request form answers 422 with a message beside each field LHDN would refuse.
 */
export const checkBuyer = (buyer: Buyer): BuyerFieldErrors => {
  const errors: BuyerFieldErrors = {};
  const put = (field: string, message: string | null) => {
    if (message) errors[field] = message;
  };
  put('name', checkText(buyer.name, 300, 'name'));
  put('tin', checkTin(buyer.tin));
  if (tinKind(buyer.tin) === 'general') {
    put('tin', 'Enter your own TIN; the general TINs are for the seller to use.');
  }
  put('idNumber', checkIdNumber(buyer.idType, buyer.idNumber));
  if (!errors.tin && tinKind(buyer.tin) === 'non-individual' && buyer.idType !== 'BRN') {
    put('idType', 'A company TIN goes with its business registration number (BRN).');
  }
  if (buyer.sstNumber !== undefined && buyer.sstNumber !== '') {
    put('sstNumber', checkSstNumber(buyer.sstNumber));
  }
  if (buyer.email) put('email', checkEmail(buyer.email));
  put('phone', checkPhone(buyer.phone));
  const { address } = buyer;
  const country = address.countryCode ?? 'MYS';
  if (address.lines.length === 0 || address.lines.length > 3) {
    put('address.lines', 'Enter the address in one to three lines.');
  }
  address.lines.forEach((line, index) =>
    put(
      `address.lines.${index}`,
      index === 0 || line !== '' ? checkText(line, 150, 'address line') : null,
    ),
  );
  put('address.city', checkText(address.city, 50, 'town or city'));
  put('address.postcode', checkPostcode(address.postcode, country));
  if (country === 'MYS' && (!isStateCode(address.stateCode) || address.stateCode === '17')) {
    put('address.stateCode', 'Choose the state.');
  }
  return errors;
};
