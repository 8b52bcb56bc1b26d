import { privacyPolicyOf, policyPageCopyOf } from '@nyiur/content';
import { requestLocale } from '@nyiur/shell';
import { LegalPage, policyMeta } from '../components/legal-page/legal-page';
import type { Route } from './+types/privacy-policy';

/** Runs when the page is prerendered: the copy in the page's language only, in its HTML and data. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return { doc: privacyPolicyOf(locale), copy: policyPageCopyOf(locale) };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  policyMeta(loaderData.doc, { location });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData.doc} copy={loaderData.copy} />;
}
