import { ResetPasswordScreen } from '../components/reset-password-screen/reset-password-screen';
import { privatePageMeta } from '../lib/page-meta';

export const meta = () => privatePageMeta('Reset Password');

export default function ResetPassword() {
  return <ResetPasswordScreen />;
}
