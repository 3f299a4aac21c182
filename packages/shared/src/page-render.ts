import type { PublicAppConfig } from './app-config.ts';

/**
 * The contract between the server and the web app's page renderer (apps/web/src/server-render.tsx,
 * built into apps/web/dist-ssr): the server asks it for a page's HTML and serves that HTML with the
 * build's scripts and styles (apps/server/src/plugins/server-pages.ts). docs/decisions.md, 'Server-rendered
 * buyer pages'.
 */

/**
 * Set by the browser while it holds a session, cleared on sign-out. It carries no secret (the token
 * stays in localStorage): it tells the server that the visitor's data is their own, so it renders the
 * page without the anonymous visitor's data.
 */
export const SESSION_HINT_COOKIE = 'tmc_signed_in';

/** The element holding the state the browser hydrates from (JSON), and the scripts to load. */
export const PAGE_STATE_ELEMENT_ID = 'tmc-page-state';

export interface PageRenderRequest {
  /** The page's path and query as requested ('/search?q=труба'). */
  url: string;
  /** 'http://host:port' of the request. */
  origin: string;
  /** The request's host with its port (`location.host` in the browser): module selection uses it. */
  host: string;
  config: PublicAppConfig;
  /** Whether to load the page's data: not for a signed-in visitor, whose answers are their own. */
  withData: boolean;
  /** A GET of the API as this visitor without a session ('/api/tmc/search?q=...'), answered in-process. */
  fetchApi: (path: string) => Promise<Response>;
}

export interface RenderedPage {
  /** The page's HTML, the content of #root. */
  html: string;
  /** What the browser hydrates from (the query cache, the router's data): JSON. */
  state: unknown;
  /** The matched page's module ('src/app/routes/search.tsx'): its chunk's key in the build manifest. */
  pageModule: string;
}

export interface PageRenderer {
  /** The page's HTML, or null when the browser renders it itself (another module, a redirect, an error). */
  renderPage(request: PageRenderRequest): Promise<RenderedPage | null>;
}
