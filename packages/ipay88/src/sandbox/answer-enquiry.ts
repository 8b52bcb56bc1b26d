import { parseGatewayAmount } from '../amount';
import type { FormFields } from '../form-fields';
import type { TransactionStore } from './transaction-store';

/** Answers a re-query (MerchantCode, RefNo, Amount) in the live gateway's plain-text words. */
export const answerEnquiry = (
  fields: FormFields,
  merchants: Readonly<Record<string, string>>,
  store: TransactionStore,
): string => {
  const merchantCode = fields['MerchantCode'] ?? '';
  const refNo = fields['RefNo'] ?? '';
  const amount = fields['Amount'] ?? '';
  if (!merchantCode || !refNo || !amount || !Object.hasOwn(merchants, merchantCode)) {
    return 'Invalid parameters';
  }
  const transaction = store.latest(merchantCode, refNo);
  if (!transaction) return 'Record not found';
  if (parseGatewayAmount(amount) !== transaction.amountSen) return 'Incorrect amount';
  switch (transaction.state) {
    case 'approved':
      return '00';
    case 'declined':
    case 'cancelled':
      return 'Payment fail';
    case 'open':
      return "Haven't Paid (0)";
  }
};
