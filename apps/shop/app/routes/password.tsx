import { lazyPart } from '@nyiur/shell';
import { privatePageMeta } from '../lib/page-meta';

// The screen's code (its form, zod, react-hook-form) comes after the page's own (decision 0024).
const ResetPasswordScreen = lazyPart(() =>
  import('../components/reset-password-screen/reset-password-screen').then(
    (m) => m.ResetPasswordScreen,
  ),
);

export const meta = () => privatePageMeta('Reset Password');

export default function ResetPassword() {
  return <ResetPasswordScreen />;
}
