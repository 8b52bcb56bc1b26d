import { Suspense, lazy, useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PATHS } from '@nyiur/domain';
import {
  callApi,
  metaTranslate,
  useAppNavigate,
  useHydrated,
  useIsLoggedIn,
  useUser,
} from '@nyiur/shell';
import { Spinner } from '@nyiur/ui';
import { CheckoutMessages } from '../lib/checkout-messages';
import { membersPageMeta } from '../lib/page-meta';
import { useShopTranslate, type ShopMessageId } from '../lib/translate';
import type { Route } from './+types/checkout';

export const meta = (args: Route.MetaArgs) =>
  membersPageMeta(metaTranslate<ShopMessageId>(args)('checkout.title'));

// The form (react-hook-form, the address select, the radio groups) is not part of the page's
// first load: the prerendered page shows the spinner, and the form needs the member's data.
const loadMemberCheckout = () => import('../components/member-checkout/member-checkout');
const MemberCheckout = lazy(() =>
  loadMemberCheckout().then((module) => ({ default: module.MemberCheckout })),
);

/** /checkout: the member's delivery or pick-up details and the order summary (spec §2, §4). */
export default function Checkout() {
  const hydrated = useHydrated();
  const loggedIn = useIsLoggedIn();
  const navigate = useAppNavigate();
  const user = useUser();
  const t = useShopTranslate();
  const options = useQuery({
    queryKey: ['options', 'member'],
    queryFn: async () => (await callApi('usersOption', {})).data,
    enabled: loggedIn,
    staleTime: 0,
  });
  const empty = useMemo(
    () => options.data && !options.data.cart?.cart_items.length,
    [options.data],
  );

  useEffect(() => {
    if (hydrated && !loggedIn) navigate(PATHS.login, { replace: true });
  }, [hydrated, loggedIn, navigate]);
  // The form's code comes down while the checkout's data does.
  useEffect(() => {
    if (loggedIn) void loadMemberCheckout();
  }, [loggedIn]);
  useEffect(() => {
    if (empty) navigate(PATHS.home, { replace: true });
  }, [empty, navigate]);

  return (
    <div className="shop-page">
      <h1>{t('checkout.title')}</h1>
      {options.isError ? (
        <p role="alert">{options.error.message}</p>
      ) : user.data && options.data && !empty ? (
        <Suspense fallback={<Spinner label={t('checkout.loading')} />}>
          <CheckoutMessages>
            <MemberCheckout user={user.data} options={options.data} />
          </CheckoutMessages>
        </Suspense>
      ) : (
        <Spinner label={t('checkout.loading')} />
      )}
    </div>
  );
}
