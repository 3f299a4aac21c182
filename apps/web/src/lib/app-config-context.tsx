import { createContext, useContext, type ReactNode } from 'react';
import type { PublicAppConfig } from '@tmc/shared/app-config';
import { DEFAULT_APP_CONFIG } from './app-config';

const AppConfigContext = createContext<PublicAppConfig>(DEFAULT_APP_CONFIG);

export function AppConfigProvider({ config, children }: { config: PublicAppConfig; children: ReactNode }) {
  return <AppConfigContext value={config}>{children}</AppConfigContext>;
}

/** The public settings from index.html (hosts, support contacts, external sites). */
export function useAppConfig(): PublicAppConfig {
  return useContext(AppConfigContext);
}
