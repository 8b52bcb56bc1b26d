import type { Locale } from '@nyiur/domain';

/** TanStack Query keys of the shell's server state. */
export const queryKeys = {
  user: ['user'] as const,
  orders: ['orders'] as const,
  addresses: ['addresses'] as const,
  shopSettings: (locale: Locale) => ['shop-settings', locale] as const,
  options: (productId?: number, contactId?: number) => ['options', productId, contactId] as const,
};
