import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Cart, VoucherCheckResponse } from '@nyiur/api';
import { ApiError, callApi } from '../api/api-client';
import { useVoucherStore } from '../stores/voucher-store';

/**
 * The voucher the member applied at checkout, priced again by the server for the cart as it is
 * now (the same call as the checkout's preview). A code the server refuses is dropped silently.
 */
export function useCartVoucher(
  cart: Cart | null,
  userId: number | undefined,
): { priced: VoucherCheckResponse; isPickup: boolean; state: string } | null {
  const voucher = useVoucherStore((store) => store.voucher);
  const forget = useVoucherStore((store) => store.forget);
  const hasItems = cart !== null && cart.cart_items.length > 0;
  const mine = voucher !== null && userId !== undefined && voucher.userId === userId;
  const lines = cart?.cart_items.map((item) => `${item.id}:${item.qty}`).join(',') ?? '';
  const query = useQuery({
    queryKey: ['cart-voucher', voucher, lines, cart?.amount],
    queryFn: async () =>
      (
        await callApi('voucherCheck', {
          voucher_code: voucher?.code ?? '',
          is_pickup: voucher?.isPickup ?? '0',
          state: voucher?.state || undefined,
        })
      ).data,
    enabled: mine && hasItems,
    retry: false,
    staleTime: Infinity,
  });
  const refused = query.error instanceof ApiError && query.error.status === 422;
  const someoneElse = voucher !== null && userId !== undefined && voucher.userId !== userId;
  useEffect(() => {
    if (refused || someoneElse) forget();
  }, [refused, someoneElse, forget]);

  if (!mine || !hasItems || !query.data || query.isFetching) return null;
  return { priced: query.data, isPickup: voucher.isPickup === '1', state: voucher.state };
}
