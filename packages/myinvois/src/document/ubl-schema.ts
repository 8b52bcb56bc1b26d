import { z } from 'zod';

/**
 * The UBL 2.1 JSON shape of a MyInvois document (OASIS UBL-2.1-JSON v2.0: every element is an
 * array of objects whose value is `_` and whose attributes sit beside it). Credit, debit and
 * refund notes use the same `Invoice` root with their own type code, as LHDN's samples do.
 */
const one = <T extends z.ZodType>(schema: T) => z.tuple([schema]);
const value = <T extends z.ZodType>(schema: T) => one(z.object({ _: schema }));
const text = z.string();

export const UBL_NAMESPACES = {
  _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

const amount = one(z.object({ _: z.number(), currencyID: text }));

const identification = z.object({
  ID: one(
    z.object({
      _: text,
      schemeID: z.enum(['TIN', 'BRN', 'NRIC', 'PASSPORT', 'ARMY', 'SST', 'TTX']),
    }),
  ),
});

const address = z.object({
  CityName: value(text),
  PostalZone: value(text),
  CountrySubentityCode: value(text),
  AddressLine: z
    .array(z.object({ Line: value(text) }))
    .min(1)
    .max(3),
  Country: one(
    z.object({
      IdentificationCode: one(
        z.object({ _: text, listID: z.literal('ISO3166-1'), listAgencyID: z.literal('6') }),
      ),
    }),
  ),
});

const contact = z.object({ Telephone: value(text), ElectronicMail: value(text).optional() });
const legalEntity = one(z.object({ RegistrationName: value(text) }));

const supplierParty = z.object({
  IndustryClassificationCode: one(z.object({ _: text, name: text })),
  PartyIdentification: z.array(identification).min(1),
  PostalAddress: one(address),
  PartyLegalEntity: legalEntity,
  Contact: one(contact),
});

const buyerParty = z.object({
  PartyIdentification: z.array(identification).min(1),
  PostalAddress: one(address),
  PartyLegalEntity: legalEntity,
  Contact: one(contact),
});

const taxScheme = one(
  z.object({
    ID: one(
      z.object({
        _: z.literal('OTH'),
        schemeID: z.literal('UN/ECE 5153'),
        schemeAgencyID: z.literal('6'),
      }),
    ),
  }),
);

const taxSubtotal = z.object({
  TaxableAmount: amount,
  TaxAmount: amount,
  Percent: value(z.number()).optional(),
  TaxCategory: one(
    z.object({ ID: value(text), TaxExemptionReason: value(text).optional(), TaxScheme: taxScheme }),
  ),
});

const taxTotal = one(z.object({ TaxAmount: amount, TaxSubtotal: z.array(taxSubtotal).min(1) }));

const allowanceCharge = z.object({
  ChargeIndicator: value(z.boolean()),
  AllowanceChargeReason: value(text),
  MultiplierFactorNumeric: value(z.number()).optional(),
  Amount: amount,
});

const invoiceLine = z.object({
  ID: value(text),
  InvoicedQuantity: one(z.object({ _: z.number(), unitCode: text })),
  LineExtensionAmount: amount,
  AllowanceCharge: z.array(allowanceCharge).optional(),
  TaxTotal: taxTotal,
  Item: one(
    z.object({
      CommodityClassification: z
        .array(
          z.object({
            ItemClassificationCode: one(z.object({ _: text, listID: z.enum(['CLASS', 'PTC']) })),
          }),
        )
        .min(1),
      Description: value(text),
      OriginCountry: one(z.object({ IdentificationCode: value(text) })).optional(),
    }),
  ),
  Price: one(z.object({ PriceAmount: amount })),
  ItemPriceExtension: one(z.object({ Amount: amount })),
});

const documentReference = one(z.object({ ID: value(text), UUID: value(text).optional() }));

const invoice = z.object({
  // Present only in signed versions (1.1); this shop submits 1.0.
  UBLExtensions: z.array(z.unknown()).optional(),
  ID: value(text),
  IssueDate: value(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  IssueTime: value(z.string().regex(/^\d{2}:\d{2}:\d{2}Z$/)),
  InvoiceTypeCode: one(z.object({ _: text, listVersionID: text })),
  DocumentCurrencyCode: value(text),
  TaxCurrencyCode: value(text).optional(),
  InvoicePeriod: one(
    z.object({
      StartDate: value(text),
      EndDate: value(text),
      Description: value(text).optional(),
    }),
  ).optional(),
  BillingReference: z
    .array(
      z.object({
        InvoiceDocumentReference: documentReference.optional(),
        AdditionalDocumentReference: documentReference.optional(),
      }),
    )
    .optional(),
  Signature: z.array(z.unknown()).optional(),
  AccountingSupplierParty: one(z.object({ Party: one(supplierParty) })),
  AccountingCustomerParty: one(z.object({ Party: one(buyerParty) })),
  PaymentMeans: one(z.object({ PaymentMeansCode: value(text) })).optional(),
  AllowanceCharge: z.array(allowanceCharge).optional(),
  TaxTotal: taxTotal,
  LegalMonetaryTotal: one(
    z.object({
      LineExtensionAmount: amount.optional(),
      TaxExclusiveAmount: amount,
      TaxInclusiveAmount: amount,
      AllowanceTotalAmount: amount.optional(),
      ChargeTotalAmount: amount.optional(),
      PayableRoundingAmount: amount.optional(),
      PayableAmount: amount,
    }),
  ),
  InvoiceLine: z.array(invoiceLine).min(1),
});

export const ublDocumentSchema = z.object({
  _D: z.literal(UBL_NAMESPACES._D),
  _A: z.literal(UBL_NAMESPACES._A),
  _B: z.literal(UBL_NAMESPACES._B),
  Invoice: one(invoice),
});

export type UblDocument = z.infer<typeof ublDocumentSchema>;
export type UblInvoice = UblDocument['Invoice'][0];
export type UblParty = z.infer<typeof buyerParty>;
export type UblLine = z.infer<typeof invoiceLine>;
