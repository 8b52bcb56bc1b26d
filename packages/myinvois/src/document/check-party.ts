import { GENERAL_TINS, isStateCode } from '../codes';
import {
  checkEmail,
  checkIdNumber,
  checkMsicCode,
  checkPhone,
  checkPostcode,
  checkSstNumber,
  checkText,
  checkTin,
  isIdType,
  tinKind,
} from '../identifiers';
import type { DocumentError } from './document-error';
import type { UblDocument } from './ubl-schema';

type Invoice = UblDocument['Invoice'][0];
type SupplierParty = Invoice['AccountingSupplierParty'][0]['Party'][0];
type BuyerParty = Invoice['AccountingCustomerParty'][0]['Party'][0];

const core = (propertyPath: string, errorCode: string, error: string): DocumentError => ({
  validator: 'Core Fields Validator',
  propertyPath,
  errorCode,
  error,
});

const identifiers = (party: SupplierParty | BuyerParty) =>
  new Map(party.PartyIdentification.map((entry) => [entry.ID[0].schemeID, entry.ID[0]._]));

const checkAddress = (party: SupplierParty | BuyerParty, at: string): DocumentError[] => {
  const errors: DocumentError[] = [];
  const address = party.PostalAddress[0];
  const country = address.Country[0].IdentificationCode[0]._;
  const push = (field: string, message: string | null) => {
    if (message) errors.push(core(`${at}.PostalAddress.${field}`, 'InvalidAddress', message));
  };
  address.AddressLine.forEach((line, index) =>
    push(
      `AddressLine[${index}]`,
      index === 0
        ? checkText(line.Line[0]._, 150, 'address')
        : line.Line[0]._.length > 150
          ? 'An address line may have at most 150 characters.'
          : null,
    ),
  );
  push('CityName', checkText(address.CityName[0]._, 50, 'city'));
  push('Country', /^[A-Z]{3}$/.test(country) ? null : 'Enter the 3-letter country code, e.g. MYS.');
  push('PostalZone', checkPostcode(address.PostalZone[0]._, country));
  const state = address.CountrySubentityCode[0]._;
  if (country === 'MYS') {
    // 17 ("Not Applicable") is only for consolidated buyers and places outside Malaysia.
    push('CountrySubentityCode', isStateCode(state) && state !== '17' ? null : 'Choose the state.');
  } else {
    push('CountrySubentityCode', checkText(state, 50, 'state'));
  }
  return errors;
};

const checkContact = (party: SupplierParty | BuyerParty, at: string): DocumentError[] => {
  const errors: DocumentError[] = [];
  const contact = party.Contact[0];
  const phone = checkPhone(contact.Telephone[0]._);
  if (phone) errors.push(core(`${at}.Contact.Telephone`, 'InvalidPhone', phone));
  const email = contact.ElectronicMail?.[0]._ ?? '';
  const emailError = email === '' ? null : checkEmail(email);
  if (emailError) errors.push(core(`${at}.Contact.ElectronicMail`, 'InvalidEmail', emailError));
  return errors;
};

/** TIN, one registration or identity number, SST, name: the rules both parties share. */
const checkIdentity = (
  party: SupplierParty | BuyerParty,
  at: string,
  sstRequired: boolean,
): DocumentError[] => {
  const errors: DocumentError[] = [];
  const ids = identifiers(party);
  const tin = ids.get('TIN') ?? '';
  const tinError = checkTin(tin);
  if (tinError) errors.push(core(`${at}.TIN`, 'InvalidTin', tinError));
  const general = tinKind(tin) === 'general';
  const idTypes = [...ids.keys()].filter(isIdType);
  if (idTypes.length !== 1) {
    errors.push(
      core(
        `${at}.PartyIdentification`,
        'MissingField',
        'Give exactly one of NRIC, PASSPORT, BRN or ARMY.',
      ),
    );
  } else {
    const idType = idTypes[0]!;
    const idNumber = ids.get(idType) ?? '';
    // General TINs come with "NA" for the number (Specific Guideline, Appendix 2 and 10.5).
    const idError = general && idNumber === 'NA' ? null : checkIdNumber(idType, idNumber);
    if (idError) errors.push(core(`${at}.${idType}`, 'InvalidIdNumber', idError));
  }
  const sst = ids.get('SST');
  if (sst === undefined && sstRequired) {
    errors.push(core(`${at}.SST`, 'MissingField', 'Give the SST registration number, or NA.'));
  } else if (sst !== undefined) {
    const sstError = checkSstNumber(sst);
    if (sstError) errors.push(core(`${at}.SST`, 'InvalidSstNumber', sstError));
  }
  const name = checkText(party.PartyLegalEntity[0].RegistrationName[0]._, 300, 'name');
  if (name) errors.push(core(`${at}.PartyLegalEntity.RegistrationName`, 'MissingField', name));
  return errors;
};

export const checkSupplier = (party: SupplierParty): DocumentError[] => {
  const at = 'Invoice.AccountingSupplierParty.Party';
  const errors = checkIdentity(party, at, true);
  const tin = identifiers(party).get('TIN') ?? '';
  if (tinKind(tin) === 'general') {
    errors.push(core(`${at}.TIN`, 'InvalidTin', 'A seller issues e-invoices under its own TIN.'));
  }
  const ttx = identifiers(party).get('TTX');
  if (ttx !== undefined && ttx !== 'NA' && !/^[A-Z0-9-]{1,17}$/.test(ttx)) {
    errors.push(core(`${at}.TTX`, 'InvalidTtxNumber', 'Give the tourism tax number, or NA.'));
  }
  const msic = party.IndustryClassificationCode[0];
  const msicError = checkMsicCode(msic._);
  if (msicError)
    errors.push(core(`${at}.IndustryClassificationCode`, 'InvalidMsicCode', msicError));
  const activity = checkText(msic.name, 300, 'business activity description');
  if (activity)
    errors.push(core(`${at}.IndustryClassificationCode.name`, 'MissingField', activity));
  return [...errors, ...checkAddress(party, at), ...checkContact(party, at)];
};

export const isGeneralPublic = (party: BuyerParty): boolean =>
  identifiers(party).get('TIN') === GENERAL_TINS.generalPublic;

export const checkBuyerParty = (party: BuyerParty): DocumentError[] => {
  const at = 'Invoice.AccountingCustomerParty.Party';
  if (isGeneralPublic(party)) {
    // The consolidated buyer carries "NA" (or nothing) everywhere but its TIN and name.
    const name = checkText(party.PartyLegalEntity[0].RegistrationName[0]._, 300, 'name');
    return name ? [core(`${at}.PartyLegalEntity.RegistrationName`, 'MissingField', name)] : [];
  }
  return [
    ...checkIdentity(party, at, false),
    ...checkAddress(party, at),
    ...checkContact(party, at),
  ];
};
