import { leanEssentialsLanding, leanEssentialsProduct, products } from '@nyiur/content';
import { HeroBanner } from '../components/hero-banner/hero-banner';
import { BenefitList } from '../components/benefit-list/benefit-list';
import { AccordionSection } from '../components/section/accordion-section';
import { Section } from '../components/section/section';
import styles from './leanessentials.module.css';
import { metaLocale, type MetaPlace, pageMeta, productJsonLd } from '@nyiur/shell';
import { PATHS } from '@nyiur/domain';

const page = leanEssentialsLanding;
const product = products.find((item) => item.slug === 'leanessentials');

export const meta = (args: MetaPlace) =>
  pageMeta({
    locale: metaLocale(args),
    ...page.meta,
    path: PATHS.leanessentials,
    image: leanEssentialsProduct.shareImage,
    type: 'product',
    jsonLd: product ? [productJsonLd(product, PATHS.leanessentials)] : [],
  });

/** Landing page of the whey product: banner, three core benefits, five answers. */
export default function LeanEssentials() {
  return (
    <>
      <HeroBanner id="lean-banner" banner={page.banner} primary />
      <Section id="core-benefits" title="Three core benefits" centred>
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
