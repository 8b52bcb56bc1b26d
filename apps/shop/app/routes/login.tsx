import { lazyPart } from '@nyiur/shell';
import { privatePageMeta } from '../lib/page-meta';

// The screen's code (its form, zod, react-hook-form) comes after the page's own (decision 0024).
const LoginScreen = lazyPart(() =>
  import('../components/login-screen/login-screen').then((m) => m.LoginScreen),
);

export const meta = () => privatePageMeta('Login');

export default function Login() {
  return <LoginScreen />;
}
