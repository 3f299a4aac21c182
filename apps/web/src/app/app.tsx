import { useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicAppConfig } from '@tmc/shared/app-config';
import { AppProviders } from './providers';

export interface AppProps {
  queryClient: QueryClient;
  config: PublicAppConfig;
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server (server-render.tsx). */
  children: ReactNode;
}

/** Marks the document once the app has rendered or hydrated: the browser tests wait for it. */
function ReadyMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return children;
}

/** The whole app around its router, the same tree in the browser and on the server. */
export function App({ queryClient, config, children }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} config={config}>
      <ReadyMark>{children}</ReadyMark>
    </AppProviders>
  );
}
