import { useQuery } from '@tanstack/react-query';
import type { UserData } from '@nyiur/api';
import { callApi } from '../api/api-client';
import { useIsLoggedIn } from '../stores/session-store';
import { queryKeys } from './query-keys';

/** The signed-in user's data (`/users/get`), loaded whenever a token is stored (spec §2). */
export function useUser() {
  const loggedIn = useIsLoggedIn();
  return useQuery<UserData>({
    queryKey: queryKeys.user,
    queryFn: async () => (await callApi('usersGet', {})).data,
    enabled: loggedIn,
  });
}
