import { senToRinggit, taxOf } from '../amount';
import {
  CLASSIFICATION,
  DOCUMENT_TYPE_CODES,
  DOCUMENT_VERSION,
  GENERAL_TINS,
  PAYMENT_MODES,
  UNIT_CODE_PIECE,
} from '../codes';
import type { Address, Buyer, DocumentInput, DocumentLine } from './document-input';
import { UBL_NAMESPACES } from './ubl-schema';
import type { UblDocument, UblInvoice, UblLine, UblParty } from './ubl-schema';

const CURRENCY = 'MYR';
const one = <T>(value: T): [T] => [value];
const v = <T>(value: T): [{ _: T }] => [{ _: value }];
const money = (sen: number): [{ _: number; currencyID: string }] => [
  { _: senToRinggit(sen), currencyID: CURRENCY },
];
type TaxSubtotal = UblInvoice['TaxTotal'][0]['TaxSubtotal'][number];
const taxScheme: TaxSubtotal['TaxCategory'][0]['TaxScheme'] = [
  { ID: [{ _: 'OTH', schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }] },
];

const postalAddress = (address: Address): UblParty['PostalAddress'] => [
  {
    CityName: v(address.city),
    PostalZone: v(address.postcode),
    CountrySubentityCode: v<string>(address.stateCode),
    AddressLine: address.lines.map((line) => ({ Line: v(line) })),
    Country: [
      {
        IdentificationCode: [
          { _: address.countryCode ?? 'MYS', listID: 'ISO3166-1', listAgencyID: '6' },
        ],
      },
    ],
  },
];

const contact = (phone: string, email: string | undefined): UblParty['Contact'] => [
  email ? { Telephone: v(phone), ElectronicMail: v(email) } : { Telephone: v(phone) },
];

/** The buyer of a consolidated e-invoice (Specific Guideline, Appendix 2; LHDN's consolidated sample). */
const generalPublicBuyer = (): UblParty => ({
  PartyIdentification: [
    { ID: [{ _: GENERAL_TINS.generalPublic, schemeID: 'TIN' }] },
    { ID: [{ _: 'NA', schemeID: 'BRN' }] },
    { ID: [{ _: 'NA', schemeID: 'SST' }] },
    { ID: [{ _: 'NA', schemeID: 'TTX' }] },
  ],
  PostalAddress: [
    {
      CityName: v(''),
      PostalZone: v(''),
      CountrySubentityCode: v(''),
      AddressLine: [{ Line: v('NA') }, { Line: v('') }, { Line: v('') }],
      Country: [{ IdentificationCode: [{ _: '', listID: 'ISO3166-1', listAgencyID: '6' }] }],
    },
  ],
  PartyLegalEntity: [{ RegistrationName: v('General Public') }],
  Contact: [{ Telephone: v('NA'), ElectronicMail: v('NA') }],
});

const buyerParty = (buyer: Buyer): UblParty => ({
  PartyIdentification: [
    { ID: [{ _: buyer.tin, schemeID: 'TIN' }] },
    { ID: [{ _: buyer.idNumber, schemeID: buyer.idType }] },
    { ID: [{ _: buyer.sstNumber ?? 'NA', schemeID: 'SST' }] },
  ],
  PostalAddress: postalAddress(buyer.address),
  PartyLegalEntity: [{ RegistrationName: v(buyer.name) }],
  Contact: contact(buyer.phone, buyer.email),
});

interface LineFigures {
  subtotalSen: number;
  extensionSen: number;
  taxSen: number;
}

const lineFigures = (line: DocumentLine): LineFigures => {
  if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
    throw new RangeError(`quantity must be a positive whole number: ${line.quantity}`);
  }
  const subtotalSen = line.quantity * line.unitPriceSen;
  const extensionSen = subtotalSen - (line.discountSen ?? 0);
  const exempt = line.tax.type === '06' || line.tax.type === 'E';
  return {
    subtotalSen,
    extensionSen,
    taxSen: exempt ? 0 : taxOf(extensionSen, line.tax.ratePercent),
  };
};

const invoiceLine = (line: DocumentLine, index: number, classification: string): UblLine => {
  const { subtotalSen, extensionSen, taxSen } = lineFigures(line);
  const category = {
    ID: v<string>(line.tax.type),
    ...(line.tax.exemptionReason ? { TaxExemptionReason: v(line.tax.exemptionReason) } : {}),
    TaxScheme: taxScheme,
  };
  return {
    ID: v(String(index + 1)),
    InvoicedQuantity: [{ _: line.quantity, unitCode: line.unitCode ?? UNIT_CODE_PIECE }],
    LineExtensionAmount: money(extensionSen),
    ...(line.discountSen
      ? {
          AllowanceCharge: [
            {
              ChargeIndicator: v(false),
              AllowanceChargeReason: v(line.discountReason ?? 'Discount'),
              Amount: money(line.discountSen),
            },
          ],
        }
      : {}),
    TaxTotal: [
      {
        TaxAmount: money(taxSen),
        TaxSubtotal: [
          {
            TaxableAmount: money(extensionSen),
            TaxAmount: money(taxSen),
            Percent: v(line.tax.ratePercent),
            TaxCategory: [category],
          },
        ],
      },
    ],
    Item: [
      {
        CommodityClassification: [
          {
            ItemClassificationCode: [{ _: line.classification ?? classification, listID: 'CLASS' }],
          },
        ],
        Description: v(line.description),
        OriginCountry: [{ IdentificationCode: v('MYS') }],
      },
    ],
    Price: [{ PriceAmount: money(line.unitPriceSen) }],
    ItemPriceExtension: [{ Amount: money(subtotalSen) }],
  };
};

