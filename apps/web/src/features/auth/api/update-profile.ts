import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateRequest } from '@tmc/shared/account-schemas';
import type { Profile } from '@tmc/shared/profile';
import { api } from '../../../lib/api-client';
import { LOGGED_IN_QUERY_KEY } from '../session';

/** PUT /api/admin-panel/user/update: full registration of the signed-in user's own profile. */
export const updateProfile = (input: ProfileUpdateRequest): Promise<Profile> =>
  api.put<Profile>('/api/admin-panel/user/update', input);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(LOGGED_IN_QUERY_KEY, profile),
  });
}
