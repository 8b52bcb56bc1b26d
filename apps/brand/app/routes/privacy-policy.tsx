import { privacyPolicy } from '@nyiur/content';
import type { MetaPlace } from '@nyiur/shell';
import { LegalPage, policyMeta } from '../components/legal-page/legal-page';

export const meta = (args: MetaPlace) => policyMeta(privacyPolicy, args);

export default function Page() {
  return <LegalPage doc={privacyPolicy} />;
}
