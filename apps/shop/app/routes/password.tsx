import { lazyPart, metaTranslate } from '@nyiur/shell';
import { privatePageMeta } from '../lib/page-meta';
import type { ShopMessageId } from '../lib/translate';
import type { Route } from './+types/password';

// The screen's code (its form, zod, react-hook-form) comes after the page's own (decision 0024).
const ResetPasswordScreen = lazyPart(() =>
  import('../components/reset-password-screen/reset-password-screen').then(
    (m) => m.ResetPasswordScreen,
  ),
);

export const meta = (args: Route.MetaArgs) =>
  privatePageMeta(metaTranslate<ShopMessageId>(args)('password.title'));

export default function ResetPassword() {
  return <ResetPasswordScreen />;
}
