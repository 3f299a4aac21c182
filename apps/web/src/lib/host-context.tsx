import { createContext, useContext, type ReactNode } from 'react';

// null: the browser's own location (the server provides the request's host when it renders a page).
const HostContext = createContext<string | null>(null);

export function HostProvider({ host, children }: { host: string; children: ReactNode }) {
  return <HostContext value={host}>{children}</HostContext>;
}

/** The page's host (`location.host`: name and port), on the server as in the browser. */
export function useHost(): string {
  return useContext(HostContext) ?? window.location.host;
}
