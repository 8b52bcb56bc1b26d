import { ringgitToSen } from '../amount';
import type { DocumentError } from './document-error';
import type { UblDocument } from './ubl-schema';

type Invoice = UblDocument['Invoice'][0];
type Amount = [{ _: number; currencyID: string }];

const mismatch = (propertyPath: string, error: string): DocumentError => ({
  validator: 'Core Fields Validator',
  propertyPath,
  errorCode: 'TotalsMismatch',
  error,
});

const ringgit = (sen: number) => (sen / 100).toFixed(2);

/**
 * Every amount read in sen and every total checked against its parts: lines, their tax, and the
 * legal monetary totals (UBL 2.1 calculation model).
 */
export const checkTotals = (invoice: Invoice): DocumentError[] => {
  const errors: DocumentError[] = [];
  const sen = (amount: Amount | undefined, path: string): number => {
    if (!amount) return 0;
    const value = ringgitToSen(amount[0]._);
    if (value === null) {
      errors.push({
        validator: 'Core Fields Validator',
        propertyPath: path,
        errorCode: 'InvalidAmount',
        error: `Amounts have at most two decimals: ${amount[0]._}.`,
      });
      return 0;
    }
    return value;
  };
  const expect = (path: string, label: string, actual: number, expected: number) => {
    if (actual !== expected) {
      errors.push(mismatch(path, `${label} is ${ringgit(actual)}, expected ${ringgit(expected)}.`));
    }
  };
  const sumAllowances = (list: Invoice['AllowanceCharge'], charge: boolean, path: string) =>
    (list ?? [])
      .filter((entry) => entry.ChargeIndicator[0]._ === charge)
      .reduce((sum, entry) => sum + sen(entry.Amount, `${path}.AllowanceCharge.Amount`), 0);

  let lineTotal = 0;
  let lineTax = 0;
  invoice.InvoiceLine.forEach((line, index) => {
    const at = `Invoice.InvoiceLine[${index}]`;
    const price = sen(line.Price[0].PriceAmount, `${at}.Price.PriceAmount`);
    const subtotal = sen(line.ItemPriceExtension[0].Amount, `${at}.ItemPriceExtension.Amount`);
    const quantity = line.InvoicedQuantity[0]._;
    expect(
      `${at}.ItemPriceExtension.Amount`,
      'The line subtotal',
      subtotal,
      Math.round(price * quantity),
    );
    const extension = sen(line.LineExtensionAmount, `${at}.LineExtensionAmount`);
    const expectedExtension =
      subtotal -
      sumAllowances(line.AllowanceCharge, false, at) +
      sumAllowances(line.AllowanceCharge, true, at);
    expect(`${at}.LineExtensionAmount`, 'The line amount', extension, expectedExtension);
    const tax = sen(line.TaxTotal[0].TaxAmount, `${at}.TaxTotal.TaxAmount`);
    const subtotals = line.TaxTotal[0].TaxSubtotal.reduce(
      (sum, entry) => sum + sen(entry.TaxAmount, `${at}.TaxTotal.TaxSubtotal.TaxAmount`),
      0,
    );
    expect(`${at}.TaxTotal.TaxAmount`, 'The line tax', tax, subtotals);
    lineTotal += extension;
    lineTax += tax;
  });

  const totals = invoice.LegalMonetaryTotal[0];
  const at = 'Invoice.LegalMonetaryTotal';
  if (totals.LineExtensionAmount) {
    expect(
      `${at}.LineExtensionAmount`,
      'The total net amount',
      sen(totals.LineExtensionAmount, at),
      lineTotal,
    );
  }
  const allowances = sumAllowances(invoice.AllowanceCharge, false, 'Invoice');
  const charges = sumAllowances(invoice.AllowanceCharge, true, 'Invoice');
  expect(
    `${at}.AllowanceTotalAmount`,
    'The total discount',
    sen(totals.AllowanceTotalAmount, at),
    allowances,
  );
  expect(
    `${at}.ChargeTotalAmount`,
    'The total charges',
    sen(totals.ChargeTotalAmount, at),
    charges,
  );
  const exclusive = sen(totals.TaxExclusiveAmount, `${at}.TaxExclusiveAmount`);
  expect(
    `${at}.TaxExclusiveAmount`,
    'The total excluding tax',
    exclusive,
    lineTotal - allowances + charges,
  );

  const taxTotal = invoice.TaxTotal[0];
  const tax = sen(taxTotal.TaxAmount, 'Invoice.TaxTotal.TaxAmount');
  const taxBySubtotal = taxTotal.TaxSubtotal.reduce(
    (sum, entry) => sum + sen(entry.TaxAmount, 'Invoice.TaxTotal.TaxSubtotal.TaxAmount'),
    0,
  );
  expect('Invoice.TaxTotal.TaxSubtotal', 'The tax per tax type', taxBySubtotal, tax);
  expect('Invoice.TaxTotal.TaxAmount', 'The total tax', tax, lineTax);
  const inclusive = sen(totals.TaxInclusiveAmount, `${at}.TaxInclusiveAmount`);
  expect(`${at}.TaxInclusiveAmount`, 'The total including tax', inclusive, exclusive + tax);
  const rounding = sen(totals.PayableRoundingAmount, `${at}.PayableRoundingAmount`);
  const payable = sen(totals.PayableAmount, `${at}.PayableAmount`);
  expect(`${at}.PayableAmount`, 'The total payable', payable, inclusive + rounding);
  return errors;
};
