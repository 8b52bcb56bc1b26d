import { faqPage } from '@nyiur/content';
import { Accordion, Container } from '@nyiur/ui';
import styles from './faq.module.css';
import { AppLink, metaLocale, type MetaPlace, pageMeta } from '@nyiur/shell';
import { PATHS } from '@nyiur/domain';

const page = faqPage;

export const meta = (args: MetaPlace) =>
  pageMeta({
    locale: metaLocale(args),
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
export default function Faq() {
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
        Still wondering? <AppLink to={PATHS.contact}>Contact us</AppLink> and we will reply within
        two working days.
      </p>
    </Container>
  );
}
