import { Suspense, lazy, useEffect } from 'react';
import { PATHS } from '@nyiur/domain';
import {
  metaTranslate,
  signOut,
  useAppNavigate,
  useHydrated,
  useI18n,
  useIsLoggedIn,
  useUser,
  withLoading,
} from '@nyiur/shell';
import { Spinner } from '@nyiur/ui';
import { AccountMessages } from '../lib/account-messages';
import { membersPageMeta } from '../lib/page-meta';
import { useShopTranslate, type ShopMessageId } from '../lib/translate';
import type { Route } from './+types/account';

export const meta = (args: Route.MetaArgs) =>
  membersPageMeta(metaTranslate<ShopMessageId>(args)('account.title'));

// The signed-in view (tabs, dialogs, the address form) is not part of the page's first load:
// the prerendered page shows the spinner, and the view needs the user's data.
const loadAccountView = () => import('../components/account-view/account-view');
const AccountView = lazy(() =>
  loadAccountView().then((module) => ({ default: module.AccountView })),
);

/** /account: email heading, welcome, Logout, and the My Orders and My Addresses tabs (spec §2). */
export default function Account() {
  const hydrated = useHydrated();
  const loggedIn = useIsLoggedIn();
  const navigate = useAppNavigate();
  const user = useUser();
  const t = useShopTranslate();
  const i18n = useI18n();

  useEffect(() => {
    if (hydrated && !loggedIn) navigate(PATHS.login, { replace: true });
  }, [hydrated, loggedIn, navigate]);
  // The view's code and words come down while the user's data does.
  useEffect(() => {
    if (!loggedIn) return;
    void loadAccountView();
    void AccountMessages.load(i18n);
  }, [loggedIn, i18n]);

  const logout = async () => {
    await withLoading(() => signOut());
    navigate(PATHS.home);
  };

  if (!loggedIn || !user.data) {
    return (
      <div className="shop-page">
        <Spinner label={t('account.loading')} />
      </div>
    );
  }

  return (
    <Suspense
      fallback={
        <div className="shop-page">
          <Spinner label={t('account.loading')} />
        </div>
      }
    >
      <AccountMessages>
        <AccountView user={user.data} onLogout={() => void logout()} />
      </AccountMessages>
    </Suspense>
  );
}
