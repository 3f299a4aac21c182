import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { completeSignOut } from '../session';

/** POST /api/auth/logout: ends the session on the server. */
export const signOut = (): Promise<void> => api.post<void>('/api/auth/logout');

/**
 * Signs out. The token is forgotten here whatever the server answers: an already ended session
 * (401) or no connection must not keep the user signed in on this device.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOut().catch(() => undefined),
    onSettled: () => completeSignOut(queryClient),
  });
}
