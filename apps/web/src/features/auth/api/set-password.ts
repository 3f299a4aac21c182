import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@tmc/shared/account-schemas';
import type { SetPasswordInput } from '@tmc/shared/password-schemas';
import { api } from '../../../lib/api-client';
import { completeSignIn } from '../session';

/** POST /api/auth/password {token, password}: answers like sign-in, so the user is inside at once. */
export const setPassword = (input: SetPasswordInput): Promise<LoginResponse> =>
  api.post<LoginResponse>('/api/auth/password', input);

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: (result) => completeSignIn(queryClient, result.token),
  });
}
