import { freeSampleCopyOf } from '@nyiur/content';
import { formatRM, FREE_SHIPPING_OVER, PATHS } from '@nyiur/domain';
import { useSearchParams } from 'react-router';
import { Section } from '../components/section/section';
import styles from './free-sample.module.css';
import { lazyPart, metaLocale, pageMeta, requestLocale } from '@nyiur/shell';
import type { Route } from './+types/free-sample';

// The form's code (zod, react-hook-form) comes after the page's own (decision 0024).
const FreeSampleForm = lazyPart(() =>
  import('../components/free-sample-form/free-sample-form').then((m) => m.FreeSampleForm),
);

/** Runs when the page is prerendered: the copy in the page's language only, in its HTML and data. */
export function loader({ request }: Route.LoaderArgs) {
  return { copy: freeSampleCopyOf(requestLocale(request)) };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  pageMeta({
    locale: metaLocale({ location }),
    ...loaderData.copy.meta,
    path: PATHS.freeSample,
  });

/** Free-sample sign-up; `pid` preselects the product. Then the shop's guest checkout. */
export default function FreeSample({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const [searchParams] = useSearchParams();
  const pid = Number(searchParams.get('pid'));
  return (
    <Section id="free-sample" headingLevel="h1" title={copy.title} tone="muted" size="md">
      <div className={styles.intro}>
        <p>{copy.intro}</p>
        <ul>
          {copy.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
          <li>
            {copy.freeShipping.before}
            {formatRM(FREE_SHIPPING_OVER)}
            {copy.freeShipping.after}
          </li>
        </ul>
      </div>
      <FreeSampleForm productId={Number.isFinite(pid) && pid > 0 ? pid : undefined} />
    </Section>
  );
}
