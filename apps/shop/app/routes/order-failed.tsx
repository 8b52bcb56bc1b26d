import { lazyPart, metaTranslate } from '@nyiur/shell';
import { privatePageMeta } from '../lib/page-meta';
import type { ShopMessageId } from '../lib/translate';
import type { Route } from './+types/order-failed';

// The screen's code (its form, zod, react-hook-form) comes after the page's own (decision 0024).
const OrderResult = lazyPart(() =>
  import('../components/order-result/order-result').then((m) => m.OrderResult),
);

export const meta = (args: Route.MetaArgs) =>
  privatePageMeta(metaTranslate<ShopMessageId>(args)('orderFailed.title'));

export default function OrderFailed() {
  return <OrderResult failed />;
}
