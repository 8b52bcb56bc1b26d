import { ForgotPasswordScreen } from '../components/forgot-password-screen/forgot-password-screen';
import { privatePageMeta } from '../lib/page-meta';

export const meta = () => privatePageMeta('Forgot Password');

export default function ForgotPassword() {
  return <ForgotPasswordScreen />;
}
