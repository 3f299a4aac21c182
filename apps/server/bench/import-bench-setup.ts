// What the import benchmarks share: the generated files (import-parse.ts writes them, kept between runs)
// and a database of their own, dropped and created afresh, migrated before anything is timed.
//   BENCH_IMPORT_ROWS=100000   BENCH_IMPORT_DIR (where the files are kept)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectPostgres } from '../src/db/client.ts';

export const ROWS = Number(process.env['BENCH_IMPORT_ROWS'] ?? 100_000);
export const DIR = process.env['BENCH_IMPORT_DIR'] ?? path.join(os.tmpdir(), 'tmc-import-bench');
export const files = { XLSX: path.join(DIR, `goods-${ROWS}.xlsx`), CSV: path.join(DIR, `goods-${ROWS}.csv`) };
export const parseScript = path.join(import.meta.dirname, 'import-parse.ts');

/** Generates the files by import-parse.ts when either is missing. */
export function ensureImportFiles(): void {
  if (fs.existsSync(files.XLSX) && fs.existsSync(files.CSV)) return;
  const generated = spawnSync(process.execPath, [parseScript], { stdio: 'inherit', env: { ...process.env, BENCH_IMPORT_ROWS: String(ROWS), BENCH_IMPORT_DIR: DIR } });
  if (generated.status !== 0) throw new Error('generating the files failed');
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The server's maintenance database beside `url`'s, to create and drop it from. */
export function adminUrlOf(url: string): string {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}

export const databaseNameOf = (url: string): string => new URL(url).pathname.slice(1);

export async function dropDatabase(url: string): Promise<void> {
  await withClient(adminUrlOf(url), (c) => c.query(`drop database if exists "${databaseNameOf(url)}" with (force)`));
}

/** The database at `url` dropped, created empty and migrated. */
export async function freshDatabase(url: string): Promise<void> {
  await dropDatabase(url);
  await withClient(adminUrlOf(url), (c) => c.query(`create database "${databaseNameOf(url)}"`));
  const database = connectPostgres(url, { max: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}
