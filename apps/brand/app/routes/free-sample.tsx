import { siteConfig } from '@nyiur/content';
import { formatRM, FREE_SHIPPING_OVER, PATHS } from '@nyiur/domain';
import { useSearchParams } from 'react-router';
import { Section } from '../components/section/section';
import styles from './free-sample.module.css';
import { lazyPart, metaLocale, type MetaPlace, pageMeta } from '@nyiur/shell';

// The form's code (zod, react-hook-form) comes after the page's own (decision 0024).
const FreeSampleForm = lazyPart(
  () => import('../components/free-sample-form/free-sample-form').then((m) => m.FreeSampleForm),
  'Loading form',
);

export const meta = (args: MetaPlace) =>
  pageMeta({
    locale: metaLocale(args),
    title: 'Get a free sample',
    description: `Try ${siteConfig.brandName} coconut MCT before you buy: sign up for a free sample pack and pay only for delivery within Malaysia.`,
    path: PATHS.freeSample,
  });

/** Free-sample sign-up; `pid` preselects the product. Then the shop's guest checkout. */
export default function FreeSample() {
  const [searchParams] = useSearchParams();
  const pid = Number(searchParams.get('pid'));
  return (
    <Section id="free-sample" headingLevel="h1" title="Try it free" tone="muted" size="md">
      <div className={styles.intro}>
        <p>
          Not sure which sachet suits you? Tell us a little about yourself and we will send you a
          sample pack. The sample is free; you pay only the delivery fee at checkout.
        </p>
        <ul>
          <li>One free sample per person (per e-mail address and phone number).</li>
          <li>Delivery within Malaysia in 5 - 7 working days.</li>
          <li>Orders over {formatRM(FREE_SHIPPING_OVER)} always ship free.</li>
        </ul>
      </div>
      <FreeSampleForm productId={Number.isFinite(pid) && pid > 0 ? pid : undefined} />
    </Section>
  );
}
