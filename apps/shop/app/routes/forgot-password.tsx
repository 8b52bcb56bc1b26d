import { Suspense, lazy } from 'react';
import { Spinner } from '@nyiur/ui';
import { privatePageMeta } from '../lib/page-meta';

// The screen's code (its form, zod, react-hook-form) comes after the page's own; the prerendered
// page already shows the screen whole (decision 0024).
const ForgotPasswordScreen = lazy(() =>
  import('../components/forgot-password-screen/forgot-password-screen').then((m) => ({
    default: m.ForgotPasswordScreen,
  })),
);

export const meta = () => privatePageMeta('Forgot Password');

export default function ForgotPassword() {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <ForgotPasswordScreen />
    </Suspense>
  );
}
