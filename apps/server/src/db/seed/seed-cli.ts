// `npm run seed -- --items 1000000 [--sellers 200]`: fills an empty database (DATABASE_URL, or PGlite under
// DATA_DIR) with demo data, for benchmarks. The goods go in by multi-row statements, with progress.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { deleteUserSessions } from '../../modules/auth/sessions.ts';
import { createAuditService } from '../../modules/audit/audit.service.ts';
import { createUsersService } from '../../modules/users/users.service.ts';
import { seedDemoData } from './seed-demo.ts';

const { values } = parseArgs({
  options: { items: { type: 'string', default: '2500' }, sellers: { type: 'string', default: '24' }, seed: { type: 'string' } },
});
const items = Number(values.items);
const sellerCount = Number(values.sellers);
if (!Number.isInteger(items) || items < 0 || !Number.isInteger(sellerCount) || sellerCount < 1) {
  console.error('Использование: npm run seed -- --items <число> [--sellers <число>]');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const started = Date.now();
await createUsersService({ db: database.db, endUserSessions: deleteUserSessions, audit: createAuditService({ db: database.db }) }).ensureFirstAdmin(config.adminEmail, config.adminPassword).then((a) => {
  if (a?.generatedPassword) console.log(`Администратор ${a.email}, одноразовый пароль: ${a.generatedPassword}`);
});
const done = await seedDemoData(database, {
  items,
  sellers: sellerCount,
  ...(values.seed ? { seed: Number(values.seed) } : {}),
  log: (m) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} с] ${m}`),
});
console.log(done ? `Готово за ${((Date.now() - started) / 1000).toFixed(1)} с` : 'База уже содержит данные: ничего не сделано.');
await database.close();
