import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * PUT /api/auth/{email}/reset-password/{email}: the recovery mail, or the password-creation mail
 * again for an account without a password (the /account/auth/ resend link). The server answers the
 * same { ok: true } whether or not the address is registered.
 */
export const requestPasswordMail = (email: string): Promise<{ ok: true }> => {
  const encoded = encodeURIComponent(email);
  return api.put<{ ok: true }>(`/api/auth/${encoded}/reset-password/${encoded}`);
};

export const useRequestPasswordMail = () => useMutation({ mutationFn: requestPasswordMail });
