import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { PublicAppConfig } from '@tmc/shared/app-config';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createAppRouter, routes } from './router';
import type { ServerPageState } from './server-page-state';

/**
 * The matched routes' page modules, loaded before hydrating: the router would otherwise render its
 * pending state first, which is not the server's HTML. (The server's page links them for preloading.)
 */
async function loadMatchedPages(location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Takes over a page the server rendered (server-render.tsx): the same query cache and router data as
 * the server's, then React hydrates the HTML instead of drawing it again. Hydration runs as a
 * transition, so React yields to the browser every few milliseconds instead of one long task.
 */
export async function hydrateServerPage(container: HTMLElement, state: ServerPageState, config: PublicAppConfig): Promise<void> {
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  await loadMatchedPages(window.location);
  const router = createAppRouter(state.router);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} config={config}>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    );
  });
}
