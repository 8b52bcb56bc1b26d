import { Suspense, lazy, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { contractMessages } from '@nyiur/api/messages';
import { PATHS } from '@nyiur/domain';
import { callApi, metaTranslate, sampleClaimFor, useAppNavigate } from '@nyiur/shell';
import { Spinner } from '@nyiur/ui';
import { CheckoutMessages } from '../lib/checkout-messages';
import { privatePageMeta } from '../lib/page-meta';
import { useShopTranslate, type ShopMessageId } from '../lib/translate';
import type { Route } from './+types/guest-checkout';

export const meta = (args: Route.MetaArgs) =>
  privatePageMeta(metaTranslate<ShopMessageId>(args)('guestCheckout.title'));

// The form (react-hook-form, the address select) is not part of the page's first load: the
// prerendered page shows the spinner, and the form needs the sample's data.
const loadGuestForm = () => import('../components/guest-form/guest-form');
const GuestForm = lazy(() => loadGuestForm().then((module) => ({ default: module.GuestForm })));

const whole = (value: string | null): number | null =>
  value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;

/** /guest-checkout?pid=…&cid=…: the free-sample order, delivery only (spec §2, §4). */
export default function GuestCheckout() {
  const [params] = useSearchParams();
  const navigate = useAppNavigate();
  const t = useShopTranslate();
  const productId = whole(params.get('pid'));
  const contactId = whole(params.get('cid'));
  const valid = productId !== null && contactId !== null;
  // Read after hydration: the claim lives in the e-mail link's fragment or this tab's storage.
  const [claimToken, setClaimToken] = useState<string | null>(null);
  useEffect(() => {
    if (contactId !== null) setClaimToken(sampleClaimFor(contactId) ?? '');
  }, [contactId]);
  const options = useQuery({
    queryKey: ['options', productId, contactId],
    queryFn: async () =>
      (await callApi('usersOption', { product_id: productId ?? 0, contact_id: contactId ?? 0 }))
        .data,
    enabled: valid,
  });
  const empty = !valid || (options.data !== undefined && !options.data.cart?.cart_items.length);

  useEffect(() => {
    if (empty) navigate(PATHS.home, { replace: true });
  }, [empty, navigate]);
  // The form's code comes down while the checkout's data does.
  useEffect(() => {
    if (valid) void loadGuestForm();
  }, [valid]);

  return (
    <div className="shop-page">
      <h1>{t('guestCheckout.title')}</h1>
      {/* In the prerendered page, so it is on screen before the sample's data and form come. */}
      <p>{t('guestCheckout.lead')}</p>
      {options.isError ? (
        <p role="alert">{options.error.message}</p>
      ) : claimToken === '' ? (
        <p role="alert">{contractMessages.sampleClaim}</p>
      ) : options.data &&
        productId !== null &&
        contactId !== null &&
        claimToken !== null &&
        !empty ? (
        <Suspense fallback={<Spinner label={t('checkout.loading')} />}>
          <CheckoutMessages>
            <GuestForm
              options={options.data}
              productId={productId}
              contactId={contactId}
              claimToken={claimToken}
            />
          </CheckoutMessages>
        </Suspense>
      ) : (
        <Spinner label={t('checkout.loading')} />
      )}
    </div>
  );
}
