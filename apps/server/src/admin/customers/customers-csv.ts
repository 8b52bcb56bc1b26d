import type { AdminCustomerSummary } from '@nyiur/api';
import { csvOf, csvTime as malaysianTime } from '../../http/csv';

type CsvCustomer = AdminCustomerSummary & { referred_by: string; referral_codes: string };

const COLUMNS: readonly (readonly [string, (customer: CsvCustomer) => string])[] = [
  ['Registered at (MYT)', (customer) => malaysianTime(customer.registered_at)],
  ['Name', (customer) => customer.name],
  ['E-mail', (customer) => customer.email],
  ['Phone', (customer) => customer.phone],
  ['Professional', (customer) => (customer.is_pro ? 'yes' : 'no')],
  ['Referred by', (customer) => customer.referred_by],
  ['Referral codes', (customer) => customer.referral_codes],
  ['Orders', (customer) => String(customer.order_count)],
  ['Paid total (RM)', (customer) => customer.paid_total],
  ['Erased', (customer) => (customer.erased ? 'yes' : 'no')],
];

/** Members as CSV, oldest first, with a byte-order mark so Excel reads UTF-8. */
export function customersCsv(customers: readonly CsvCustomer[]): string {
  return csvOf(
    COLUMNS.map(([title]) => title),
    customers.map((customer) => COLUMNS.map(([, cell]) => cell(customer))),
  );
}
