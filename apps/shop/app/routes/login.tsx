import { lazyPart, metaTranslate } from '@nyiur/shell';
import { privatePageMeta } from '../lib/page-meta';
import type { ShopMessageId } from '../lib/translate';
import type { Route } from './+types/login';

// The screen's code (its form, zod, react-hook-form) comes after the page's own (decision 0024).
const LoginScreen = lazyPart(() =>
  import('../components/login-screen/login-screen').then((m) => m.LoginScreen),
);

export const meta = (args: Route.MetaArgs) =>
  privatePageMeta(metaTranslate<ShopMessageId>(args)('login.title'));

export default function Login() {
  return <LoginScreen />;
}
