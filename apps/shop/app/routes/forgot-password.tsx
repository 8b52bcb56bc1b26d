import { afterHydration } from '@nyiur/shell';
import { privatePageMeta } from '../lib/page-meta';

export const meta = () => privatePageMeta('Forgot Password');

// The page's form code (react-hook-form) comes after the page's first load; the prerendered page
// shows meanwhile, and the reset request form works once it has come.
const Screen = afterHydration(() =>
  import('../components/forgot-password-screen/forgot-password-screen').then(
    (module) => module.ForgotPasswordScreen,
  ),
);
if (import.meta.env.SSR) await Screen.preload();

export default function ForgotPassword() {
  return <Screen />;
}
