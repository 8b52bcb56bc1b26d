import { afterHydration } from '@nyiur/shell';
import { privatePageMeta } from '../lib/page-meta';

export const meta = () => privatePageMeta('Register');

export { AFFILIATE_STORAGE_KEY } from '../lib/affiliate-storage';

// The page's form code (react-hook-form) comes after the page's first load; the prerendered page
// shows meanwhile, and the sign-up form works once it has come.
const Screen = afterHydration(() =>
  import('../components/register-screen/register-screen').then((module) => module.RegisterScreen),
);
if (import.meta.env.SSR) await Screen.preload();

export default function Register() {
  return <Screen />;
}
