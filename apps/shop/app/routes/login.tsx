import { LoginScreen } from '../components/login-screen/login-screen';
import { privatePageMeta } from '../lib/page-meta';

export const meta = () => privatePageMeta('Login');

export default function Login() {
  return <LoginScreen />;
}
