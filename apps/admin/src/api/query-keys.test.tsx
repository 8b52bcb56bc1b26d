import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useRefreshAfter } from './query-keys';

const cacheWith = (...keys: unknown[][]) => {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { read: true });
  return client;
};

const staleKeys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);

const refreshAfterIn = (client: QueryClient) =>
  renderHook(() => useRefreshAfter(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  }).result.current;

describe('useRefreshAfter', () => {
  it('makes a requery stale the payments, every order query and the dashboard, nothing else', () => {
    const client = cacheWith(
      ['payments', false],
      ['orders', 'one', 41],
      ['orders', 'counts'],
      ['dashboard', 'today'],
      ['vouchers', ''],
      ['settings'],
    );
    refreshAfterIn(client)('adminPaymentRequery');
    expect(staleKeys(client)).toEqual([
      ['payments', false],
      ['orders', 'one', 41],
      ['orders', 'counts'],
      ['dashboard', 'today'],
    ]);
  });

  it('leaves an affiliate page fresh when one affiliate is saved, and the list stale', () => {
    const client = cacheWith(['affiliates'], ['affiliate', 'AISYAH']);
    refreshAfterIn(client)('adminAffiliateUpdate');
    expect(staleKeys(client)).toEqual([['affiliates']]);
  });

  it('makes a pick-up place save stale the settings the checklist and the settings screen read', () => {
    const client = cacheWith(['settings'], ['e-invoice-settings']);
    refreshAfterIn(client)('adminPickupLocationsSave');
    expect(staleKeys(client)).toEqual([['settings']]);
  });

  it('makes a courier booking stale the orders, the wallet and quotes, and the dashboard', () => {
    const client = cacheWith(
      ['orders', 'one', 41],
      ['shipping', 'wallet'],
      ['shipping', 'quotes', 41],
      ['dashboard', 'today'],
      ['settings'],
    );
    refreshAfterIn(client)('adminShippingBook');
    expect(staleKeys(client)).toEqual([
      ['orders', 'one', 41],
      ['shipping', 'wallet'],
      ['shipping', 'quotes', 41],
      ['dashboard', 'today'],
    ]);
  });
});
