import { Suspense, lazy } from 'react';
import { Spinner } from '@nyiur/ui';
import { privatePageMeta } from '../lib/page-meta';

// The screen's code (its form, zod, react-hook-form) comes after the page's own; the prerendered
// page already shows the screen whole (decision 0024).
const OrderResult = lazy(() =>
  import('../components/order-result/order-result').then((m) => ({ default: m.OrderResult })),
);

export const meta = () => privatePageMeta('Payment Failed');

export default function OrderFailed() {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <OrderResult failed />
    </Suspense>
  );
}
