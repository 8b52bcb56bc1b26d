import { faqPageOf } from '@nyiur/content';
import { Accordion, Container } from '@nyiur/ui';
import styles from './faq.module.css';
import { AppLink, metaLocale, pageMeta, requestLocale } from '@nyiur/shell';
import { PATHS } from '@nyiur/domain';
import type { Route } from './+types/faq';

/** Runs when the page is prerendered: the copy in the page's language only, in its HTML and data. */
export function loader({ request }: Route.LoaderArgs) {
  return { page: faqPageOf(requestLocale(request)) };
}

export const meta = ({ loaderData: { page }, location }: Route.MetaArgs) =>
  pageMeta({
    locale: metaLocale({ location }),
    ...page.meta,
    path: PATHS.faq,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: page.items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      },
    ],
  });

/** Questions and answers, grouped by topic. */
export default function Faq({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <Container size="md" className={styles.page}>
      <h1>{page.title}</h1>
      {page.topics.map((topic) => {
        const items = page.items.filter((item) => item.topic === topic.key);
        if (items.length === 0) return null;
        return (
          <section key={topic.key} aria-labelledby={`faq-${topic.key}`} className={styles.topic}>
            <h2 id={`faq-${topic.key}`} className={styles.topicTitle}>
              {topic.title}
            </h2>
            <Accordion
              type="multiple"
              items={items.map((item, index) => ({
                id: `${topic.key}-${index + 1}`,
                title: item.question,
                content: <p>{item.answer}</p>,
              }))}
            />
          </section>
        );
      })}
      <p className={styles.more}>
        {page.more.before}
        <AppLink to={PATHS.contact}>{page.more.link}</AppLink>
        {page.more.after}
      </p>
    </Container>
  );
}
