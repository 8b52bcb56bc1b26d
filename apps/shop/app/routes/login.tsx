import { afterHydration } from '@nyiur/shell';
import { privatePageMeta } from '../lib/page-meta';

export const meta = () => privatePageMeta('Login');

// The page's form code (react-hook-form) comes after the page's first load; the prerendered page
// shows meanwhile, and the sign-in form works once it has come.
const Screen = afterHydration(() =>
  import('../components/login-screen/login-screen').then((module) => module.LoginScreen),
);
if (import.meta.env.SSR) await Screen.preload();

export default function Login() {
  return <Screen />;
}
