import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { PASSWORD_PAGE_PATH } from '@tmc/shared/account-schemas';
import { paths } from '../../config/paths';
import { AUTH_CHANGED_EVENT, completeSignIn, completeSignOut, LOGGED_IN_QUERY_KEY, syncAuthAcrossTabs } from './session';

const otherTabChangesToken = (newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue, storageArea: localStorage }));

describe('session', () => {
  it('keeps the token on sign-in, reloads the profile and announces it', async () => {
    const client = new QueryClient();
    let calls = 0;
    // The profile query as the top bar observes it.
    const observer = new QueryObserver(client, { queryKey: LOGGED_IN_QUERY_KEY, queryFn: () => ++calls });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(1));
    const events: boolean[] = [];
    const listen = (e: Event) => events.push((e as CustomEvent<{ signedIn: boolean }>).detail.signedIn);
    window.addEventListener(AUTH_CHANGED_EVENT, listen);
    await completeSignIn(client, 'token-1');
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(observer.getCurrentResult().data).toBe(2);
    unsubscribe();
    completeSignOut(client);
    expect(localStorage.getItem('token')).toBeNull();
    expect(client.getQueryData(LOGGED_IN_QUERY_KEY)).toBeNull();
    expect(events).toEqual([true, false]);
    window.removeEventListener(AUTH_CHANGED_EVENT, listen);
  });

  it("follows another tab's sign-out and sign-in, with one listener however many subscribe", async () => {
    const client = new QueryClient();
    client.setQueryData(LOGGED_IN_QUERY_KEY, { email: 'a@b.ru' });
    const stopA = syncAuthAcrossTabs(client);
    const stopB = syncAuthAcrossTabs(client);
    const events: boolean[] = [];
    const listen = (e: Event) => events.push((e as CustomEvent<{ signedIn: boolean }>).detail.signedIn);
    window.addEventListener(AUTH_CHANGED_EVENT, listen);

    otherTabChangesToken(null);
    expect(client.getQueryData(LOGGED_IN_QUERY_KEY)).toBeNull();
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    otherTabChangesToken('token-2');
    expect(events).toEqual([false, true]);
    expect(client.getQueryState(LOGGED_IN_QUERY_KEY)?.isInvalidated).toBe(true);

    stopA();
    otherTabChangesToken(null);
    expect(events).toHaveLength(3);
    stopB();
    otherTabChangesToken('token-3');
    expect(events).toHaveLength(3);
    window.removeEventListener(AUTH_CHANGED_EVENT, listen);
  });

  it("links the password page where the server's mails point", () => {
    expect(paths.accountPassword.getHref()).toBe(PASSWORD_PAGE_PATH);
    expect(paths.accountAuth.getHref('a+b@почта.рф')).toBe('/account/auth/?email=a%2Bb%40%D0%BF%D0%BE%D1%87%D1%82%D0%B0.%D1%80%D1%84');
  });
});
