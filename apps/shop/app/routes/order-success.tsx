import { lazyPart, metaTranslate } from '@nyiur/shell';
import { privatePageMeta } from '../lib/page-meta';
import type { ShopMessageId } from '../lib/translate';
import type { Route } from './+types/order-success';

// The screen's code (its form, zod, react-hook-form) comes after the page's own (decision 0024).
const OrderResult = lazyPart(() =>
  import('../components/order-result/order-result').then((m) => m.OrderResult),
);

export const meta = (args: Route.MetaArgs) =>
  privatePageMeta(metaTranslate<ShopMessageId>(args)('orderSuccess.title'));

export default function OrderSuccess() {
  return <OrderResult failed={false} />;
}
