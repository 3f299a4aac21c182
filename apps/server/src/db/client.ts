import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The typed query builder, the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Present on PostgreSQL only: for COPY and other driver-level work. */
  pool?: pg.Pool;
  /** Present on PGlite only. */
  pglite?: PGlite;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

// numeric and bigint come back as strings by default; our amounts fit a double and ids fit 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export function connectPostgres(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client whose connection PostgreSQL ends (a restart, a terminated backend) emits 'error'
  // on the pool; unhandled, that would stop the process. The pool drops that client and the next
  // query opens a new connection, so a warning is all it needs.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL: простаивающее соединение закрыто: ${error.message}`);
  });
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

export const pgliteExtensions = { pg_trgm };

/** Wraps an open PGlite instance (tests pass one loaded from a migrated template). */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  return wrapPglite(client);
}

/** PostgreSQL when a URL is given, otherwise PGlite persisted under dataDir. */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  return openPglite(path.join(options.dataDir, 'pglite'));
}
