import { adminContract } from '@nyiur/api';
import { Button, Field, Input, Spinner } from '@nyiur/ui';
import { useState } from 'react';
import { useAuditLog } from '../../api/staff';
import { failureMessage } from '../../lib/admin-api';
import { AdminForm, useAdminForm } from '../../lib/admin-form';
import { malaysianTime } from '../../lib/labels';
import styles from '../screens.module.css';

const auditFilter = adminContract.adminAuditList.request.pick({ actor: true, action: true });

/** Every back-office change, newest first, filtered by who and what. */
export function AuditScreen() {
  const [filters, setFilters] = useState<{ actor?: string; action?: string }>({});
  const { list: log, items: entries } = useAuditLog(filters);

  // The filter is the list call's own input: checked by its schema, then read as the query.
  const filter = useAdminForm({
    schema: auditFilter,
    defaultValues: { actor: '', action: '' },
    send: async ({ actor = '', action = '' }) =>
      setFilters({
        ...(actor.trim() ? { actor: actor.trim() } : {}),
        ...(action.trim() ? { action: action.trim() } : {}),
      }),
  });
  const { errors } = filter.form.formState;

  return (
    <>
      <h1>Audit log</h1>
      <AdminForm {...filter} label="Filter the audit log" submit="Filter" variant="secondary" row>
        <Field label="Who (e-mail)" className={styles.grow} error={errors.actor?.message}>
          <Input {...filter.form.register('actor')} />
        </Field>
        <Field
          label="Action"
          hint="For example order.ship"
          className={styles.grow}
          error={errors.action?.message}
        >
          <Input {...filter.form.register('action')} />
        </Field>
      </AdminForm>
      {log.isPending ? (
        <Spinner label="Loading the audit log" />
      ) : log.error ? (
        <p role="alert">{failureMessage(log.error)}</p>
      ) : entries.length === 0 ? (
        <p className={styles.empty}>
          Nothing recorded{filters.actor || filters.action ? ' for this filter' : ''}.
        </p>
      ) : (
        <ul className={styles.list} aria-label="Audit entries">
          {entries.map((entry) => (
            <li key={entry.id} className={styles.section}>
              <strong>{entry.action}</strong> on {entry.entity} {entry.entity_id}
              <span className={styles.muted}>
                {malaysianTime(entry.at)} · {entry.actor_email} · {entry.ip || 'no address'}
              </span>
              {(entry.before != null || entry.after != null) && (
                <details>
                  <summary>Before and after</summary>
                  <pre>{JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}</pre>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
      {log.hasNextPage && (
        <Button variant="secondary" onClick={() => void log.fetchNextPage()}>
          Load more
        </Button>
      )}
    </>
  );
}
