import type { PublicShopSettings } from '@nyiur/api';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/api-client';
import { queryKeys } from './query-keys';

/** GET /api/shop/settings: a plain GET, so the browser's cache and the ETag do their work. */
export async function fetchShopSettings(): Promise<PublicShopSettings> {
  return (await callApi('shopSettings', {})).data;
}

/**
 * The contact details and announcement the owner set in the back office. Prerendered pages
 * render without them (undefined while loading); a page shows each line once it is known.
 */
export function useShopSettings() {
  return useQuery({
    queryKey: queryKeys.shopSettings,
    queryFn: fetchShopSettings,
    staleTime: 60_000,
    retry: 1,
  });
}
