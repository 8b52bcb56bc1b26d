import { Button, Field, Input, Spinner } from '@nyiur/ui';
import { useState, type FormEvent } from 'react';
import { useAuditLog } from '../api/staff';
import { failureMessage } from '../lib/admin-api';
import { malaysianTime } from '../lib/labels';
import styles from './screens.module.css';

/** Every back-office change, newest first, filtered by who and what. */
export function AuditScreen() {
  const [filters, setFilters] = useState<{ actor?: string; action?: string }>({});
  const { list: log, items: entries } = useAuditLog(filters);

  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const actor = String(form.get('actor') ?? '').trim();
    const action = String(form.get('action') ?? '').trim();
    setFilters({ ...(actor ? { actor } : {}), ...(action ? { action } : {}) });
  };

  return (
    <>
      <h1>Audit log</h1>
      <form className={styles.row} onSubmit={filter} aria-label="Filter the audit log">
        <Field label="Who (e-mail)" className={styles.grow}>
          <Input name="actor" />
        </Field>
        <Field label="Action" hint="For example order.ship" className={styles.grow}>
          <Input name="action" />
        </Field>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
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
