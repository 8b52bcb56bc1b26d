import { useQuery } from '@tanstack/react-query';
import { adminApi, dataOf } from '../lib/admin-api';
import { queryKeys } from './query-keys';

/** EasyParcel's services for one order's parcel, asked when the packer opens the booking. */
export const useShippingQuote = (orderId: number, enabled = true) =>
  useQuery({
    queryKey: queryKeys.shippingQuote(orderId),
    queryFn: () => adminApi.adminShippingQuote({ order_id: orderId }).then(dataOf),
    enabled,
    // A quote is EasyParcel's price now: a refused one is not asked again by itself.
    retry: false,
    staleTime: 0,
  });

/** The wallet: its balance for owners, the low-credit flag for everyone who books. */
export const useShippingWallet = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.shippingWallet,
    queryFn: () => adminApi.adminShippingWallet().then(dataOf),
    enabled,
    retry: false,
  });

/** The owner's EasyParcel settings, the secret only as "set" or not. */
export const useShippingSettings = () =>
  useQuery({
    queryKey: queryKeys.shippingSettings,
    queryFn: () => adminApi.adminShippingSettingsGet().then(dataOf),
  });

/** An order's parcel and its tracking events, asked of EasyParcel when the order page opens. */
export const useParcelTracking = (orderId: number) =>
  useQuery({
    queryKey: queryKeys.shippingTracking(orderId),
    queryFn: () => adminApi.adminShippingTrack({ order_id: orderId }).then(dataOf),
    retry: false,
  });
