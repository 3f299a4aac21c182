import type { QueryClient } from '@tanstack/react-query';
import { SESSION_HINT_COOKIE } from '@tmc/shared/page-render';
import { ENTRY_TOKEN_STORAGE_KEY, getEntryToken, getStoredToken, TOKEN_STORAGE_KEY } from '../../lib/api-client';

/**
 * The signed-in session in this browser: the bearer token in localStorage (lib/api-client.ts adds
 * it to every call) and what the app does when it changes. Light on purpose: the top bar uses it,
 * so it is part of the first load.
 */

/** The query key of the signed-in user's profile (api/get-logged-in.ts). */
export const LOGGED_IN_QUERY_KEY = ['auth', 'logged-in'] as const;

/** Fired on window after a sign-in or sign-out in this tab (specification, section 4: 'broadcasts a success event'). */
export const AUTH_CHANGED_EVENT = 'tmc:auth-changed';
export interface AuthChangedDetail {
  signedIn: boolean;
}

/**
 * Tells the server whether this browser holds a session (a cookie without the token): the server then
 * renders pages without the anonymous visitor's data, which the signed-in user's own would replace.
 */
export function syncSessionHint(): void {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const value = getStoredToken() ? '1; Max-Age=31536000' : '; Max-Age=0';
  document.cookie = `${SESSION_HINT_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Keeps (or forgets) the signed-in token. In a tab with a seller entry session, forgetting forgets only
 * that session (the administrator's own token stays for the other tabs), and a sign-in ends it.
 */
export function writeToken(token: string | null): void {
  try {
    if (getEntryToken()) {
      sessionStorage.removeItem(ENTRY_TOKEN_STORAGE_KEY);
      if (!token) return;
    }
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage unavailable (privacy mode): the session lasts only as long as nothing needs the token.
  } finally {
    syncSessionHint();
  }
}

function announce(signedIn: boolean): void {
  window.dispatchEvent(new CustomEvent<AuthChangedDetail>(AUTH_CHANGED_EVENT, { detail: { signedIn } }));
}

/**
 * After a sign-in (or a new password, which signs in): keep the token, reload the profile, then
 * everything else (the subscription, favourites...) for the new user, and tell the app. Other tabs
 * learn it from the storage event (useAuthSync).
 */
export async function completeSignIn(queryClient: QueryClient, token: string): Promise<void> {
  writeToken(token);
  await queryClient.refetchQueries({ queryKey: LOGGED_IN_QUERY_KEY });
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  announce(true);
}

/**
 * Starts a seller entry session in this tab (the token of POST /api/auth/seller-input): kept in
 * sessionStorage, so only this tab works as the seller.
 */
export async function startEntrySession(queryClient: QueryClient, token: string): Promise<void> {
  try {
    sessionStorage.setItem(ENTRY_TOKEN_STORAGE_KEY, token);
  } catch {
    // Without sessionStorage the entry cannot be kept apart from the administrator's own session.
    throw new Error('sessionStorage unavailable');
  }
  await queryClient.refetchQueries({ queryKey: LOGGED_IN_QUERY_KEY });
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  announce(true);
}

/** After a sign-out (or a token the server no longer accepts): forget the token and the user's data. */
export function completeSignOut(queryClient: QueryClient): void {
  writeToken(null);
  queryClient.setQueryData(LOGGED_IN_QUERY_KEY, null);
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  announce(false);
}

// One storage listener per query client, however many components ask for it.
const listeners = new WeakMap<QueryClient, { count: number; stop: () => void }>();

/**
 * Follows sign-ins and sign-outs made in other tabs: the browser fires `storage` in every other
 * tab of the site when the token changes there. Returns the function that stops listening.
 */
export function syncAuthAcrossTabs(queryClient: QueryClient): () => void {
  const existing = listeners.get(queryClient);
  if (existing) {
    existing.count += 1;
  } else {
    const onStorage = (event: StorageEvent) => {
      // key null: the whole storage was cleared.
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
      const signedIn = Boolean(event.newValue);
      if (!signedIn) queryClient.setQueryData(LOGGED_IN_QUERY_KEY, null);
      void queryClient.invalidateQueries();
      announce(signedIn);
    };
    window.addEventListener('storage', onStorage);
    listeners.set(queryClient, { count: 1, stop: () => window.removeEventListener('storage', onStorage) });
  }
  return () => {
    const entry = listeners.get(queryClient);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count === 0) {
      entry.stop();
      listeners.delete(queryClient);
    }
  };
}
