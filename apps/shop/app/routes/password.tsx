import { Suspense, lazy } from 'react';
import { Spinner } from '@nyiur/ui';
import { privatePageMeta } from '../lib/page-meta';

// The screen's code (its form, zod, react-hook-form) comes after the page's own; the prerendered
// page already shows the screen whole (decision 0024).
const ResetPasswordScreen = lazy(() =>
  import('../components/reset-password-screen/reset-password-screen').then((m) => ({
    default: m.ResetPasswordScreen,
  })),
);

export const meta = () => privatePageMeta('Reset Password');

export default function ResetPassword() {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <ResetPasswordScreen />
    </Suspense>
  );
}
