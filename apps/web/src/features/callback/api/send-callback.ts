import { useMutation } from '@tanstack/react-query';
import type { CallbackRequestInput } from '@tmc/shared/callback-schemas';
import { api } from '../../../lib/api-client';

/** POST /api/request/send with {phoneNumber (digits only), role}. */
export const sendCallback = (input: CallbackRequestInput): Promise<{ ok: true }> => api.post('/api/request/send', input);

export const useSendCallback = () => useMutation({ mutationFn: sendCallback });
