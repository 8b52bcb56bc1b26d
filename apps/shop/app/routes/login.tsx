import { Suspense, lazy } from 'react';
import { Spinner } from '@nyiur/ui';
import { privatePageMeta } from '../lib/page-meta';

// The screen's code (its form, zod, react-hook-form) comes after the page's own; the prerendered
// page already shows the screen whole (decision 0024).
const LoginScreen = lazy(() =>
  import('../components/login-screen/login-screen').then((m) => ({ default: m.LoginScreen })),
);

export const meta = () => privatePageMeta('Login');

export default function Login() {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <LoginScreen />
    </Suspense>
  );
}
