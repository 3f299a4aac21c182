import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActiveSubscription, SubscriptionOrder, SubscriptionPayInput } from '@tmc/shared/subscription-schemas';
import { api } from '../../../lib/api-client';

/** Orders a subscription: the server issues an invoice (POST /api/subscriptions/pay). */
export function paySubscription(input: SubscriptionPayInput): Promise<SubscriptionOrder> {
  return api.post<SubscriptionOrder>('/api/subscriptions/pay', input);
}

/** Saves the item names (PUT /api/subscriptions/active). */
export function saveSubscriptionWords(words: string[]): Promise<ActiveSubscription> {
  return api.put<ActiveSubscription>('/api/subscriptions/active', { words });
}

export function usePaySubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: paySubscription, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['subscriptions', 'orders'] }) });
}

export function useSaveSubscriptionWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSubscriptionWords,
    onSuccess: (saved) => queryClient.setQueryData(['subscriptions', 'active'], saved),
  });
}

/** The digest's unsubscribe link: no sign-in, the token is the subscription's secret (POST /api/subscriptions/unsubscribe). */
export function unsubscribeDigest(token: string): Promise<void> {
  return api.post<void>('/api/subscriptions/unsubscribe', { token });
}

export function useUnsubscribeDigest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unsubscribeDigest, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['subscriptions', 'active'] }) });
}
