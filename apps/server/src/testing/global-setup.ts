import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { connectPostgres, openPglite } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a data-dir dump of the migrated template, loaded by each test file (made on every run). */
    pgliteTemplatePath: string;
    /** PostgreSQL: URL of the server and the name of the migrated template database. */
    postgresUrl: string | null;
    postgresTemplate: string | null;
    /** PostgreSQL: the prefix of every database this run creates (`tmc_test_<run id>_`). */
    postgresRunPrefix: string | null;
  }
}

/**
 * Migrates one template database per run; every test file then gets its own copy
 * (PGlite: loaded from a dump; PostgreSQL: CREATE DATABASE ... TEMPLATE), so files run in parallel.
 *
 * On PostgreSQL every database of a run is named `tmc_test_<run id>_...`, and the teardown drops only
 * those: other runs on the same server (other worktrees, CI) keep theirs.
 */
export default async function setup(project: TestProject) {
  const url = process.env['TEST_DATABASE_URL'];
  // The PGlite template is made on PostgreSQL runs too (while PostgreSQL migrates its own): the
  // embedded database's own tests start from it instead of spending seconds in initdb.
  const [pglite, postgres] = await Promise.all([pgliteTemplate(), url ? postgresTemplate(url) : null]);
  project.provide('pgliteTemplatePath', pglite.file);
  project.provide('postgresUrl', postgres ? url! : null);
  project.provide('postgresTemplate', postgres?.template ?? null);
  project.provide('postgresRunPrefix', postgres?.runPrefix ?? null);
  return async () => {
    await Promise.all([pglite.remove(), postgres?.remove()]);
  };
}

async function pgliteTemplate() {
  const database = await openPglite(undefined);
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tmc-test-'));
  const file = path.join(dir, 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { file, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}

async function postgresTemplate(url: string) {
  const runPrefix = `tmc_test_${randomBytes(5).toString('hex')}_`;
  const template = `${runPrefix}template`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  const database = connectPostgres(templateUrl.toString(), { max: 1 });
  await database.migrate();
  await database.close();
  return {
    runPrefix,
    template,
    remove: async () => {
      // Test files drop their own copies; drop this run's leftovers of crashed files too, and the template.
      const rows = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, $1)`, [runPrefix]);
      for (const { datname } of rows.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
