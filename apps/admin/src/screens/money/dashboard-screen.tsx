import { DASHBOARD_PERIODS, type AdminDashboard, type DashboardPeriod } from '@nyiur/api';
import {
  formatMalaysianTime,
  formatSignedRinggit,
  malaysianDay,
  startOfMalaysianDay,
} from '@nyiur/domain';
import { DataList } from '@nyiur/ui';
import { Link, useSearchParams } from 'react-router';
import { FilterTabs, QueryState } from '../../components/list-screen/list-screen';
import { useDashboard } from '../../api/money';

import styles from './money.module.css';
import screens from '../screens.module.css';
import { ADMIN_PATHS } from '../../admin-paths';
import { FirstRunChecklist } from './first-run-checklist';

export const PERIOD_LABELS: Record<DashboardPeriod, string> = {
  today: 'Today',
  '7_days': 'Last 7 days',
  '30_days': 'Last 30 days',
};

const isPeriod = (value: string | null): value is DashboardPeriod =>
  value !== null && (DASHBOARD_PERIODS as readonly string[]).includes(value);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 of 12 (25%)", or "None yet" when nobody was counted. */
const shareText = ({ count, total }: { count: number; total: number }): string =>
  total === 0 ? 'None yet' : `${count} of ${total} (${Math.round((count / total) * 100)}%)`;

/** "Runs out today", "in 3 days", "5 days ago". */
function dueText(dueOn: string): string {
  const days = Math.round(
    (Date.parse(`${dueOn}T00:00:00Z`) - Date.parse(`${malaysianDay(Date.now())}T00:00:00Z`)) /
      86_400_000,
  );
  if (days === 0) return 'Runs out today';
  if (days > 0) return `Runs out in ${days} day${days === 1 ? '' : 's'}`;
  return `Ran out ${-days} day${days === -1 ? '' : 's'} ago`;
}

function Figures({ figures }: { figures: AdminDashboard }) {
  return (
    <>
      <dl className={styles.tiles}>
        <div className={styles.tile}>
          <dt>Revenue</dt>
          <dd>{formatSignedRinggit(figures.revenue)}</dd>
        </div>
        {figures.discounts && figures.discounts !== '0.00' && (
          <div className={styles.tile}>
            <dt>Before vouchers</dt>
            <dd>
              {formatSignedRinggit(figures.revenue_before_discounts ?? figures.revenue)} (−
              {formatSignedRinggit(figures.discounts)}:{' '}
              {figures.vouchers_used?.map((row) => `${row.code} ×${row.orders}`).join(', ')})
            </dd>
          </div>
        )}
        <div className={styles.tile}>
          <dt>Paid orders</dt>
          <dd>{figures.orders}</dd>
        </div>
        <div className={styles.tile}>
          <dt>Average order</dt>
          <dd>{formatSignedRinggit(figures.average_order)}</dd>
        </div>
        <div className={styles.tile}>
          <dt>To ship</dt>
          <dd>
            <Link
              to={`${ADMIN_PATHS.orders}?tab=to_ship`}
              aria-label={plural(figures.to_ship, 'order', 'orders') + ' to ship'}
            >
              {figures.to_ship}
            </Link>
          </dd>
        </div>
        <div className={styles.tile}>
          <dt>Low stock</dt>
          <dd>
            <Link
              to={ADMIN_PATHS.products}
              aria-label={`${plural(figures.low_stock.length, 'product', 'products')} low on stock`}
            >
              {figures.low_stock.length}
            </Link>
          </dd>
        </div>
        <div className={styles.tile}>
          <dt>Free sample → first order</dt>
          <dd>{shareText(figures.sample_conversion)}</dd>
        </div>
        <div className={styles.tile}>
          <dt>Repeat customers</dt>
          <dd>{shareText(figures.repeat_customers)}</dd>
        </div>
      </dl>

      {figures.low_stock.length > 0 && (
        <section className={screens.section} aria-labelledby="low-stock">
          <h2 id="low-stock">Low stock</h2>
          <ul className={screens.list}>
            {figures.low_stock.map((product) => (
              <li key={product.id}>
                <Link to={ADMIN_PATHS.products}>{product.name}</Link>: {product.stock_on_hand} left
                (alert at {product.low_stock_threshold})
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={screens.section} aria-labelledby="due-to-reorder">
        <h2 id="due-to-reorder">Due to reorder</h2>
        <p className={screens.muted}>
          Customers whose last order runs out within a week or ran out in the last month (one sachet
          a day), and who have not ordered again.
        </p>
        {figures.due_to_reorder.length === 0 ? (
          <p className={screens.empty}>Nobody is due to reorder right now.</p>
        ) : (
          <DataList
            label="Due to reorder"
            rows={figures.due_to_reorder}
            rowKey={(customer) => customer.email}
            rowLabel={(customer) => customer.name || customer.email}
            columns={[
              {
                key: 'customer',
                header: 'Customer',
                primary: true,
                cell: (customer) => (
                  <>
                    {customer.name || customer.email}
                    <div>
                      <a href={`mailto:${customer.email}`}>{customer.email}</a>
                    </div>
                  </>
                ),
              },
              {
                key: 'last',
                header: 'Last order',
                cell: (customer) => formatMalaysianTime(customer.last_order_at),
              },
              {
                key: 'sachets',
                header: 'Sachets',
                cell: (customer) => (
                  <>
                    {dueText(customer.due_on)}
                    <div className={screens.muted}>
                      {formatMalaysianTime(startOfMalaysianDay(customer.due_on))}
                    </div>
                  </>
                ),
              },
            ]}
          />
        )}
      </section>
    </>
  );
}

/**
 * The owner's home: the shop details still to fill in, the shop's figures for a period, what
 * waits, and who to remind.
 */
export function DashboardScreen() {
  const [params, setParams] = useSearchParams();
  const period: DashboardPeriod = isPeriod(params.get('period'))
    ? (params.get('period') as DashboardPeriod)
    : 'today';
  const figures = useDashboard(period);

  return (
    <>
      <h1>Dashboard</h1>
      <FirstRunChecklist />
      <FilterTabs
        label="Period"
        tabs={DASHBOARD_PERIODS}
        current={period}
        onChoose={(value) => setParams(new URLSearchParams({ period: value }))}
      >
        {(value) => PERIOD_LABELS[value]}
      </FilterTabs>
      <section role="tabpanel" aria-label={PERIOD_LABELS[period]} className={styles.panel}>
        <QueryState query={figures} loadingLabel="Loading the figures">
          {() => figures.data && <Figures figures={figures.data} />}
        </QueryState>
      </section>
    </>
  );
}
