import { conditionsOfSale } from '@nyiur/content';
import { LegalPage, policyMeta } from '../components/legal-page/legal-page';

export const meta = () => policyMeta(conditionsOfSale);

export default function Page() {
  return <LegalPage doc={conditionsOfSale} />;
}
