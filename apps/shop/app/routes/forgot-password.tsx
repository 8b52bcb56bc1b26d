import { lazyPart } from '@nyiur/shell';
import { privatePageMeta } from '../lib/page-meta';

// The screen's code (its form, zod, react-hook-form) comes after the page's own (decision 0024).
const ForgotPasswordScreen = lazyPart(() =>
  import('../components/forgot-password-screen/forgot-password-screen').then(
    (m) => m.ForgotPasswordScreen,
  ),
);

export const meta = () => privatePageMeta('Forgot Password');

export default function ForgotPassword() {
  return <ForgotPasswordScreen />;
}
