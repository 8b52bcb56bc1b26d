import { notFoundCopyOf } from '@nyiur/content';
import { PATHS } from '@nyiur/domain';
import { metaLocale, pageMeta, requestLocale } from '@nyiur/shell';
import { NotFoundScreen } from '../components/not-found-screen/not-found-screen';
import type { Route } from './+types/not-found';

/** Runs when the page is prerendered: the copy in the page's language only, in its HTML and data. */
export function loader({ request }: Route.LoaderArgs) {
  return { copy: notFoundCopyOf(requestLocale(request)) };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  pageMeta({
    locale: metaLocale({ location }),
    ...loaderData.copy.meta,
    path: PATHS.notFound,
    noIndex: true,
  });

/** The not-found page: /page-not-found and every unknown path. */
export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundScreen copy={loaderData.copy} />;
}
