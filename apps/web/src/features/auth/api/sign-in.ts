import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@tmc/shared/account-schemas';
import { api } from '../../../lib/api-client';
import { completeSignIn } from '../session';

export interface SignInCredentials {
  username: string;
  password: string;
}

/** POST /api/auth/login as the specification says: a form with username and password. */
export const signIn = ({ username, password }: SignInCredentials): Promise<LoginResponse> =>
  api.post<LoginResponse>('/api/auth/login', new URLSearchParams({ username, password }));

/** Signs in, keeps the token, reloads the profile and tells the app and the other tabs. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (result) => completeSignIn(queryClient, result.token),
  });
}
