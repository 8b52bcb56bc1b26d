import { afterHydration } from '@nyiur/shell';
import { privatePageMeta } from '../lib/page-meta';

export const meta = () => privatePageMeta('Reset Password');

// The page's form code (react-hook-form) comes after the page's first load; the prerendered page
// shows meanwhile, and the new password form works once it has come.
const Screen = afterHydration(() =>
  import('../components/reset-password-screen/reset-password-screen').then(
    (module) => module.ResetPasswordScreen,
  ),
);
if (import.meta.env.SSR) await Screen.preload();

export default function ResetPassword() {
  return <Screen />;
}
