import type { PublicShopSettings } from '@nyiur/api/shop-settings';
import { useQuery } from '@tanstack/react-query';
import { API_BASE_URL } from '../api/api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/shop/settings: a plain GET, so the browser's cache and the ETag do their work. Its
 * schema (on valibot, about 1 KB) loads with the first fetch, not with the page: every page shows
 * the announcement bar, none needs the schemas for its first paint. Only this call's schema: the
 * whole contract (on zod) takes a phone some 50 ms to build, in one go, and a brand page needs
 * no other call.
 */
export async function fetchShopSettings(): Promise<PublicShopSettings> {
  const { shopSettingsPublic } = await import('@nyiur/api/shop-settings');
  const response = await fetch(`${API_BASE_URL}${shopSettingsPublic.path}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`shop settings: HTTP ${response.status}`);
  return shopSettingsPublic.parseAnswer(await response.json()).data;
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
