import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { PublicAppConfig } from '@tmc/shared/app-config';
import { AppConfigProvider } from '../lib/app-config-context';
import { i18n } from '../lib/i18n';

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
    <I18nextProvider i18n={i18n}>
      <AppConfigProvider config={config}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AppConfigProvider>
    </I18nextProvider>
  );
}
