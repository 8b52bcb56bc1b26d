import type { NotFoundCopy } from '@nyiur/content';
import { PATHS } from '@nyiur/domain';
import { AppLink } from '@nyiur/shell';
import { buttonClassName, Container } from '@nyiur/ui';
import styles from './not-found-screen.module.css';

/** The not-found screen in the words given: /page-not-found, unknown paths and unknown articles. */
export function NotFoundScreen({ copy }: { readonly copy: NotFoundCopy }) {
  return (
    <Container as="section" size="md" className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {copy.title}
      </h1>
      <p className={styles.code}>{copy.code}</p>
      <AppLink to={PATHS.home} className={buttonClassName()}>
        {copy.backLabel}
      </AppLink>
    </Container>
  );
}
