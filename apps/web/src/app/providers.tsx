import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { PublicAppConfig } from '@tmc/shared/app-config';
import { AppConfigProvider } from '../lib/app-config-context';

export interface AppProvidersProps {
  queryClient: QueryClient;
  config: PublicAppConfig;
  children: ReactNode;
}

/**
 * Everything a screen needs around it, except the router (tests put their own router inside).
 * Mantine's provider is not here but in MantineScope, around the lazily loaded parts that use Mantine
 * components; the theme's CSS variables are static CSS (see mantine-scope.tsx for why).
 */
export function AppProviders({ queryClient, config, children }: AppProvidersProps) {
  return (
    <AppConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppConfigProvider>
  );
}
