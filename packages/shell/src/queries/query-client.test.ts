import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@nyiur/ui';
import { ApiError } from '../api/api-client';
import { createShellQueryClient } from './query-client';

afterEach(() => {
  vi.restoreAllMocks();
});

const failing = (message: string) => async () => {
  throw new ApiError({ code: 422, status: 422, message });
};

describe('a load that fails', () => {
  it("shows the server's message in an error toast, once for the same failure", async () => {
    const shown = vi.spyOn(toast, 'error');
    const client = createShellQueryClient();
    const failure = 'Your free-sample registration could not be found. Please sign up again.';
    await client.prefetchQuery({ queryKey: ['options'], queryFn: failing(failure) });
    await client.prefetchQuery({ queryKey: ['reviews'], queryFn: failing(failure) });
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith(failure);
    await client.prefetchQuery({ queryKey: ['orders'], queryFn: failing('Order not found') });
    expect(shown).toHaveBeenLastCalledWith('Order not found');
  });

  it('stays quiet for a query whose screen shows the failure itself', async () => {
    const shown = vi.spyOn(toast, 'error');
    const client = createShellQueryClient();
    await client.prefetchQuery({
      queryKey: ['result'],
      queryFn: failing('The order link is incomplete.'),
      meta: { errorToast: false },
    });
    expect(shown).not.toHaveBeenCalled();
  });
});
