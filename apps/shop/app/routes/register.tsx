import { Suspense, lazy } from 'react';
import { Spinner } from '@nyiur/ui';
import { privatePageMeta } from '../lib/page-meta';

// The screen's code (its form, zod, react-hook-form) comes after the page's own; the prerendered
// page already shows the screen whole (decision 0024).
const RegisterScreen = lazy(() =>
  import('../components/register-screen/register-screen').then((m) => ({
    default: m.RegisterScreen,
  })),
);

export const meta = () => privatePageMeta('Register');

export { AFFILIATE_STORAGE_KEY } from '../lib/affiliate-storage';

export default function Register() {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <RegisterScreen />
    </Suspense>
  );
}
