import { leanEssentialsLandingOf, leanEssentialsProduct, products } from '@nyiur/content';
import { HeroBanner } from '../components/hero-banner/hero-banner';
import { BenefitList } from '../components/benefit-list/benefit-list';
import { AccordionSection } from '../components/section/accordion-section';
import { Section } from '../components/section/section';
import styles from './leanessentials.module.css';
import { metaLocale, pageMeta, productJsonLd, requestLocale } from '@nyiur/shell';
import { PATHS } from '@nyiur/domain';
import type { Route } from './+types/leanessentials';

/** Runs when the page is prerendered: the copy in the page's language only, in its HTML and data. */
export function loader({ request }: Route.LoaderArgs) {
  const product = products.find((item) => item.slug === 'leanessentials');
  return {
    page: leanEssentialsLandingOf(requestLocale(request)),
    shareImage: leanEssentialsProduct.shareImage,
    jsonLd: product ? [productJsonLd(product, PATHS.leanessentials)] : [],
  };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  pageMeta({
    locale: metaLocale({ location }),
    ...loaderData.page.meta,
    path: PATHS.leanessentials,
    image: loaderData.shareImage,
    type: 'product',
    jsonLd: loaderData.jsonLd,
  });

/** Landing page of the whey product: banner, three core benefits, five answers. */
export default function LeanEssentials({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <HeroBanner id="lean-banner" banner={page.banner} primary />
      <Section id="core-benefits" title={page.coreBenefitsTitle} centred>
        <BenefitList
          items={page.coreBenefits}
          imageClassName={styles.icon}
          titleClassName={styles.benefitTitle}
          decorativeImages
        />
      </Section>
      <AccordionSection id="good-to-know" itemId="answer" {...page.accordion} />
    </>
  );
}
