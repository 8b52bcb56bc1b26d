import { lifestyleAffiliatePageOf } from '@nyiur/content';
import { PATHS } from '@nyiur/domain';
import { buttonClassName } from '@nyiur/ui';
import { ComboPrice } from '../components/combo-card/combo-price';
import { MediaImage } from '../components/media-image/media-image';
import { Section } from '../components/section/section';
import { LazyEnquiryForm } from '../components/enquiry-form/lazy-enquiry-form';
import styles from './lifestyle-affiliate.module.css';
import { AppLink, metaLocale, pageMeta, requestLocale } from '@nyiur/shell';
import type { Route } from './+types/lifestyle-affiliate';

const PATH = PATHS.lifestyleAffiliate;

/** Runs when the page is prerendered: the copy in the page's language only, in its HTML and data. */
export function loader({ request }: Route.LoaderArgs) {
  return { page: lifestyleAffiliatePageOf(requestLocale(request)) };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  pageMeta({
    locale: metaLocale({ location }),
    ...loaderData.page.meta,
    path: PATH,
    image: loaderData.page.image,
  });

/** The affiliate programme: what it is, how it works, the enquiry form and a way to talk to us. */
export default function LifestyleAffiliate({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const questions = {
    contentCreator: page.form.contentCreatorQuestion,
    blogWriter: page.form.blogWriterQuestion,
  };
  const contactButton = (
    <AppLink to={page.cta.href} className={buttonClassName({ variant: 'outline' })}>
      {page.cta.label}
    </AppLink>
  );
  return (
    <>
      <Section id="affiliate" headingLevel="h1" title={page.title} tone="muted">
        <div className={styles.intro}>
          <div>
            {page.intro.map((paragraph) => (
              <p key={paragraph} className={styles.lead}>
                {paragraph}
              </p>
            ))}
            {contactButton}
          </div>
          <MediaImage image={page.image} priority className={styles.image} />
        </div>
      </Section>

      <Section id="how-it-works" title={page.headings.howItWorks}>
        <ol className={styles.steps}>
          {page.howItWorks.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.cardTitle}>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <h3 className={styles.combosTitle}>{page.headings.qualifyingCombos}</h3>
        <ul className={styles.combos}>
          {page.qualifyingCombos.map((combo) => (
            <li key={combo.id}>
              <strong>{combo.name}</strong>
              <ComboPrice productId={combo.id} comingSoon={page.comboLabels.comingSoon} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="enquiry" title={page.form.title} intro={page.form.intro} tone="accent" size="md">
        <LazyEnquiryForm
          kind="affiliate"
          submitLabel={page.form.submitLabel}
          questions={questions}
        />
      </Section>

      <Section id="affiliate-benefits" title={page.headings.benefits}>
        <ul className={styles.steps}>
          {page.benefits.map((benefit) => (
            <li key={benefit.title} className={styles.step}>
              <h3 className={styles.cardTitle}>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          {page.headings.questionsFirst} {contactButton}
        </p>
      </Section>
    </>
  );
}
