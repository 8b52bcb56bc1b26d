import { useHydrated } from '@nyiur/shell';
import { Button } from '@nyiur/ui';
import type { FormEventHandler, ReactNode } from 'react';
import styles from './auth-card.module.css';

/** The frame of the sign-in screens: a heading, the form and the links under it. */
export function AuthCard({
  title,
  lead,
  children,
  links,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** The links under the form, such as "Back to login". */
  links?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="shop-page">
      <section className={wide ? `${styles.card} ${styles.narrow600}` : styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
        {links && <p className={styles.links}>{links}</p>}
      </section>
    </div>
  );
}

/**
 * The form of an auth page: its fields, then one full-width button that sends them. The button
 * waits until the form's code has taken over: a click before that would send the bare HTML form
 * (its fields in the address) and reload the page.
 */
export function AuthForm({
  onSubmit,
  submitting,
  submitLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <form onSubmit={onSubmit} noValidate>
      {children}
      <Button type="submit" loading={submitting} disabled={!hydrated} fullWidth>
        {submitLabel}
      </Button>
    </form>
  );
}
