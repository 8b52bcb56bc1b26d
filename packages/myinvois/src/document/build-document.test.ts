import { describe, expect, it } from 'vitest';
import { buildDocument } from './build-document';
import type { DocumentInput } from './document-input';
import { LHDN_SAMPLE_INVOICE } from './fixtures/lhdn-sample-invoice';
import { MEMBER, SELLER } from './fixtures/parties';
import { ublDocumentSchema } from './ubl-schema';
import { validateDocument } from './validate-document';

const NOW = new Date('2026-11-26T10:30:00.000Z');

/** Every element and attribute path in a UBL JSON document, arrays folded. */
const paths = (node: unknown, at = '', found = new Set<string>()): Set<string> => {
  if (Array.isArray(node)) node.forEach((entry) => paths(entry, at, found));
  else if (node && typeof node === 'object') {
    for (const [key, entry] of Object.entries(node)) {
      const path = at ? `${at}.${key}` : key;
      found.add(path);
      paths(entry, path, found);
    }
  }
  return found;
};
const SAMPLE_PATHS = paths(LHDN_SAMPLE_INVOICE);

const sachets = {
  description: 'MCT LeanEssentials, box of 30 sachets',
  quantity: 2,
  unitPriceSen: 3990,
  discountSen: 500,
  discountReason: 'Voucher NYIUR5',
  tax: { type: '06', ratePercent: 0 },
} as const;
const shipping = {
  description: 'Shipping (Pos Laju)',
  quantity: 1,
  unitPriceSen: 800,
  tax: { type: '06', ratePercent: 0 },
} as const;

const invoice: DocumentInput = {
  type: 'invoice',
  codeNumber: 'INV-NY000777',
  issuedAt: NOW,
  supplier: SELLER,
  buyer: MEMBER,
  lines: [sachets, shipping],
  paymentMode: 'creditCard',
};

const consolidated: DocumentInput = {
  type: 'invoice',
  codeNumber: 'CON-2026-10',
  issuedAt: NOW,
  supplier: SELLER,
  buyer: 'general-public',
  billingPeriod: { start: '2026-10-01', end: '2026-10-31' },
  lines: [
    {
      description: 'Receipts NY000101 - NY000187',
      quantity: 1,
      unitPriceSen: 1234560,
      tax: { type: '06', ratePercent: 0 },
    },
  ],
};

const refund: DocumentInput = {
  type: 'refund-note',
  codeNumber: 'RN-NY000777',
  issuedAt: NOW,
  supplier: SELLER,
  buyer: MEMBER,
  originals: [{ codeNumber: 'INV-NY000777', uuid: 'F9D425P6DS7D8IU0000000000A' }],
  lines: [{ ...sachets, quantity: 1, discountSen: 0 }],
};

