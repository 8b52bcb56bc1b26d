import type { ConsolidatedMonth } from '@nyiur/api';
import { formatMalaysianTime, startOfMalaysianDay } from '@nyiur/domain';
import { Link } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';
import styles from './past-due-months.module.css';

/** "August 2026" for a month written YYYY-MM. */
export const monthName = (month: string): string =>
  formatMalaysianTime(startOfMalaysianDay(`${month}-01`), 'month');

/**
 * The months whose consolidated e-invoice MyInvois wanted within 7 days after the month and
 * still has not got; nothing when none is late. `linked` adds the way to the e-Invoices screen.
 */
export function PastDueMonths({
  months,
  linked = false,
}: {
  months: readonly ConsolidatedMonth[];
  linked?: boolean;
}) {
  const late = months.filter((month) => month.past_due);
  if (late.length === 0) return null;
  return (
    <div role="alert" className={styles.warning} data-testid="past-due-months">
      <p>
        <strong>Consolidated e-invoice past due.</strong> MyInvois wants each month’s consolidated
        e-invoice within 7 days after the month ends.
      </p>
      <ul>
        {late.map((month) => (
          <li key={month.month}>
            {monthName(month.month)}: was due by {formatMalaysianTime(month.due_by, 'dateTime')},
            not submitted
          </li>
        ))}
      </ul>
      {linked && <Link to={ADMIN_PATHS.eInvoices}>Submit it under e-Invoices</Link>}
    </div>
  );
}
