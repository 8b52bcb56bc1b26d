import { describe, expect, it } from 'vitest';
import { buildDocument } from './build-document';
import type { DocumentInput } from './document-input';
import { MEMBER, SELLER } from './fixtures/parties';
import type { UblDocument } from './ubl-schema';
import { validateDocument } from './validate-document';

const NOW = new Date('2026-11-26T10:30:00.000Z');
const input: DocumentInput = {
  type: 'invoice',
  codeNumber: 'INV-NY000777',
  issuedAt: NOW,
  supplier: SELLER,
  buyer: MEMBER,
  lines: [
    {
      description: 'MCT sachets',
      quantity: 3,
      unitPriceSen: 3990,
      tax: { type: '06', ratePercent: 0 },
    },
  ],
};

/** A fresh valid document, changed by `edit`, then validated. */
const errorsAfter = (
  edit: (document: UblDocument) => void,
  base: DocumentInput = input,
  now = NOW,
) => {
  const document = structuredClone(buildDocument(base));
  edit(document);
  return validateDocument(document, { now }).errors.map((error) => [
    error.errorCode,
    error.propertyPath,
  ]);
};
const invoice = (document: UblDocument) => document.Invoice[0];
const buyerIds = (document: UblDocument) =>
  invoice(document).AccountingCustomerParty[0].Party[0].PartyIdentification;

describe('validateDocument', () => {
  it('passes a built document', () => {
    expect(errorsAfter(() => {})).toEqual([]);
  });

  it('names a missing mandatory element as a structure error', () => {
    const result = validateDocument(
      { ...buildDocument(input), Invoice: [{ ID: [{ _: 'X' }] }] },
      { now: NOW },
    );
    expect(result.ok).toBe(false);
    expect(result.errors.map((error) => error.propertyPath)).toContain('$.Invoice.0.IssueDate');
    expect(result.errors.every((error) => error.validator === 'Structure Validator')).toBe(true);
  });

  it('refuses a buyer TIN in the old SG format and an IC number of 11 digits', () => {
    expect(
      errorsAfter((document) => {
        buyerIds(document)[0]!.ID[0]._ = 'SG12345678901';
        buyerIds(document)[1]!.ID[0]._ = '90010114567';
      }),
    ).toEqual([
      ['InvalidTin', 'Invoice.AccountingCustomerParty.Party.TIN'],
      ['InvalidIdNumber', 'Invoice.AccountingCustomerParty.Party.NRIC'],
    ]);
  });

  it('refuses the general-public TIN as the seller and a bad MSIC code', () => {
    expect(
      errorsAfter((document) => {
        const supplier = invoice(document).AccountingSupplierParty[0].Party[0];
        supplier.PartyIdentification[0]!.ID[0]._ = 'EI00000000010';
        supplier.PartyIdentification[1]!.ID[0]._ = 'NA';
        supplier.IndustryClassificationCode[0]._ = '1079';
      }),
    ).toEqual([
      ['InvalidTin', 'Invoice.AccountingSupplierParty.Party.TIN'],
      ['InvalidMsicCode', 'Invoice.AccountingSupplierParty.Party.IndustryClassificationCode'],
    ]);
  });

  it('checks the address: state code, postcode and phone', () => {
    expect(
      errorsAfter((document) => {
        const party = invoice(document).AccountingCustomerParty[0].Party[0];
        party.PostalAddress[0].CountrySubentityCode[0]._ = '17';
        party.PostalAddress[0].PostalZone[0]._ = '4600';
        party.Contact[0].Telephone[0]._ = '012-345 6789';
      }),
    ).toEqual([
      ['InvalidAddress', 'Invoice.AccountingCustomerParty.Party.PostalAddress.PostalZone'],
      [
        'InvalidAddress',
        'Invoice.AccountingCustomerParty.Party.PostalAddress.CountrySubentityCode',
      ],
      ['InvalidPhone', 'Invoice.AccountingCustomerParty.Party.Contact.Telephone'],
    ]);
  });

  it('refuses totals that do not add up and amounts with three decimals', () => {
    expect(
      errorsAfter((document) => {
        invoice(document).LegalMonetaryTotal[0].PayableAmount[0]._ = 119.6;
        invoice(document).InvoiceLine[0]!.Price[0].PriceAmount[0]._ = 39.901;
      }),
    ).toEqual([
      ['InvalidAmount', 'Invoice.InvoiceLine[0].Price.PriceAmount'],
      ['TotalsMismatch', 'Invoice.InvoiceLine[0].ItemPriceExtension.Amount'],
      ['TotalsMismatch', 'Invoice.LegalMonetaryTotal.PayableAmount'],
    ]);
  });

  it('refuses a tax total that differs from its lines', () => {
    expect(
      errorsAfter((document) => {
        invoice(document).TaxTotal[0].TaxAmount[0]._ = 1;
      }),
    ).toEqual([
      ['TotalsMismatch', 'Invoice.TaxTotal.TaxSubtotal'],
      ['TotalsMismatch', 'Invoice.TaxTotal.TaxAmount'],
      ['TotalsMismatch', 'Invoice.LegalMonetaryTotal.TaxInclusiveAmount'],
    ]);
  });

  it('refuses a document issued more than 72 hours before submission, or in the future', () => {
    expect(errorsAfter(() => {}, input, new Date('2026-11-29T10:30:01.000Z'))).toEqual([
      ['IssueDateTooOld', 'Invoice.IssueDate'],
    ]);
    expect(errorsAfter(() => {}, input, new Date('2026-11-29T10:29:59.000Z'))).toEqual([]);
    expect(errorsAfter(() => {}, input, new Date('2026-11-26T10:20:00.000Z'))).toEqual([
      ['InvalidIssueDate', 'Invoice.IssueDate'],
    ]);
  });

  it('needs the original invoice on a refund note and 004 on a consolidated invoice', () => {
    expect(errorsAfter(() => {}, { ...input, type: 'refund-note' })).toEqual([
      ['MissingField', 'Invoice.BillingReference'],
    ]);
    expect(
      errorsAfter(
        (document) => {
          invoice(
            document,
          ).InvoiceLine[0]!.Item[0].CommodityClassification[0]!.ItemClassificationCode[0]._ = '022';
        },
        { ...input, buyer: 'general-public' },
      ),
    ).toEqual([['InvalidCode', 'Invoice.InvoiceLine[0].Item.CommodityClassification']]);
  });

  it('needs a signature on version 1.1 and a reason on a tax exemption', () => {
    expect(
      errorsAfter((document) => {
        invoice(document).InvoiceTypeCode[0].listVersionID = '1.1';
        invoice(document).InvoiceLine[0]!.TaxTotal[0].TaxSubtotal[0]!.TaxCategory[0].ID[0]._ = 'E';
      }),
    ).toEqual([
      ['InvalidSignature', 'Invoice.UBLExtensions'],
      ['MissingField', 'Invoice.InvoiceLine[0].TaxTotal.TaxSubtotal.TaxCategory'],
    ]);
  });

  it('refuses amounts in another currency than the document', () => {
    expect(
      errorsAfter((document) => {
        invoice(document).LegalMonetaryTotal[0].PayableAmount[0].currencyID = 'USD';
      }),
    ).toEqual([['CurrencyMismatch', 'Invoice']]);
  });
});
