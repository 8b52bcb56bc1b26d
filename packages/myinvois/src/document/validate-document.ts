import { DOCUMENT_TYPE_CODES, KNOWN_TYPE_CODES, isClassificationCode, isTaxType } from '../codes';
import { checkBuyerParty, checkSupplier, isGeneralPublic } from './check-party';
import { checkTotals } from './check-totals';
import type { DocumentError, ValidatorName } from './document-error';
import { checkDocumentSignature } from './sign-document';
import type { RawDocument } from './sign-document';
import { ublDocumentSchema } from './ubl-schema';
import type { UblDocument } from './ubl-schema';

const ISSUE_WINDOW_MS = 72 * 60 * 60 * 1000;
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export type ValidateResult =
  | { ok: true; document: UblDocument; errors: [] }
  | { ok: false; document: UblDocument | null; errors: DocumentError[] };

const error = (
  validator: ValidatorName,
  propertyPath: string,
  errorCode: string,
  message: string,
): DocumentError => ({ validator, propertyPath, errorCode, error: message });

/** Every `currencyID` attribute in the document, for the currency check. */
const currencyIds = (node: unknown, found: string[] = []): string[] => {
  if (Array.isArray(node)) node.forEach((entry) => currencyIds(entry, found));
  else if (node && typeof node === 'object') {
    for (const [key, entry] of Object.entries(node)) {
      if (key === 'currencyID' && typeof entry === 'string') found.push(entry);
      else currencyIds(entry, found);
    }
  }
  return found;
};

const checkHeader = (document: UblDocument, raw: RawDocument, now: Date): DocumentError[] => {
  const invoice = document.Invoice[0];
  const errors: DocumentError[] = [];
  const id = invoice.ID[0]._;
  if (id.trim() === '' || id.length > 50) {
    errors.push(
      error(
        'Core Fields Validator',
        'Invoice.ID',
        'InvalidCodeNumber',
        'The e-invoice number has 1 to 50 characters.',
      ),
    );
  }
  const type = invoice.InvoiceTypeCode[0];
  if (!(KNOWN_TYPE_CODES as readonly string[]).includes(type._)) {
    errors.push(
      error(
        'Code Validator',
        'Invoice.InvoiceTypeCode',
        'InvalidCode',
        `Unknown e-invoice type ${type._}.`,
      ),
    );
  }
  if (type.listVersionID === '1.1') {
    const problem =
      invoice.UBLExtensions && invoice.Signature
        ? checkDocumentSignature(raw)
        : 'Version 1.1 needs the digital signature.';
    if (problem)
      errors.push(
        error('Signature Validator', 'Invoice.UBLExtensions', 'InvalidSignature', problem),
      );
  } else if (type.listVersionID !== '1.0') {
    errors.push(
      error(
        'Structure Validator',
        'Invoice.InvoiceTypeCode.listVersionID',
        'UnknownVersion',
        `Unknown document version ${type.listVersionID}.`,
      ),
    );
  }
  const issued = Date.parse(`${invoice.IssueDate[0]._}T${invoice.IssueTime[0]._}`);
  if (Number.isNaN(issued) || issued > now.getTime() + CLOCK_SKEW_MS) {
    errors.push(
      error(
        'Core Fields Validator',
        'Invoice.IssueDate',
        'InvalidIssueDate',
        'The issue date and time must be the current UTC time.',
      ),
    );
  } else if (issued < now.getTime() - ISSUE_WINDOW_MS) {
    errors.push(
      error(
        'Core Fields Validator',
        'Invoice.IssueDate',
        'IssueDateTooOld',
        'The document was issued more than 72 hours ago.',
      ),
    );
  }
  const currency = invoice.DocumentCurrencyCode[0]._;
  if (currency !== 'MYR') {
    errors.push(
      error(
        'Currency Validator',
        'Invoice.DocumentCurrencyCode',
        'CurrencyNotSupported',
        'The sandbox takes documents in MYR only.',
      ),
    );
  } else if (currencyIds(invoice).some((code) => code !== currency)) {
    errors.push(
      error(
        'Currency Validator',
        'Invoice',
        'CurrencyMismatch',
        'Every amount must be in the document currency.',
      ),
    );
  }
  const isNote = type._ !== DOCUMENT_TYPE_CODES.invoice && type._ !== '11';
  const referenced = invoice.BillingReference?.some((entry) => entry.InvoiceDocumentReference);
  if (isNote && !referenced) {
    errors.push(
      error(
        'Core Fields Validator',
        'Invoice.BillingReference',
        'MissingField',
        'A credit, debit or refund note names the e-invoice it adjusts.',
      ),
    );
  }
  return errors;
};

