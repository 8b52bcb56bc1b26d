import { lazyPart, metaTranslate } from '@nyiur/shell';
import { privatePageMeta } from '../lib/page-meta';
import type { ShopMessageId } from '../lib/translate';
import type { Route } from './+types/register';

// The screen's code (its form, zod, react-hook-form) comes after the page's own (decision 0024).
const RegisterScreen = lazyPart(() =>
  import('../components/register-screen/register-screen').then((m) => m.RegisterScreen),
);

export const meta = (args: Route.MetaArgs) =>
  privatePageMeta(metaTranslate<ShopMessageId>(args)('register.title'));

export { AFFILIATE_STORAGE_KEY } from '../lib/affiliate-storage';

export default function Register() {
  return <RegisterScreen />;
}
