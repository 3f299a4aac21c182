import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/admin-panel/user/create: quick registration. The body is a profile with role and
 * permission as the specification says; the server always makes a BUYER (STANDART) whatever they
 * say. The answer is the text 'Ссылка для создания пароля отправлена на {email}'.
 */
export const registerBuyer = (email: string): Promise<string> =>
  api.post<string>('/api/admin-panel/user/create', { email, role: { name: 'BUYER' }, permission: 'STANDART' });

export const useRegisterBuyer = () => useMutation({ mutationFn: registerBuyer });
