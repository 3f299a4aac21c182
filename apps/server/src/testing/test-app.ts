import { buildApp, type App } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { Database, PoolOptions } from '../db/client.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real app on this file's own database; no web build unless a test asks for one. */
export async function createTestApp(env: Record<string, string> = {}, options: { pool?: PoolOptions } = {}): Promise<TestApp> {
  const database = await createTestDatabase(options.pool);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent-test-data', WEB_DIST_DIR: '/nonexistent-web-dist', WEB_SSR_DIR: '/nonexistent-web-ssr', ...env });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