const checkLines = (document: UblDocument): DocumentError[] => {
  const invoice = document.Invoice[0];
  const errors: DocumentError[] = [];
  const consolidated =
    isGeneralPublic(invoice.AccountingCustomerParty[0].Party[0]) &&
    invoice.InvoiceTypeCode[0]._ === DOCUMENT_TYPE_CODES.invoice;
  invoice.InvoiceLine.forEach((line, index) => {
    const at = `Invoice.InvoiceLine[${index}]`;
    const classes = line.Item[0].CommodityClassification.map(
      (entry) => entry.ItemClassificationCode[0],
    )
      .filter((code) => code.listID === 'CLASS')
      .map((code) => code._);
    if (classes.length === 0 || !classes.every(isClassificationCode)) {
      errors.push(
        error(
          'Code Validator',
          `${at}.Item.CommodityClassification`,
          'InvalidCode',
          'Give an LHDN classification code (001-045).',
        ),
      );
    } else if (consolidated && !classes.includes('004')) {
      errors.push(
        error(
          'Core Fields Validator',
          `${at}.Item.CommodityClassification`,
          'InvalidCode',
          'A consolidated e-invoice uses classification 004.',
        ),
      );
    }
    if (line.Item[0].Description[0]._.trim() === '') {
      errors.push(
        error(
          'Core Fields Validator',
          `${at}.Item.Description`,
          'MissingField',
          'Describe the product or service.',
        ),
      );
    }
    const quantity = line.InvoicedQuantity[0];
    if (!(quantity._ > 0) || !/^[A-Z0-9]{2,3}$/.test(quantity.unitCode)) {
      errors.push(
        error(
          'Code Validator',
          `${at}.InvoicedQuantity`,
          'InvalidQuantity',
          'Give a positive quantity and a UN/ECE unit code.',
        ),
      );
    }
    errors.push(...checkTaxSubtotals(line.TaxTotal[0].TaxSubtotal, `${at}.TaxTotal`));
  });
  return [...errors, ...checkTaxSubtotals(invoice.TaxTotal[0].TaxSubtotal, 'Invoice.TaxTotal')];
};

type TaxSubtotal = UblDocument['Invoice'][0]['TaxTotal'][0]['TaxSubtotal'][0];

const checkTaxSubtotals = (subtotals: TaxSubtotal[], at: string): DocumentError[] => {
  const errors: DocumentError[] = [];
  for (const subtotal of subtotals) {
    const category = subtotal.TaxCategory[0];
    if (!isTaxType(category.ID[0]._)) {
      errors.push(
        error(
          'Code Validator',
          `${at}.TaxSubtotal.TaxCategory`,
          'InvalidCode',
          `Unknown tax type ${category.ID[0]._}.`,
        ),
      );
    } else if (category.ID[0]._ === 'E' && !category.TaxExemptionReason?.[0]._.trim()) {
      errors.push(
        error(
          'Core Fields Validator',
          `${at}.TaxSubtotal.TaxCategory`,
          'MissingField',
          'A tax exemption needs its reason.',
        ),
      );
    }
    if ((subtotal.Percent?.[0]._ ?? 0) < 0) {
      errors.push(
        error(
          'Core Fields Validator',
          `${at}.TaxSubtotal.Percent`,
          'InvalidTaxRate',
          'A tax rate cannot be negative.',
        ),
      );
    }
  }
  return errors;
};

/**
 * The checks MyInvois makes of one document that need nothing but the document: structure,
 * core fields, codes, currency, totals. Referenced documents and duplicates need the register
 * and are the sandbox's (see sandbox/validate-submitted.ts).
 */
export const validateDocument = (json: unknown, options: { now: Date }): ValidateResult => {
  const parsed = ublDocumentSchema.safeParse(json);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) =>
      error(
        'Structure Validator',
        ['$', ...issue.path.map(String)].join('.'),
        'BadStructure',
        issue.message,
      ),
    );
    return { ok: false, document: null, errors };
  }
  const document = parsed.data;
  const invoice = document.Invoice[0];
  const errors = [
    ...checkHeader(document, json as RawDocument, options.now),
    ...checkSupplier(invoice.AccountingSupplierParty[0].Party[0]),
    ...checkBuyerParty(invoice.AccountingCustomerParty[0].Party[0]),
    ...checkLines(document),
    ...checkTotals(invoice),
  ];
  return errors.length === 0 ? { ok: true, document, errors: [] } : { ok: false, document, errors };
};
