import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed/seed-demo.ts';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();

const app = await buildApp({ config, database });

const admin = await app.services.users.ensureFirstAdmin(config.adminEmail, config.adminPassword);
if (admin?.generatedPassword) {
  // Printed once, on the first start only: there is no built-in default password.
  app.log.warn(`Создан администратор ${admin.email}, одноразовый пароль: ${admin.generatedPassword} (смените его после входа)`);
} else if (admin) {
  app.log.info(`Создан администратор ${admin.email}`);
}

if (config.seedDemo) {
  const seeded = await seedDemoData(database, { items: 2500, log: (m) => app.log.info(m) });
  if (seeded) app.log.info('Демонстрационные данные загружены');
}

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: остановка`);
  try {
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
app.log.info(`Маркетплейс работает: http://${shownHost}:${config.port}  (API: /api/docs, база: ${database.kind})`);
if (!config.publicUrl && config.allowedHosts.length === 0) {
  app.log.warn(`PUBLIC_URL не задан: ссылки в письмах ведут на http://localhost:${config.port} (в сети задайте PUBLIC_URL или ALLOWED_HOSTS)`);
}
