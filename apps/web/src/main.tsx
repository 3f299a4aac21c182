import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
// Cascade layer order first (base under mantine), then Mantine's baseline.
import './app/layers.css';
import './app/mantine-styles';
// The theme's CSS variables, generated at build time from lib/theme.ts (vite.config.ts).
import 'virtual:mantine-theme.css';
import './app/styles.css';
import { App } from './app/app';
import { hydrateServerPage } from './app/hydrate-page';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { readServerPageState } from './app/server-page-state';
import { syncSessionHint } from './features/auth/session';
import { getStoredToken } from './lib/api-client';
import { readAppConfig } from './lib/app-config';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

syncSessionHint();
const config = readAppConfig();
const serverState = readServerPageState();
// A page the server rendered is hydrated; but when the server filled it with a visitor's data while
// this browser holds a session (the session hint came after the page), the browser renders it anew.
if (serverState && !(serverState.withData && getStoredToken())) {
  void hydrateServerPage(container, serverState, config);
} else {
  const queryClient = createQueryClient();
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} config={config}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>,
  );
}
