import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CabinetInviteInput, CabinetMailPreferences, CabinetRepresentative, CabinetSettings } from '@tmc/shared/cabinet-schemas';
import { api } from '../../../lib/api-client';

/** GET /api/cabinet/{code}/settings: the requisites and the representatives. */
export function getCabinetSettings(sellerCode: string, signal?: AbortSignal): Promise<CabinetSettings> {
  return api.get<CabinetSettings>(`/api/cabinet/${encodeURIComponent(sellerCode)}/settings`, { signal });
}

export const getCabinetSettingsQueryOptions = (sellerCode: string) =>
  queryOptions({ queryKey: ['cabinet', sellerCode, 'settings'], queryFn: ({ signal }) => getCabinetSettings(sellerCode, signal) });

export const useCabinetSettings = (sellerCode: string) => useQuery(getCabinetSettingsQueryOptions(sellerCode));

/** POST /api/cabinet/{code}/representatives: the main representative invites another by e-mail. */
export function inviteRepresentative(sellerCode: string, input: CabinetInviteInput): Promise<CabinetRepresentative> {
  return api.post<CabinetRepresentative>(`/api/cabinet/${encodeURIComponent(sellerCode)}/representatives`, input);
}

export function useInviteRepresentative(sellerCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CabinetInviteInput) => inviteRepresentative(sellerCode, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCabinetSettingsQueryOptions(sellerCode).queryKey }),
  });
}

/** PUT /api/cabinet/{code}/mail-preferences: what the platform mails to the seller's addresses. */
export function setMailPreferences(sellerCode: string, input: CabinetMailPreferences): Promise<CabinetMailPreferences> {
  return api.put<CabinetMailPreferences>(`/api/cabinet/${encodeURIComponent(sellerCode)}/mail-preferences`, input);
}

export function useSetMailPreferences(sellerCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CabinetMailPreferences) => setMailPreferences(sellerCode, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCabinetSettingsQueryOptions(sellerCode).queryKey }),
  });
}
