import { Suspense, lazy, useEffect } from 'react';
import { PATHS } from '@nyiur/domain';
import {
  signOut,
  useAppNavigate,
  useHydrated,
  useIsLoggedIn,
  useUser,
  withLoading,
} from '@nyiur/shell';
import { Spinner } from '@nyiur/ui';
import { membersPageMeta } from '../lib/page-meta';

export const meta = () => membersPageMeta('My Account');

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

  useEffect(() => {
    if (hydrated && !loggedIn) navigate(PATHS.login, { replace: true });
  }, [hydrated, loggedIn, navigate]);
  // The view's code comes down while the user's data does.
  useEffect(() => {
    if (loggedIn) void loadAccountView();
  }, [loggedIn]);

  const logout = async () => {
    await withLoading(() => signOut());
    navigate(PATHS.home);
  };

  if (!loggedIn || !user.data) {
    return (
      <div className="shop-page">
        <Spinner label="Loading your account" />
      </div>
    );
  }

  return (
    <Suspense
      fallback={
        <div className="shop-page">
          <Spinner label="Loading your account" />
        </div>
      }
    >
      <AccountView user={user.data} onLogout={() => void logout()} />
    </Suspense>
  );
}
