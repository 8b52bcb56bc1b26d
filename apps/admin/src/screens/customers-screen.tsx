import type { AdminCustomerSummary } from '@nyiur/api';
import { Badge, Button, Field, Input, Spinner } from '@nyiur/ui';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminApi, failureMessage } from '../lib/admin-api';
import { malaysianTime, ringgit } from '../lib/labels';
import styles from './screens.module.css';
import { LoadMore } from '../components/load-more/load-more';
import { usePagedList } from '../lib/use-paged-list';

/** Members: found by name, e-mail or phone, each opening their page; the CSV of the search. */
export function CustomersScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';

  const { list, items: customers } = usePagedList(
    ['customers', 'list', q],
    (beforeId) =>
      adminApi.call('adminCustomerList', {
        ...(q ? { q } : {}),
        ...(beforeId ? { before_id: beforeId } : {}),
      }),
    (page): readonly AdminCustomerSummary[] => page.customers,
  );

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(new URLSearchParams(value ? { q: value } : {}));
  };

  const csv = `/api/admin/customers.csv${q ? `?${new URLSearchParams({ q }).toString()}` : ''}`;

  return (
    <>
      <h1>Customers</h1>
      <form className={styles.row} onSubmit={search} role="search" aria-label="Search customers">
        <Field label="Search" hint="Name, e-mail or phone" className={styles.grow}>
          <Input name="q" defaultValue={q} key={`q-${q}`} type="search" />
        </Field>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>

      <p className={styles.muted}>
        <a href={csv} download>
          Download customers CSV
        </a>
        {q ? ' (this search)' : ''}
      </p>

      <section aria-label="Customers found">
        {list.isPending ? (
          <Spinner label="Loading customers" />
        ) : list.error ? (
          <div role="alert" className={styles.empty}>
            <p>{failureMessage(list.error)}</p>
            <Button onClick={() => void list.refetch()}>Try again</Button>
          </div>
        ) : customers.length === 0 ? (
          <p className={styles.empty}>No customers{q ? ' for this search' : ' yet'}.</p>
        ) : (
          <ul className={styles.list} aria-label="Customers">
            {customers.map((customer) => (
              <li key={customer.id} className={styles.card} data-testid="customer-row">
                <div>
                  <Link to={`/customers/${customer.id}`}>
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
                  {ringgit(customer.paid_total)}
                </div>
              </li>
            ))}
          </ul>
        )}
        <LoadMore list={list} />
      </section>
    </>
  );
}
