import { OrderResult } from '../components/order-result/order-result';
import { privatePageMeta } from '../lib/page-meta';

export const meta = () => privatePageMeta('Payment Failed');

export default function OrderFailed() {
  return <OrderResult failed />;
}