/** Document-level tax subtotals: one per tax type, summing its lines. */
const taxSubtotals = (lines: readonly DocumentLine[]): TaxSubtotal[] => {
  const byType = new Map<string, { taxable: number; tax: number; reason?: string }>();
  for (const line of lines) {
    const figures = lineFigures(line);
    const entry = byType.get(line.tax.type) ?? { taxable: 0, tax: 0 };
    entry.taxable += figures.extensionSen;
    entry.tax += figures.taxSen;
    entry.reason ??= line.tax.exemptionReason;
    byType.set(line.tax.type, entry);
  }
  return [...byType].map(([type, entry]) => ({
    TaxableAmount: money(entry.taxable),
    TaxAmount: money(entry.tax),
    TaxCategory: one({
      ID: v(type),
      ...(entry.reason ? { TaxExemptionReason: v(entry.reason) } : {}),
      TaxScheme: taxScheme,
    }),
  }));
};

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const isoTime = (date: Date) => `${date.toISOString().slice(11, 19)}Z`;

/**
 * The UBL 2.1 JSON document for an invoice, credit note or refund note: version 1.0 (unsigned)
 * unless asked for 1.1, which `signDocument` must then sign.
 */
export const buildDocument = (
  input: DocumentInput,
  options: { version?: '1.0' | '1.1' } = {},
): UblDocument => {
  const { supplier } = input;
  const generalPublic = input.buyer === 'general-public';
  const classification = generalPublic ? CLASSIFICATION.consolidated : CLASSIFICATION.others;
  const figures = input.lines.map(lineFigures);
  const lineExtension = figures.reduce((sum, line) => sum + line.extensionSen, 0);
  const tax = figures.reduce((sum, line) => sum + line.taxSen, 0);

  const invoice: UblInvoice = {
    ID: v(input.codeNumber),
    IssueDate: v(isoDate(input.issuedAt)),
    IssueTime: v(isoTime(input.issuedAt)),
    InvoiceTypeCode: [
      { _: DOCUMENT_TYPE_CODES[input.type], listVersionID: options.version ?? DOCUMENT_VERSION },
    ],
    DocumentCurrencyCode: v(CURRENCY),
    TaxCurrencyCode: v(CURRENCY),
    ...(input.billingPeriod
      ? {
          InvoicePeriod: [
            {
              StartDate: v(input.billingPeriod.start),
              EndDate: v(input.billingPeriod.end),
              Description: v(input.billingPeriod.frequency ?? 'Monthly'),
            },
          ],
        }
      : {}),
    ...(input.originals?.length
      ? {
          BillingReference: input.originals.map((original) => ({
            InvoiceDocumentReference: one({ ID: v(original.codeNumber), UUID: v(original.uuid) }),
          })),
        }
      : {}),
    AccountingSupplierParty: [
      {
        Party: [
          {
            IndustryClassificationCode: [{ _: supplier.msicCode, name: supplier.businessActivity }],
            PartyIdentification: [
              { ID: [{ _: supplier.tin, schemeID: 'TIN' }] },
              { ID: [{ _: supplier.idNumber, schemeID: supplier.idType }] },
              { ID: [{ _: supplier.sstNumber, schemeID: 'SST' }] },
              { ID: [{ _: supplier.tourismTaxNumber ?? 'NA', schemeID: 'TTX' }] },
            ],
            PostalAddress: postalAddress(supplier.address),
            PartyLegalEntity: [{ RegistrationName: v(supplier.name) }],
            Contact: contact(supplier.phone, supplier.email),
          },
        ],
      },
    ],
    AccountingCustomerParty: [
      {
        Party: [input.buyer === 'general-public' ? generalPublicBuyer() : buyerParty(input.buyer)],
      },
    ],
    ...(input.paymentMode
      ? {
          PaymentMeans: one({ PaymentMeansCode: v<string>(PAYMENT_MODES[input.paymentMode]) }),
        }
      : {}),
    TaxTotal: [
      {
        TaxAmount: money(tax),
        TaxSubtotal: taxSubtotals(input.lines),
      },
    ],
    LegalMonetaryTotal: [
      {
        LineExtensionAmount: money(lineExtension),
        TaxExclusiveAmount: money(lineExtension),
        TaxInclusiveAmount: money(lineExtension + tax),
        PayableAmount: money(lineExtension + tax),
      },
    ],
    InvoiceLine: input.lines.map((line, index) => invoiceLine(line, index, classification)),
  };
  return { ...UBL_NAMESPACES, Invoice: [invoice] };
};
