import type { PublicShopSettings } from '@nyiur/api';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@nyiur/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/api-client';
import { useI18n } from '../i18n/locale-pages';
import { queryKeys } from './query-keys';

/**
 * GET /api/shop/settings (`?locale=ms` on a Malay page): a plain GET, so the browser's cache and
 * the ETag do their work; the owner's words come in the page's language only.
 */
export async function fetchShopSettings(locale: Locale): Promise<PublicShopSettings> {
  return (await callApi('shopSettings', locale === DEFAULT_LOCALE ? {} : { locale })).data;
}

/**
 * The contact details and announcement the owner set in the back office. Prerendered pages
 * render without them (undefined while loading); a page shows each line once it is known.
 */
export function useShopSettings() {
  const { locale } = useI18n();
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return useQuery({
    queryKey: queryKeys.shopSettings(language),
    queryFn: () => fetchShopSettings(language),
    staleTime: 60_000,
    retry: 1,
  });
}
