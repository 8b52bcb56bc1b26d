import { lazyPart } from '@nyiur/shell';
import { privatePageMeta } from '../lib/page-meta';

// The screen's code (its form, zod, react-hook-form) comes after the page's own (decision 0024).
const RegisterScreen = lazyPart(() =>
  import('../components/register-screen/register-screen').then((m) => m.RegisterScreen),
);

export const meta = () => privatePageMeta('Register');

export { AFFILIATE_STORAGE_KEY } from '../lib/affiliate-storage';

export default function Register() {
  return <RegisterScreen />;
}