describe('documents against the structure of LHDN samples', () => {
  it('the sample skeleton itself passes the structure and every rule', () => {
    expect(ublDocumentSchema.safeParse(LHDN_SAMPLE_INVOICE).success).toBe(true);
    expect(validateDocument(LHDN_SAMPLE_INVOICE, { now: NOW }).errors).toEqual([]);
  });

  it.each([
    ['invoice', invoice],
    ['consolidated invoice', consolidated],
    ['refund note', refund],
    ['credit note', { ...refund, type: 'credit-note', codeNumber: 'CN-NY000777' } as DocumentInput],
  ])(
    'a %s uses only elements of the samples, in their order, and passes every rule',
    (_, input) => {
      const document = buildDocument(input);
      const extra = [...paths(document)].filter((path) => !SAMPLE_PATHS.has(path));
      expect(extra).toEqual([]);
      const sampleOrder = Object.keys(LHDN_SAMPLE_INVOICE.Invoice[0] ?? {});
      const ours = Object.keys(document.Invoice[0]);
      expect(ours).toEqual(sampleOrder.filter((key) => ours.includes(key)));
      expect(validateDocument(document, { now: NOW })).toMatchObject({ ok: true, errors: [] });
    },
  );

  it('carries the mandatory fields of an invoice to a member', () => {
    const document = buildDocument(invoice).Invoice[0];
    expect(document.InvoiceTypeCode).toEqual([{ _: '01', listVersionID: '1.0' }]);
    expect(document.IssueDate).toEqual([{ _: '2026-11-26' }]);
    expect(document.IssueTime).toEqual([{ _: '10:30:00Z' }]);
    expect(document.DocumentCurrencyCode).toEqual([{ _: 'MYR' }]);
    const supplier = document.AccountingSupplierParty[0].Party[0];
    expect(supplier.IndustryClassificationCode).toEqual([
      { _: '10791', name: 'Manufacture of coffee, tea and similar products' },
    ]);
    expect(supplier.PartyIdentification.map((entry) => entry.ID[0])).toEqual([
      { _: 'C2584563200', schemeID: 'TIN' },
      { _: '202001234567', schemeID: 'BRN' },
      { _: 'NA', schemeID: 'SST' },
      { _: 'NA', schemeID: 'TTX' },
    ]);
    expect(supplier.PostalAddress[0].Country[0].IdentificationCode[0]._).toBe('MYS');
    const buyer = document.AccountingCustomerParty[0].Party[0];
    expect(buyer.PartyIdentification.map((entry) => entry.ID[0])).toEqual([
      { _: 'IG12345678901', schemeID: 'TIN' },
      { _: '900101145678', schemeID: 'NRIC' },
      { _: 'NA', schemeID: 'SST' },
    ]);
    expect(document.PaymentMeans).toEqual([{ PaymentMeansCode: [{ _: '04' }] }]);
  });

  it('writes sen as ringgit and totals that add up', () => {
    const document = buildDocument(invoice).Invoice[0];
    const [first, second] = document.InvoiceLine;
    expect(first?.ItemPriceExtension[0].Amount[0]._).toBe(79.8);
    expect(first?.AllowanceCharge?.[0]?.Amount[0]._).toBe(5);
    expect(first?.LineExtensionAmount[0]._).toBe(74.8);
    expect(first?.Item[0].CommodityClassification[0]?.ItemClassificationCode[0]).toEqual({
      _: '022',
      listID: 'CLASS',
    });
    expect(second?.LineExtensionAmount[0]._).toBe(8);
    expect(document.TaxTotal[0].TaxSubtotal[0]?.TaxCategory[0].ID[0]._).toBe('06');
    expect(document.LegalMonetaryTotal[0]).toEqual({
      LineExtensionAmount: [{ _: 82.8, currencyID: 'MYR' }],
      TaxExclusiveAmount: [{ _: 82.8, currencyID: 'MYR' }],
      TaxInclusiveAmount: [{ _: 82.8, currencyID: 'MYR' }],
      PayableAmount: [{ _: 82.8, currencyID: 'MYR' }],
    });
  });

  it('adds sales tax per line and sums it per tax type', () => {
    const taxed = buildDocument({
      ...invoice,
      supplier: { ...SELLER, sstNumber: 'W10-1808-32000123' },
      lines: [
        { ...sachets, tax: { type: '01', ratePercent: 10 } },
        { ...shipping, tax: { type: '02', ratePercent: 8 } },
        {
          ...shipping,
          description: 'Gift wrap',
          unitPriceSen: 250,
          tax: {
            type: 'E',
            ratePercent: 0,
            exemptionReason: 'Exempt under Sales Tax (Goods Exempted from Tax) Order 2022',
          },
        },
      ],
    }).Invoice[0];
    expect(taxed.TaxTotal[0].TaxAmount[0]._).toBe(8.12);
    expect(
      taxed.TaxTotal[0].TaxSubtotal.map((entry) => [
        entry.TaxCategory[0].ID[0]._,
        entry.TaxableAmount[0]._,
        entry.TaxAmount[0]._,
      ]),
    ).toEqual([
      ['01', 74.8, 7.48],
      ['02', 8, 0.64],
      ['E', 2.5, 0],
    ]);
    expect(taxed.LegalMonetaryTotal[0].PayableAmount[0]._).toBe(93.42);
    expect(
      validateDocument(
        {
          _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
          _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
          _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
          Invoice: [taxed],
        },
        { now: NOW },
      ).errors,
    ).toEqual([]);
  });

  it('makes the consolidated buyer of LHDN Appendix 2 with classification 004', () => {
    const document = buildDocument(consolidated).Invoice[0];
    const buyer = document.AccountingCustomerParty[0].Party[0];
    expect(buyer.PartyIdentification[0]?.ID[0]).toEqual({ _: 'EI00000000010', schemeID: 'TIN' });
    expect(buyer.PartyLegalEntity[0].RegistrationName[0]._).toBe('General Public');
    expect(buyer.Contact[0].Telephone[0]._).toBe('NA');
    expect(
      document.InvoiceLine[0]?.Item[0].CommodityClassification[0]?.ItemClassificationCode[0]._,
    ).toBe('004');
    expect(document.InvoicePeriod).toEqual([
      {
        StartDate: [{ _: '2026-10-01' }],
        EndDate: [{ _: '2026-10-31' }],
        Description: [{ _: 'Monthly' }],
      },
    ]);
    expect(document.LegalMonetaryTotal[0].PayableAmount[0]._).toBe(12345.6);
  });

  it('names the original invoice on a refund note', () => {
    const document = buildDocument(refund).Invoice[0];
    expect(document.InvoiceTypeCode[0]._).toBe('04');
    expect(document.BillingReference).toEqual([
      {
        InvoiceDocumentReference: [
          { ID: [{ _: 'INV-NY000777' }], UUID: [{ _: 'F9D425P6DS7D8IU0000000000A' }] },
        ],
      },
    ]);
  });
});
