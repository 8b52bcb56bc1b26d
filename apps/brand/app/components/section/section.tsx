import type { ReactNode } from 'react';
import { Container, type ContainerSize } from '@nyiur/ui';
import styles from './section.module.css';

export type SectionTone = 'plain' | 'muted' | 'primary' | 'accent';

export interface SectionProps {
  /** Heading id, so the section is labelled by its heading. */
  readonly id: string;
  readonly title?: ReactNode;
  readonly eyebrow?: ReactNode;
  readonly intro?: ReactNode;
  readonly tone?: SectionTone;
  readonly size?: ContainerSize;
  readonly headingLevel?: 'h1' | 'h2';
  readonly centred?: boolean;
  readonly children?: ReactNode;
}

/** One band of a page: a tinted full-width background with a centred, titled container. */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  tone = 'plain',
  size = 'lg',
  headingLevel: Heading = 'h2',
  centred = false,
  children,
}: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`${styles.section} ${styles[tone]}`}
    >
      <Container size={size} className={centred ? styles.centred : undefined}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        {title && (
          <Heading id={headingId} className={styles.title}>
            {title}
          </Heading>
        )}
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </Container>
    </section>
  );
}
