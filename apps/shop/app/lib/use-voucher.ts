import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { VoucherCheckInput } from '@nyiur/api';
import { ONE_VOUCHER_MESSAGE, parseAmount, sen } from '@nyiur/domain';
import { ApiError, callApi, errorMessageOf } from '@nyiur/shell';
import type { AppliedVoucher } from './checkout-totals';

/**
 * The checkout's voucher: Apply asks the server to price the code against the cart, Remove drops
 * it, and a second code is refused while one is applied. Checkout checks it again.
 */
export function useVoucher(context: () => Omit<VoucherCheckInput, 'voucher_code'>) {
  const [applied, setApplied] = useState<AppliedVoucher | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const hint = useQuery({
    queryKey: ['vouchers-available'],
    queryFn: async () => (await callApi('vouchersAvailable', {})).data.available,
    staleTime: 60_000,
  });

  const apply = async (typed: string) => {
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
    } catch (failure) {
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
  };

  return { applied, error, pending, apply, remove, hint: hint.data === true };
}

export type VoucherState = ReturnType<typeof useVoucher>;
