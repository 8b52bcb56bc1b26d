import { lazyPart, metaTranslate } from '@nyiur/shell';
import { privatePageMeta } from '../lib/page-meta';
import type { ShopMessageId } from '../lib/translate';
import type { Route } from './+types/forgot-password';

// The screen's code (its form, zod, react-hook-form) comes after the page's own (decision 0024).
const ForgotPasswordScreen = lazyPart(() =>
  import('../components/forgot-password-screen/forgot-password-screen').then(
    (m) => m.ForgotPasswordScreen,
  ),
);

export const meta = (args: Route.MetaArgs) =>
  privatePageMeta(metaTranslate<ShopMessageId>(args)('forgotPassword.title'));

export default function ForgotPassword() {
  return <ForgotPasswordScreen />;
}
