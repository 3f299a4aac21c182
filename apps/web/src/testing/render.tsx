import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { PublicAppConfig } from '@tmc/shared/app-config';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { AccountModalProvider } from '../app/shell/account-modal-provider';
import { DEFAULT_APP_CONFIG } from '../lib/app-config';

export interface RenderAppOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Where the memory router starts. */
  path?: string;
  config?: Partial<PublicAppConfig>;
  /** Extra routes beside the rendered element (link targets to land on). */
  routes?: RouteObject[];
}

/**
 * Renders through the app's real providers (i18n, config, query client without retries so failures
 * show at once) inside a memory router, with the account modal available.
 */
export function renderWithProviders(ui: ReactElement, options: RenderAppOptions = {}) {
  const { path = '/', config, routes = [], ...renderOptions } = options;
  const queryClient = createQueryClient({ queries: { retry: false } });
  const router = createMemoryRouter(
    [{ path: '*', element: <AccountModalProvider>{ui}</AccountModalProvider> }, ...routes],
    { initialEntries: [path] },
  );
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient} config={{ ...DEFAULT_APP_CONFIG, ...config }}>
      {children}
    </AppProviders>
  );
  const result = render(<RouterProvider router={router} />, { wrapper: Wrapper, ...renderOptions });
  return { ...result, router, queryClient };
}
