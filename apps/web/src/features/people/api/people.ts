import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '@tmc/shared/lists';
import type { PeopleList, Person } from '@tmc/shared/people';
import type { Profile } from '@tmc/shared/profile';
import type { ProfileUpdateRequest } from '@tmc/shared/account-schemas';
import { api } from '../../../lib/api-client';

export const PEOPLE_PAGE_SIZE = 20;

/** GET /api/auth/{buyers|simplebuyers|placebuyers|sellers}?page&size&q */
export const usePeople = (list: PeopleList, page: number, q: string) =>
  useQuery({
    queryKey: ['people', list, page, q],
    queryFn: ({ signal }) => api.get<Paged<Person>>(`/api/auth/${list}`, { query: { page, size: PEOPLE_PAGE_SIZE, q }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin-panel/user?id: a buyer's or representative's card. */
export const usePerson = (id: string) =>
  useQuery({ queryKey: ['people', 'card', id], queryFn: ({ signal }) => api.get<Person>('/api/admin-panel/user', { query: { id }, signal }) });

export type PersonAction = { kind: 'block'; reason: string } | { kind: 'unblock' } | { kind: 'update'; values: ProfileUpdateRequest };

/** Block / unblock (PUT /api/admin-panel/block|unblock/{username}) and edit (PUT /api/admin-panel/user/update?id). */
export function usePersonAction(person: Pick<Person, 'id' | 'username'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PersonAction): Promise<unknown> => {
      const username = encodeURIComponent(person.username);
      if (action.kind === 'block') return api.put(`/api/admin-panel/block/${username}`, { reason: action.reason });
      if (action.kind === 'unblock') return api.put(`/api/admin-panel/unblock/${username}`);
      return api.put<Profile>('/api/admin-panel/user/update', action.values, { query: { id: person.id } });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['people'] });
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
