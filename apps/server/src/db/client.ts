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
import { searchConnectionOptions } from './search-settings.ts';

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
  /**
   * Present on PostgreSQL only: the goods search's own pool, whose connections start with its planner
   * settings (search-settings.ts). Opened on first use.
   */
  searchDb?: Db;
  /** Present on PGlite only. */
  pglite?: PGlite;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

// numeric and bigint come back as strings by default; our amounts fit a double and ids fit 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface PoolOptions {
  /** Connections at most (default 10). */
  max?: number | undefined;
  /**
   * How long a query waits for a connection (a free one of the pool, or a new one being opened) before
   * it fails. The server passes DATABASE_ACQUIRE_TIMEOUT_MS (2 s): a request is refused early with a 503
   * instead of queueing for seconds. Tools (migrations, seeds, benchmarks, tests) wait up to 10 s by
   * default: on a machine at load 20, PostgreSQL took over 2 s to open a connection.
   */
  acquireTimeoutMs?: number | undefined;
  /** Connections of the search's own pool at most (default: max). */
  searchMax?: number | undefined;
}

/**
 * A checked-out client whose connection ends goes back to the pool at once, as broken (the pool drops
 * it), and a second release is a no-op. Drizzle's transaction() sends BEGIN before its try/finally: when
 * BEGIN fails on a connection PostgreSQL has just ended, it never releases the client, and every such
 * client would be one connection fewer until the pool had none and every request waited for the
 * acquire timeout (and pool.end() never returned). pool.query() handles its own clients.
 */
class ResilientPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(releasedWhenBroken);
  }
}

function releasedWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const onError = (error: Error) => finish(error);
  const finish = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onError);
    release(error);
  };
  client.on('error', onError);
  client.release = finish;
  return client;
}

/** How many migrations the database has applied (0 before the first). */
async function appliedMigrations(pool: pg.Pool): Promise<number> {
  try {
    const { rows } = await pool.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  }
}

/**
 * After migrations, VACUUM (ANALYZE) the large tables of which most pages are not marked all-visible: a
 * migration that rewrites a table (a generated column added, as 0024 does to tmc) leaves it without a
 * visibility map, which autovacuum does not rebuild until enough rows change, and until then every
 * index-only scan (the search's counts) reads the table as well. A vacuum cannot run inside the
 * migrations' transaction, hence here; on a million goods it takes a few tens of seconds, once.
 */
async function vacuumRewrittenTables(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ name: string }>(
    `select c.relname as name from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relpages >= 1000 and c.relallvisible < c.relpages / 2`,
  );
  for (const { name } of rows) await pool.query(`VACUUM (ANALYZE) ${pg.escapeIdentifier(name)}`);
}

export function connectPostgres(url: string, options: PoolOptions = {}): Database {
  const pool = createPool(url, options);
  // The search's own connections (opened as searches need them): its planner settings are theirs, and the
  // searches cannot take the connections the rest of the server needs.
  const searchPool = createPool(url, { ...options, max: options.searchMax ?? options.max }, searchConnectionOptions());
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    searchDb: drizzlePg(searchPool) as unknown as Db,
    migrate: async () => {
      const before = await appliedMigrations(pool);
      await migratePg(drizzlePg(pool), { migrationsFolder });
      if ((await appliedMigrations(pool)) !== before) await vacuumRewrittenTables(pool);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await Promise.all([pool.end(), searchPool.end()]);
    },
  };
}

/** A pool of connections to `url`, each started with `startupOptions` (libpq's '-c name=value'). */
function createPool(url: string, options: PoolOptions, startupOptions?: string): pg.Pool {
  const pool = new ResilientPool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.acquireTimeoutMs ?? 10_000,
    // The operating system notices a connection whose server is gone (a failover, a dropped network).
    keepAlive: true,
    ...(startupOptions ? { options: startupOptions } : {}),
  });
  // When PostgreSQL ends a connection (a restart, a failover, pg_terminate_backend) its client emits
  // 'error'; an 'error' event without a listener stops the process. The pool listens on idle clients
  // only (and re-emits on the pool, below), so every client gets a listener of its own for the time it
  // is checked out too (a transaction between two statements). The client is no longer queryable: the
  // statement in flight or the next one rejects (the request answers 503, plugins/errors.ts), the pool
  // drops the client when it is released, and the next query connects anew.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  // An idle client whose connection ends: the pool drops it; a warning is all it needs.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL: соединение закрыто: ${error.message}`);
  });
  return pool;
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
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string; databasePool?: PoolOptions }): Promise<Database> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.databasePool);
  return openPglite(path.join(options.dataDir, 'pglite'));
}
