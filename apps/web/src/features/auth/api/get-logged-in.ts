import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@tmc/shared/profile';
import type { Principal } from '@tmc/shared/roles';
import { api, ApiError, getStoredToken } from '../../../lib/api-client';
import { LOGGED_IN_QUERY_KEY, syncAuthAcrossTabs, writeToken } from '../session';

/**
 * The signed-in user's profile, or null when nobody is signed in: signed-in status is whether
 * GET /api/auth/logged-in succeeds (specification, section 4). Without a stored token the server
 * cannot know the user, so the call is skipped; a 401 / 403 answer also means "not signed in", and
 * the token it refused (expired, or its user blocked) is dropped so no later call sends it.
 */
export async function getLoggedInProfile(signal?: AbortSignal): Promise<Profile | null> {
  const token = getStoredToken();
  if (!token) return null;
  try {
    return await api.get<Profile>('/api/auth/logged-in', { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      // Only if no newer sign-in replaced it meanwhile.
      if (getStoredToken() === token) writeToken(null);
      return null;
    }
    throw error;
  }
}

export const getLoggedInQueryOptions = () =>
  queryOptions({
    queryKey: LOGGED_IN_QUERY_KEY,
    queryFn: ({ signal }) => getLoggedInProfile(signal),
  });

/** The profile query; also follows sign-ins and sign-outs made in other tabs. */
export function useLoggedInProfile() {
  const queryClient = useQueryClient();
  useEffect(() => syncAuthAcrossTabs(queryClient), [queryClient]);
  return useQuery(getLoggedInQueryOptions());
}

export type SignInStatus = 'unknown' | 'signed-in' | 'signed-out';

/** The role and permission the shared permission checks take. */
export function toPrincipal(profile: Profile | null): Principal | null {
  return profile ? { role: profile.role.name, permission: profile.permission } : null;
}

/** 'unknown' while the first answer is pending; any failure of the profile call means signed out. */
export function useSignInStatus(): { status: SignInStatus; profile: Profile | null; principal: Principal | null } {
  const query = useLoggedInProfile();
  if (query.isPending) return { status: 'unknown', profile: null, principal: null };
  const profile = query.isSuccess ? query.data : null;
  return { status: profile ? 'signed-in' : 'signed-out', profile, principal: toPrincipal(profile) };
}
