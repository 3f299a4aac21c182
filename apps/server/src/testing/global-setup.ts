import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { connectPostgres, openPglite } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a data-dir dump of the migrated template, loaded by each test file. */
    pgliteTemplatePath: string | null;
    /** PostgreSQL: URL of the server and the name of the migrated template database. */
    postgresUrl: string | null;
    postgresTemplate: string | null;
  }
}

/**
 * Migrates one template database per run; every test file then gets its own copy
 * (PGlite: loaded from a dump; PostgreSQL: CREATE DATABASE ... TEMPLATE), so files run in parallel.
 */
export default async function setup(project: TestProject) {
  const url = process.env['TEST_DATABASE_URL'];
  if (url) {
    const template = `tmc_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = connectPostgres(templateUrl.toString(), { max: 1 });
    await database.migrate();
    await database.close();
    project.provide('postgresUrl', url);
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', null);
    return async () => {
      // Test files drop their own copies; drop leftovers of crashed files too.
      const rows = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'tmc_test_%'`);
      for (const { datname } of rows.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await openPglite(undefined);
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tmc-test-'));
  const file = path.join(dir, 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresUrl', null);
  project.provide('postgresTemplate', null);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
