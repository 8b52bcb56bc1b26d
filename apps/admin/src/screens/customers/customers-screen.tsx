import { adminContract } from '@nyiur/api';
import { formatSignedRinggit } from '@nyiur/domain';
import { Badge } from '@nyiur/ui';
import { Link, useSearchParams } from 'react-router';
import { malaysianTime } from '../../lib/labels';
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
          rowKey={(customer) => String(customer.id)}
          rowLabel={(customer) => customer.name || customer.email}
          rowTestId="customer-row"
          columns={[
            {
              key: 'name',
              header: 'Customer',
              primary: true,
              cell: (customer) => (
                <>
                  <Link to={customerPath(customer.id)}>{customer.name || customer.email}</Link>{' '}
                  {customer.erased && <Badge>Erased</Badge>}
                  {customer.is_pro && <Badge tone="brand">Professional</Badge>}
                </>
              ),
            },
            {
              key: 'contact',
              header: 'Contact',
              cell: (customer) =>
                `${customer.email}${customer.phone ? ` · ${customer.phone}` : ''}`,
            },
            {
              key: 'since',
              header: 'Since',
              cell: (customer) => malaysianTime(customer.registered_at),
            },
            {
              key: 'orders',
              header: 'Orders',
              cell: (customer) =>
                `${customer.order_count} ${customer.order_count === 1 ? 'order' : 'orders'}`,
            },
            {
              key: 'paid',
              header: 'Paid',
              align: 'end',
              cell: (customer) => formatSignedRinggit(customer.paid_total),
            },
          ]}
        />
      </section>
    </>
  );
}
