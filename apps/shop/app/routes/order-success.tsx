import { OrderResult } from '../components/order-result/order-result';
import { privatePageMeta } from '../lib/page-meta';

export const meta = () => privatePageMeta('Payment Success');

export default function OrderSuccess() {
  return <OrderResult failed={false} />;
}
