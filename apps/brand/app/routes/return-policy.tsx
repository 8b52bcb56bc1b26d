import { refundPolicy } from '@nyiur/content';
import { LegalPage, policyMeta } from '../components/legal-page/legal-page';

export const meta = () => policyMeta(refundPolicy);

export default function Page() {
  return <LegalPage doc={refundPolicy} />;
}
