import { refundPolicy } from '@nyiur/content';
import type { MetaPlace } from '@nyiur/shell';
import { LegalPage, policyMeta } from '../components/legal-page/legal-page';

export const meta = (args: MetaPlace) => policyMeta(refundPolicy, args);

export default function Page() {
  return <LegalPage doc={refundPolicy} />;
}
