import type { AdminProfile } from '@nyiur/api';
import { formatSignedRinggit } from '@nyiur/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog, Badge, Button, Spinner, toast } from '@nyiur/ui';
import type { ReactNode } from 'react';
import { Link, useOutletContext, useParams } from 'react-router';
import { adminApi, dataOf, failureMessage, toastFailure } from '../../lib/admin-api';
import { useCustomer } from '../../api/customers';
import { queryKeys, useRefreshAfter } from '../../api/query-keys';
import { LEAD_TAB_LABELS, malaysianTime } from '../../lib/labels';
import { hasPermission } from '../../lib/use-admin';
import { useReauth } from '../../lib/use-reauth';
import styles from '../screens.module.css';
import { ADMIN_PATHS, orderPath } from '../../admin-paths';

/** Each card section's heading, the name of its list, and the line shown when it is empty. */
const SECTION_WORDS = {
  orders: { heading: 'Orders', listLabel: 'Orders', empty: 'No orders yet.' },
  addresses: { heading: 'Addresses', listLabel: 'Addresses', empty: 'No saved addresses.' },
  leads: {
    heading: 'Leads with this e-mail',
    listLabel: 'Leads',
    empty: 'No leads with this e-mail.',
  },
} as const;

/** A titled list of cards, or a line saying there are none. */
function CardSection<Item extends { readonly id: number }>({
  id,
  items,
  card,
}: {
  readonly id: keyof typeof SECTION_WORDS;
  readonly items: readonly Item[];
  readonly card: (item: Item) => ReactNode;
}) {
  const words = SECTION_WORDS[id];
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{words.heading}</h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{words.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={words.listLabel}>
          {items.map((item) => (
            <li key={item.id} className={styles.card}>
              {card(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One member: orders, saved addresses, referral codes, leads; the owner can erase them. */
export function CustomerScreen() {
  const admin = useOutletContext<AdminProfile>();
  const id = Number(useParams()['id']);
  const queryClient = useQueryClient();
  const refreshAfter = useRefreshAfter();
  const { guarded, dialog } = useReauth();
  const canErase = hasPermission(admin, 'customers.erase');
  const canSeeOrders = hasPermission(admin, 'orders.read');

  const customer = useCustomer(id);

  const erase = useMutation({
    mutationFn: () => guarded(() => adminApi.adminCustomerErase({ id }).then(dataOf)),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.customer(id), answer);
      refreshAfter('adminCustomerErase');
      toast.success('Personal data erased. The orders stay in the books.');
    },
    onError: toastFailure,
  });

  if (!Number.isInteger(id) || id <= 0 || customer.error) {
    return (
      <div role="alert" className={styles.empty}>
        <p>{customer.error ? failureMessage(customer.error) : 'There is no such customer.'}</p>
        <Link to={ADMIN_PATHS.customers}>Back to customers</Link>
      </div>
    );
  }
  if (customer.isPending) return <Spinner label="Loading the customer" />;
  const c = customer.data.customer;

  return (
    <>
      <p>
        <Link to={ADMIN_PATHS.customers}>← Customers</Link>
      </p>
      <h1>
        {c.name || c.email} {c.erased && <Badge>Erased</Badge>}
      </h1>
      <dl className={styles.dl}>
        <dt>E-mail</dt>
        <dd>{c.email}</dd>
        <dt>Phone</dt>
        <dd>{c.phone || '—'}</dd>
        <dt>Registered</dt>
        <dd>{malaysianTime(c.registered_at)}</dd>
        <dt>Professional</dt>
        <dd>{c.is_pro ? 'Yes' : 'No'}</dd>
        <dt>Referred by</dt>
        <dd>{c.referred_by || '—'}</dd>
        <dt>Referral code</dt>
        <dd>{c.referral_codes.length > 0 ? c.referral_codes.join(', ') : 'None'}</dd>
        <dt>Paid in all</dt>
        <dd>{formatSignedRinggit(c.paid_total)}</dd>
      </dl>

      <CardSection
        id="orders"
        items={c.orders}
        card={(order) => (
          <>
            {canSeeOrders ? (
              <Link to={orderPath(order.id)}>{order.ref_no}</Link>
            ) : (
              <span>{order.ref_no}</span>
            )}{' '}
            <Badge>{order.status}</Badge>
            <div>
              {formatSignedRinggit(order.total)}
              {order.refunded !== '0.00'
                ? ` · refunded ${formatSignedRinggit(order.refunded)}`
                : ''}
            </div>
            <div className={styles.muted}>{malaysianTime(order.created_at)}</div>
          </>
        )}
      />

      <CardSection
        id="addresses"
        items={c.addresses}
        card={(address) => (
          <>
            <address>
              {address.name}
              {address.is_default && (
                <>
                  {' '}
                  <Badge>Default</Badge>
                </>
              )}
              <br />
              {address.phone}
              {address.lines.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
            </address>
          </>
        )}
      />

      <CardSection
        id="leads"
        items={c.leads}
        card={(lead) => (
          <>
            <strong>{LEAD_TAB_LABELS[lead.kind]}</strong>{' '}
            <span className={styles.muted}>{malaysianTime(lead.created_at)}</span>
            {lead.comments && <p>{lead.comments}</p>}
          </>
        )}
      />

      {canErase && !c.erased && (
        <section className={styles.section} aria-labelledby="erase">
          <h2 id="erase">Erase personal data (PDPA)</h2>
          <p className={styles.muted}>
            On the customer&apos;s request: name, e-mail, addresses and leads are anonymised, they
            are signed out and can no longer sign in. Orders keep their amounts for the books.
          </p>
          <AlertDialog
            title={`Erase ${c.name || c.email}?`}
            description="This cannot be undone. You will be asked for your password or a code."
            confirmLabel="Erase"
            cancelLabel="Keep"
            confirmVariant="danger"
            onConfirm={() => erase.mutate()}
            trigger={
              <Button variant="outline" disabled={erase.isPending}>
                {erase.isPending ? 'Erasing...' : 'Erase personal data'}
              </Button>
            }
          />
        </section>
      )}
      {dialog}
    </>
  );
}
