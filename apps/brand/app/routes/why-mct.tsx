import { whyMctPageOf, whyMctPath } from '@nyiur/content';
import { buttonClassName } from '@nyiur/ui';
import { MediaImage } from '../components/media-image/media-image';
import { Section } from '../components/section/section';
import styles from './why-mct.module.css';
import { AppLink, metaLocale, pageMeta, requestLocale } from '@nyiur/shell';
import type { Route } from './+types/why-mct';

/** Runs when the page is prerendered: the copy in the page's language only, in its HTML and data. */
export function loader({ request }: Route.LoaderArgs) {
  return { page: whyMctPageOf(requestLocale(request)) };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  pageMeta({
    locale: metaLocale({ location }),
    ...loaderData.page.meta,
    path: whyMctPath,
  });

/** What MCT is and why we sell it in sachets: three blocks and a way to ask us more. */
export default function WhyMct({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <Section
        id="why-mct"
        title={page.title}
        intro={page.intro}
        headingLevel="h1"
        tone="muted"
        size="md"
      />
      <Section id="blocks" size="lg">
        <div className={styles.blocks}>
          {page.blocks.map((block) => (
            <article key={block.title} className={styles.block}>
              <MediaImage image={block.image} className={styles.image} />
              <div>
                <h2 className={styles.title}>{block.title}</h2>
                {block.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </article>
          ))}
        </div>
        <p className={styles.cta}>
          <AppLink to={page.cta.href} className={buttonClassName({ size: 'lg' })}>
            {page.cta.label}
          </AppLink>
        </p>
      </Section>
    </>
  );
}
