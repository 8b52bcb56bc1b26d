import { RegisterScreen } from '../components/register-screen/register-screen';
import { privatePageMeta } from '../lib/page-meta';

export const meta = () => privatePageMeta('Register');

export { AFFILIATE_STORAGE_KEY } from '../lib/affiliate-storage';

export default function Register() {
  return <RegisterScreen />;
}
