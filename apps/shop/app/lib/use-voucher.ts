import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { VoucherCheckInput } from '@nyiur/api';
import { ONE_VOUCHER_MESSAGE, parseAmount, sen } from '@nyiur/domain';
import { ApiError, callApi, errorMessageOf, useVoucherStore } from '@nyiur/shell';
import type { AppliedVoucher } from './checkout-totals';

/**
 * The checkout's voucher: Apply asks the server to price the code against the cart, Remove drops
 * it, and a second code is refused while one is applied. Checkout checks it again. With
 * `memberId`, the code is remembered for the tab (the cart drawer shows it) and applied again
 * when the member comes back to checkout.
 */
export function useVoucher(
  context: () => Omit<VoucherCheckInput, 'voucher_code'>,
  memberId?: number,
) {
  const [applied, setApplied] = useState<AppliedVoucher | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const hint = useQuery({
    queryKey: ['vouchers-available'],
    queryFn: async () => (await callApi('vouchersAvailable', {})).data.available,
    staleTime: 60_000,
  });

  const { is_pickup: isPickup = '0', state = '' } = context();
  const remember = (code: string) => {
    if (memberId !== undefined) {
      useVoucherStore.getState().remember({ code, userId: memberId, isPickup, state });
    }
  };

  const apply = async (typed: string, silently = false) => {
    const code = typed.trim().toUpperCase();
    if (!code) return;
    if (applied && applied.code !== code) {
      setError(ONE_VOUCHER_MESSAGE);
      return;
    }
    setPending(true);
    setError(null);
    try {
      const { data } = await callApi('voucherCheck', { ...context(), voucher_code: code });
      setApplied({
        code: data.voucher_code,
        kind: data.kind,
        discount: parseAmount(data.discount) ?? sen(0),
        shippingCap: data.shipping_cap === null ? null : (parseAmount(data.shipping_cap) ?? null),
      });
      remember(data.voucher_code);
    } catch (failure) {
      if (silently) {
        if (failure instanceof ApiError && failure.status === 422) {
          useVoucherStore.getState().forget();
        }
        return;
      }
      setError(
        failure instanceof ApiError
          ? (failure.errors['voucher_code'] ?? failure.errors['cart'] ?? errorMessageOf(failure))
          : errorMessageOf(failure),
      );
    } finally {
      setPending(false);
    }
  };

  const remove = () => {
    setApplied(null);
    setError(null);
    if (memberId !== undefined) useVoucherStore.getState().forget();
  };

  /**
   * Place Order was refused over the code (ended or used up since it was applied): it no longer
   * prices the checkout, and the refusal stays shown under the field.
   */
  const dropIfRefused = (failure: unknown) => {
    if (!(failure instanceof ApiError) || failure.errors['voucher_code'] === undefined) return;
    setApplied(null);
    if (memberId !== undefined) useVoucherStore.getState().forget();
  };

  // The code the member applied earlier in this tab, priced again for the cart as it is now.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || memberId === undefined) return;
    restored.current = true;
    const kept = useVoucherStore.getState().voucher;
    if (kept && kept.userId === memberId) void apply(kept.code, true);
  }, [memberId]);

  // The drawer prices the remembered code for the delivery the checkout has chosen now.
  const appliedCode = applied?.code;
  useEffect(() => {
    if (appliedCode !== undefined) remember(appliedCode);
  }, [appliedCode, isPickup, state]);

  return { applied, error, pending, apply, remove, dropIfRefused, hint: hint.data === true };
}

export type VoucherState = ReturnType<typeof useVoucher>;
