import type { ReactNode } from 'react';
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
