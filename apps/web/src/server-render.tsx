import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { PageRenderer, PageRenderRequest, RenderedPage } from '@tmc/shared/page-render';
import { App } from './app/app';
import { selectModule } from './app/module-select';
import { createQueryClient } from './app/query-client';
import { routes, type PageRouteHandle } from './app/router';
import type { ServerPageState } from './app/server-page-state';
import { LOGGED_IN_QUERY_KEY } from './features/auth/session';
import { setApiTransport } from './lib/api-client';
import { HostProvider } from './lib/host-context';

/**
 * The buyer pages' first screen as HTML, for the server to send (apps/server/src/plugins/server-pages.ts;
 * built by `vite build --ssr` into dist-ssr). The page renders as it does in the browser, with the
 * answers the API gives a visitor without a session; lazily loaded parts stay their placeholders
 * (components/lazy-part.tsx). The browser hydrates the HTML from the same data (app/hydrate-page.tsx).
 * docs/decisions.md, 'Server-rendered buyer pages'.
 */

interface ScopedStore<T> {
  run<R>(store: T, fn: () => R): R;
  getStore(): T | undefined;
}
// Node's AsyncLocalStorage, through process.getBuiltinModule: the web app's types are the browser's.
const { AsyncLocalStorage } = (
  globalThis as unknown as {
    process: { getBuiltinModule(id: 'node:async_hooks'): { AsyncLocalStorage: new <T>() => ScopedStore<T> } };
  }
).process.getBuiltinModule('node:async_hooks');

// The API calls of the page being rendered go to that request's in-process API.
const visitorApi = new AsyncLocalStorage<PageRenderRequest['fetchApi']>();
setApiTransport((input, init) => {
  const fetchApi = visitorApi.getStore();
  const method = init?.method ?? 'GET';
  if (!fetchApi || method !== 'GET') return Promise.reject(new Error(`no ${method} of the API while rendering a page`));
  return fetchApi(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
});

const handler = createStaticHandler(routes);

/** A slow API answer is not waited for longer: the page shows its skeleton and the browser asks. */
const DATA_WAIT_MS = 3000;

async function renderHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // No boundary is written apart to be moved in by a script (React does that with large ones): the
  // page's HTML is whole, and the Content-Security-Policy refuses React's inline scripts anyway.
  const { prelude } = await prerender(element, {
    onError: (error) => void errors.push(error),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  // A part that failed would be left for the browser to render, unlike the rest: the browser renders it all.
  if (errors.length > 0) throw errors[0];
  return html;
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Answers the queries the page asked for (but the signed-in user's, under 'auth', which the browser
 * asks with its token); false when there were none. What did not come in time or failed is dropped,
 * so the HTML shows its loading state, as the browser will.
 */
async function loadQueries(client: QueryClient): Promise<boolean> {
  const wanted = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.queryKey[0] !== 'auth' && isEnabled(query));
  if (wanted.length === 0) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(wanted.map((query) => query.fetch())),
    new Promise((resolve) => (timer = setTimeout(resolve, DATA_WAIT_MS))),
  ]);
  clearTimeout(timer);
  await client.cancelQueries();
  client.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  return true;
}

export const renderPage: PageRenderer['renderPage'] = async (request) => {
  const url = new URL(request.url, request.origin);
  if (selectModule({ host: request.host, pathname: url.pathname }, request.config) !== 'buyers') return null;
  const context = await handler.query(new Request(url));
  // A redirect or a route's own 404: left to the browser's router, as before.
  if (context instanceof Response || context.errors) return null;
  const pageModule = (context.matches.at(-1)?.route.handle as PageRouteHandle | undefined)?.module;
  if (!pageModule) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient({ queries: { retry: false } });
  // Without a session the visitor is signed out (the browser renders anew if it holds one after all).
  if (request.withData) queryClient.setQueryData(LOGGED_IN_QUERY_KEY, null);
  const app = (
    <StrictMode>
      <HostProvider host={request.host}>
        <App queryClient={queryClient} config={request.config}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </HostProvider>
    </StrictMode>
  );

  return visitorApi.run(request.fetchApi, async (): Promise<RenderedPage> => {
    // First to learn which queries the page asks for, then with their answers.
    let html = await renderHtml(app);
    if (request.withData && (await loadQueries(queryClient))) html = await renderHtml(app);
    const state: ServerPageState = {
      withData: request.withData,
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData },
    };
    return { html, state, pageModule };
  });
};
