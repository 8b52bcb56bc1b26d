import { conditionsOfSale } from '@nyiur/content';
import type { MetaPlace } from '@nyiur/shell';
import { LegalPage, policyMeta } from '../components/legal-page/legal-page';

export const meta = (args: MetaPlace) => policyMeta(conditionsOfSale, args);

export default function Page() {
  return <LegalPage doc={conditionsOfSale} />;
}
