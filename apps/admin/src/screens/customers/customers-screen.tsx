import { adminContract } from '@nyiur/api';
import { formatSignedRinggit } from '@nyiur/domain';
import { Badge } from '@nyiur/ui';
import { Link, useSearchParams } from 'react-router';
import { malaysianTime } from '../../lib/labels';
import styles from '../screens.module.css';
import { CsvLink, PagedItems, SearchBar } from '../../components/list-screen/list-screen';
import { useCustomerList } from '../../api/customers';
import { customerPath } from '../../admin-paths';

/** Members: found by name, e-mail or phone, each opening their page; the CSV of the search. */
export function CustomersScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';

  const { list, items: customers } = useCustomerList(q);

  const csv = `/api/admin/customers.csv${q ? `?${new URLSearchParams({ q }).toString()}` : ''}`;

  return (
    <>
      <h1>Customers</h1>
      <SearchBar
        label="Search customers"
        hint="Name, e-mail or phone"
        schema={adminContract.adminCustomerList.request.pick({ q: true })}
        current={{ q }}
        key={`q-${q}`}
        onSearch={(values) => setParams(new URLSearchParams(values))}
      />

      <CsvLink href={csv} label="Download customers CSV" searched={Boolean(q)} />

      <section aria-label="Customers found">
        <PagedItems
          list={list}
          items={customers}
          label="Customers"
          loadingLabel="Loading customers"
          empty={`No customers${q ? ' for this search' : ' yet'}.`}
        >
          {(customer) => (
            <li key={customer.id} className={styles.card} data-testid="customer-row">
              <div>
                <Link to={customerPath(customer.id)}>
                  <strong>{customer.name || customer.email}</strong>
                </Link>{' '}
                {customer.erased && <Badge>Erased</Badge>}
                {customer.is_pro && <Badge tone="brand">Professional</Badge>}
              </div>
              <div>
                {customer.email}
                {customer.phone ? ` · ${customer.phone}` : ''}
              </div>
              <div className={styles.muted}>
                Since {malaysianTime(customer.registered_at)} · {customer.order_count}{' '}
                {customer.order_count === 1 ? 'order' : 'orders'} · paid{' '}
                {formatSignedRinggit(customer.paid_total)}
              </div>
            </li>
          )}
        </PagedItems>
      </section>
    </>
  );
}
