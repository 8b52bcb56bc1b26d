import { privacyPolicy } from '@nyiur/content';
import { LegalPage, policyMeta } from '../components/legal-page/legal-page';

export const meta = () => policyMeta(privacyPolicy);

export default function Page() {
  return <LegalPage doc={privacyPolicy} />;
}
