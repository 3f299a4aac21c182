import { useLocation } from 'react-router';
import { useAppConfig } from '../lib/app-config-context';
import { useHost } from '../lib/host-context';
import { selectModule, type AppModule } from './module-select';

/** The module of the current page, chosen again on every navigation from the host and the path. */
export function useAppModule(): AppModule {
  const { pathname } = useLocation();
  const config = useAppConfig();
  const host = useHost();
  return selectModule({ host, pathname }, config);
}
