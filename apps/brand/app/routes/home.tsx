import { homePageOf, shortClipsOf, testimonialsOf } from '@nyiur/content';
import { AppLink, metaLocale, pageMeta, requestLocale } from '@nyiur/shell';
import { buttonClassName, Carousel, VideoCard } from '@nyiur/ui';
import { ComparisonTable } from '../components/comparison-table/comparison-table';
import { HeroBanner } from '../components/hero-banner/hero-banner';
import { MediaImage } from '../components/media-image/media-image';
import { Section } from '../components/section/section';
import styles from './home.module.css';
import { PATHS } from '@nyiur/domain';
import { Suspense, lazy } from 'react';
import type { Route } from './+types/home';

// Below the fold: their code comes after the page's own; the prerendered page already shows them.
const AccordionSection = lazy(() =>
  import('../components/section/accordion-section').then((m) => ({ default: m.AccordionSection })),
);
const TestimonialsSection = lazy(() =>
  import('../components/video-tile/testimonials').then((m) => ({
    default: m.TestimonialsSection,
  })),
);
const CombosSection = lazy(() =>
  import('../components/combo-card/combos-section').then((m) => ({ default: m.CombosSection })),
);
const ShortClipsSection = lazy(() =>
  import('../components/video-tile/short-clips').then((m) => ({ default: m.ShortClipsSection })),
);

/** Runs when the page is prerendered: the copy in the page's language only, in its HTML and data. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return {
    page: homePageOf(locale),
    testimonials: testimonialsOf(locale),
    shortClips: shortClipsOf(locale),
  };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  pageMeta({
    locale: metaLocale({ location }),
    ...loaderData.page.meta,
    path: PATHS.home,
    image: loaderData.page.banner.image,
  });

/** The home page, its sections in the order of spec §2. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <HeroBanner id="banner" banner={page.banner} primary />

      <Section id="ingredients" title={page.ingredients.title} centred>
        <Carousel label={page.ingredients.title} perView={{ base: 1, desktop: 5 }}>
          {page.ingredients.items.map((ingredient) => (
            <article key={ingredient.key} className={styles.ingredient}>
              <MediaImage image={ingredient.icon} className={styles.ingredientIcon} decorative />
              <h3 className={styles.ingredientName}>{ingredient.name}</h3>
              <p className={styles.ingredientText}>{ingredient.text}</p>
            </article>
          ))}
        </Carousel>
      </Section>

      <Section
        id="difference"
        title={page.difference.title}
        intro={page.difference.intro}
        tone="muted"
      >
        <ComparisonTable
          caption={page.difference.title}
          columns={page.difference.columns}
          rows={page.difference.rows}
        />
      </Section>

      <Suspense>
        <TestimonialsSection
          id="testimonials"
          title={page.testimonialsTitle}
          clips={loaderData.testimonials}
        />
      </Suspense>

      <Suspense>
        <ShortClipsSection
          id="more-videos"
          title={page.moreVideosTitle}
          clips={loaderData.shortClips}
        />
      </Suspense>

      <HeroBanner id="incentive" banner={page.incentiveBanner} tone="light" />

      <Suspense>
        <CombosSection
          id="combos"
          title={page.combos.title}
          intro={page.combos.intro}
          combos={page.combos.items}
          labels={page.combos.words}
        />
      </Suspense>

      <Suspense>
        <AccordionSection id="benefits" itemId="benefit" {...page.benefits} />
      </Suspense>

      <Section id="recommendation" title={page.recommendation.title} centred size="md">
        <p className={styles.recommendationText}>{page.recommendation.text}</p>
        <VideoCard
          src={page.recommendation.video}
          captionsSrc={page.recommendation.captions}
          poster={page.recommendation.poster}
          title={page.recommendation.title}
          className={styles.poster}
        />
      </Section>

      <Section id="rethink-mct" title={page.rethinkMct.title} tone="accent">
        <div className={styles.rethink}>
          <div>
            {page.rethinkMct.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <AppLink to={page.rethinkMct.cta.href} className={buttonClassName()}>
              {page.rethinkMct.cta.label}
            </AppLink>
          </div>
          <MediaImage image={page.rethinkMct.image} className={styles.rethinkImage} />
        </div>
      </Section>

      <HeroBanner id="bottom-banner" banner={page.bottomBanner} />
    </>
  );
}
