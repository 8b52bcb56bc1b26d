import { notFoundMessages, PATHS } from '@nyiur/domain';
import { buttonClassName, Container } from '@nyiur/ui';
import styles from './not-found.module.css';
import { AppLink, metaLocale, type MetaPlace, pageMeta } from '@nyiur/shell';

export const meta = (args: MetaPlace) =>
  pageMeta({
    locale: metaLocale(args),
    title: 'Page not found',
    description:
      'The page you asked for is not here. Browse our MCT sachets, blog and guides instead.',
    path: PATHS.notFound,
    noIndex: true,
  });

/** The not-found screen: /page-not-found and every unknown path. */
export default function NotFound() {
  return (
    <Container as="section" size="md" className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {notFoundMessages.title}
      </h1>
      <p className={styles.code}>{notFoundMessages.code}</p>
      <AppLink to={PATHS.home} className={buttonClassName()}>
        Back to Home
      </AppLink>
    </Container>
  );
}
