import { adminContract } from '@nyiur/api';
import { Button, DataList, Field, Input, Spinner } from '@nyiur/ui';
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
        <DataList
          label="Audit entries"
          rows={entries}
          rowKey={(entry) => entry.id}
          columns={[
            {
              key: 'what',
              header: 'What',
              primary: true,
              cell: (entry) => (
                <>
                  <strong>{entry.action}</strong> on {entry.entity} {entry.entity_id}
                </>
              ),
            },
            { key: 'at', header: 'When', cell: (entry) => malaysianTime(entry.at) },
            { key: 'who', header: 'Who', cell: (entry) => entry.actor_email },
            { key: 'ip', header: 'From', cell: (entry) => entry.ip || 'no address' },
            {
              key: 'change',
              header: 'Change',
              unlabelledOnCard: true,
              cell: (entry) =>
                (entry.before != null || entry.after != null) && (
                  <details>
                    <summary>Before and after</summary>
                    <pre className={styles.change}>
                      {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
                    </pre>
                  </details>
                ),
            },
          ]}
        />
      )}
      {log.hasNextPage && (
        <Button variant="secondary" onClick={() => void log.fetchNextPage()}>
          Load more
        </Button>
      )}
    </>
  );
}
