import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPostgres, pgliteExtensions, wrapPglite, type Database, type PoolOptions } from '../db/client.ts';

/** A fresh, migrated database of this test file's own (see global-setup.ts); `pool` applies on PostgreSQL. */
export async function createTestDatabase(pool: PoolOptions = {}): Promise<Database> {
  const postgresUrl = inject('postgresUrl');
  const template = inject('postgresTemplate');
  const runPrefix = inject('postgresRunPrefix');
  if (postgresUrl && template && runPrefix) {
    // The run's prefix, so that only this run's teardown may drop it (global-setup.ts).
    const name = `${runPrefix}${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const database = connectPostgres(url.toString(), { max: 5, ...pool });
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        const dropper = new pg.Client({ connectionString: postgresUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const client = await PGlite.create({ loadDataDir: await pgliteTemplateDump(), extensions: pgliteExtensions });
  return wrapPglite(client);
}

/**
 * The migrated PGlite template of this run (a data-dir dump). Loading it takes about a second; a PGlite
 * started on an empty directory first runs initdb (about three).
 */
export async function pgliteTemplateDump(): Promise<Blob> {
  const file = inject('pgliteTemplatePath');
  if (!file) throw new Error('test database template is missing: is global-setup.ts configured?');
  return new Blob([await fs.readFile(file)]);
}
