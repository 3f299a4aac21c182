import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { PAGE_STATE_ELEMENT_ID } from '@tmc/shared/page-render';

/** What a page the server rendered (server-render.tsx) hands to the browser to hydrate from. */
export interface ServerPageState {
  /** Whether the server loaded the page's data, as a visitor without a session. */
  withData: boolean;
  /** The queries the server answered. */
  queries: DehydratedState;
  /** The router's loader data. */
  router: HydrationState;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The state of a page the server rendered; null on a page the browser renders itself. */
export function readServerPageState(doc: Document = document): ServerPageState | null {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let state: unknown;
  try {
    state = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(state) || typeof state.withData !== 'boolean' || !isRecord(state.queries) || !isRecord(state.router)) return null;
  return state as unknown as ServerPageState;
}
