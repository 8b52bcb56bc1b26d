import { lazyPart } from '@nyiur/shell';
import { privatePageMeta } from '../lib/page-meta';

// The screen's code (its form, zod, react-hook-form) comes after the page's own (decision 0024).
const OrderResult = lazyPart(() =>
  import('../components/order-result/order-result').then((m) => m.OrderResult),
);

export const meta = () => privatePageMeta('Payment Failed');

export default function OrderFailed() {
  return <OrderResult failed />;
}
