import { brandStoryPageOf, brandStoryPath, products } from '@nyiur/content';
import { AppLink, metaLocale, pageMeta, productJsonLd, requestLocale } from '@nyiur/shell';
import { buttonClassName, Carousel, Container } from '@nyiur/ui';
import { BenefitList } from '../components/benefit-list/benefit-list';
import { MediaImage } from '../components/media-image/media-image';
import { Section } from '../components/section/section';
import styles from './brand-story.module.css';
import type { Route } from './+types/brand-story';

const PATH = brandStoryPath;
/** Runs when the page is prerendered: the copy in the page's language only, in its HTML and data. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    page: brandStoryPageOf(requestLocale(request)),
    jsonLd: products.map((item) => productJsonLd(item, PATH)),
  };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  pageMeta({
    locale: metaLocale({ location }),
    ...loaderData.page.meta,
    path: PATH,
    image: loaderData.page.banner.image,
    jsonLd: loaderData.jsonLd,
  });

/** The brand story: why we exist, what we make, how we pack it. */
export default function BrandStory({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const words = page.productsSection;
  return (
    <>
      <header className={styles.banner}>
        <MediaImage image={page.banner.image} priority className={styles.bannerImage} decorative />
        <Container className={styles.bannerText}>
          <h1 className={styles.bannerTitle}>{page.banner.title}</h1>
        </Container>
      </header>

      <Section id="quote" size="md" centred>
        <figure className={styles.quote}>
          <blockquote>
            <p>“{page.quote.text}”</p>
          </blockquote>
          <figcaption>{page.quote.attribution}</figcaption>
        </figure>
      </Section>

      <Section id="foundations" title={page.benefits.title} tone="muted" centred>
        <BenefitList items={page.benefits.items} imageClassName={styles.benefitImage} />
      </Section>

      <Section id="products" title={words.title} centred>
        <Carousel label={words.carouselLabel} perView={{ base: 1, desktop: 3 }}>
          {page.productBoxes.map((box) => (
            <article key={box.title} className={styles.box} aria-label={box.title}>
              <MediaImage
                image={box.image}
                className={styles.boxImage}
                sizes="(max-width: 768px) 85vw, 33vw"
              />
              <h3 className={styles.boxTitle}>{box.title}</h3>
              {box.href ? (
                <AppLink
                  to={box.href}
                  className={buttonClassName({ variant: 'outline', size: 'sm' })}
                >
                  {words.viewLabel}
                </AppLink>
              ) : (
                <p className={styles.soon}>{words.comingSoonLabel}</p>
              )}
            </article>
          ))}
        </Carousel>
        <p className={styles.shop}>
          <AppLink to={page.shopButton.href} className={buttonClassName({ size: 'lg' })}>
            {page.shopButton.label}
          </AppLink>
        </p>
      </Section>

      <Section id="slogan" title={page.slogan.title} tone="primary" centred size="md">
        <p className={styles.slogan}>{page.slogan.text}</p>
      </Section>

      <Section
        id="sustainability"
        title={page.sustainability.title}
        intro={page.sustainability.intro}
      >
        <div className={styles.sustain}>
          <ul className={styles.points}>
            {page.sustainability.points.map((point) => (
              <li key={point.title}>
                <h3 className={styles.pointTitle}>{point.title}</h3>
                <p>{point.text}</p>
              </li>
            ))}
          </ul>
          <MediaImage image={page.sustainability.image} className={styles.sustainImage} />
        </div>
        <AppLink
          to={page.sustainability.cta.href}
          className={buttonClassName({ variant: 'secondary' })}
        >
          {page.sustainability.cta.label}
        </AppLink>
      </Section>
    </>
  );
}
