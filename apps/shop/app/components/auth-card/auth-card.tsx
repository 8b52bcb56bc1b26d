import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

/** The frame of the sign-in screens: a heading, the form and the links under it. */
export function AuthCard({
  title,
  lead,
  children,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="shop-page">
      <section className={wide ? `${styles.card} ${styles.narrow600}` : styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </section>
    </div>
  );
}
