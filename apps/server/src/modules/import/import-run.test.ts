// The run's batches (import-run.ts) with small batches written three at a time: every row once, the trial's
// counts equal to the run's, a batch written whole or not at all (also the one written beside a failing
// one), cancel in the middle, and a lock cycle between two batches. The app uploads and tries the files;
// the run is this file's own import service (batches of 10) on the same database, registered under the
// job's name in a runner of its own. On PostgreSQL (TEST_DATABASE_URL) two batch transactions really run
// at once; on PGlite they take turns, and the same rules hold.
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imports as importsTable, importRows } from '../../db/schema/imports.ts';
import { tmc, tmcMovements } from '../../db/schema/tmc.ts';
import { createJobRunner, type JobRunner } from '../../jobs/job-runner.ts';
import { buildSeller, buildUser, type BuiltUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createImportService, IMPORT_JOB } from './import.service.ts';
import { tempDir } from './test-files.ts';

const BATCH = 10;
let t: TestApp;
let dataDir: string;
let runner: JobRunner;
const logged: string[] = [];

beforeAll(async () => {
  dataDir = tempDir('tmc-import-run-');
  t = await createTestApp({ DATA_DIR: dataDir });
  const log = Fastify({ logger: { level: 'warn', stream: new Writable({ write: (chunk, _enc, next) => (logged.push(String(chunk)), next()) }) } }).log;
  runner = createJobRunner({ db: t.database.db, log });
  createImportService({ db: t.database.db, jobs: runner, dir: `${dataDir}/imports`, batchRows: BATCH, writers: 3 });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const db = () => t.database.db;
/** Statements run one by one (a prepared statement takes one). */
const exec = async (...statements: string[]) => {
  for (const statement of statements) await db().execute(sql.raw(statement));
};
const HEADER = 'Наименование;Артикул;Ед. изм.;Количество;Цена;НДС;Регион';
const line = (name: string, stock: string, price = '1 234,50') => `${name};${stock};шт;5;${price};20%;Москва`;

async function supplier() {
  const seller = await buildSeller(db(), { tariff: 'platinum', region: '77' });
  const rep = await buildUser(db(), { role: 'REPRESENTATIVE', permission: 'STANDART', sellerId: seller.id });
  return { seller, rep };
}

async function upload(rep: BuiltUser, lines: string[]): Promise<string> {
  const boundary = 'runBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="goods.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from([HEADER, ...lines].join('\r\n'), 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/api/import', headers: { ...rep.headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().jobId;
}

const call = (rep: BuiltUser, method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: rep.headers });
const status = async (rep: BuiltUser, jobId: string) => (await call(rep, 'GET', `/api/import/status?jobId=${jobId}`)).json();
const goodsOf = (sellerId: string) => db().select().from(tmc).where(eq(tmc.sellerId, sellerId));
const importRow = async (jobId: string) => (await db().select().from(importsTable).where(eq(importsTable.id, jobId)))[0]!;

describe('the run, in batches written three at a time', () => {
  it('writes every row once, with the counts the trial gave, and an income movement for each new good', async () => {
    const { seller, rep } = await supplier();
    // 12 goods the file updates (matched by stock number, in any case), 8 rows refused, 75 new goods: 95 rows, 10 batches.
    await db().insert(tmc).values(Array.from({ length: 12 }, (_, i) => ({ sellerId: seller.id, name: `Старое ${i}`, stockNumber: `OLD-${i}`, unit: '796', quantity: 1, price: 1, vat: '20', region: '77', status: 'published' })));
    const lines = Array.from({ length: 95 }, (_, i) =>
      i % 12 === 5 ? line(`Плохая цена ${i}`, `BAD-${i}`, 'дорого') : i < 12 ? line(`Подшипник ${i}`, `old-${i}`) : line(`Подшипник 62${i}`, `NEW-${i}`),
    );
    const rejected = lines.filter((l) => l.includes('дорого')).length;
    const jobId = await upload(rep, lines);
    const trial = (await call(rep, 'POST', `/api/import/trial?jobId=${jobId}`)).json();
    expect(trial).toMatchObject({ total: 95, created: 76, updated: 11, rejected });
    expect((await call(rep, 'POST', `/api/import/run?jobId=${jobId}`)).statusCode).toBe(202);
    expect((await runner.runDue(new Date(), { only: [IMPORT_JOB] })).map((r) => r.outcome)).toEqual(['done']);

    const done = await status(rep, jobId);
    expect(done).toMatchObject({ status: 'done', total: 95, done: 95, created: trial.created, updated: trial.updated, rejected: trial.rejected });
    expect(trial.created + trial.updated + trial.rejected).toBe(95);
    const goods = await goodsOf(seller.id);
    expect(goods).toHaveLength(12 + trial.created);
    expect(new Set(goods.map((g) => g.stockNumber!.toLowerCase())).size).toBe(goods.length);
    // Updated goods went back to moderation with the file's name; new ones are in moderation.
    expect(goods.filter((g) => g.name.startsWith('Старое'))).toHaveLength(12 - trial.updated);
    expect(goods.every((g) => g.status === 'moderation' || g.name.startsWith('Старое'))).toBe(true);
    const created = goods.filter((g) => g.stockNumber!.startsWith('NEW-'));
    const movements = await db().select().from(tmcMovements).where(sql`${tmcMovements.tmcId} in (${sql.join(created.map((g) => sql`${g.id}`), sql`, `)})`);
    expect(movements).toHaveLength(created.length);
    const log = await db().select().from(importRows).where(eq(importRows.importId, jobId));
    expect(log.map((r) => r.status)).toEqual(Array(rejected).fill('rejected'));
  });

  it('writes a batch whole or not at all: a failing batch leaves the batches before it, nothing of itself or of the one beside it, and the next attempt resumes', async () => {
    const { seller, rep } = await supplier();
    const lines = Array.from({ length: 60 }, (_, i) => line(i === 44 ? 'Сбой записи' : `Болт М${i}`, `ART-${i}`));
    const jobId = await upload(rep, lines);
    // The database refuses the 45th row (the fifth batch) on the first attempt only.
    await exec(`
      create function test_refuse_row() returns trigger language plpgsql as $$
      begin
        if new.name = 'Сбой записи' then raise exception 'test: refused'; end if;
        return new;
      end $$`, 'create trigger test_refuse_row before insert on tmc for each row execute function test_refuse_row()');
    try {
      await call(rep, 'POST', `/api/import/run?jobId=${jobId}`);
      expect((await runner.runDue(new Date(), { only: [IMPORT_JOB] })).map((r) => r.outcome)).toEqual(['retry']);
      const stopped = await importRow(jobId);
      expect(stopped).toMatchObject({ status: 'running', processedRows: 40, createdRows: 40 });
      const written = await goodsOf(seller.id);
      expect(written.map((g) => g.stockNumber).sort()).toEqual(Array.from({ length: 40 }, (_, i) => `ART-${i}`).sort());
    } finally {
      await exec('drop trigger test_refuse_row on tmc', 'drop function test_refuse_row()');
    }
    expect((await runner.runDue(new Date(Date.now() + 5 * 60_000), { only: [IMPORT_JOB] })).map((r) => r.outcome)).toEqual(['done']);
    expect(await status(rep, jobId)).toMatchObject({ status: 'done', done: 60, created: 60, rejected: 0 });
    const goods = await goodsOf(seller.id);
    expect(goods).toHaveLength(60);
    expect(new Set(goods.map((g) => g.stockNumber)).size).toBe(60);
  });

  it('stops at a cancel between batches: the batches written stay, none is half-written', async () => {
    const { seller, rep } = await supplier();
    const jobId = await upload(rep, Array.from({ length: 80 }, (_, i) => line(i === 25 ? 'Пауза' : `Гайка М${i}`, `G-${i}`)));
    // The third batch takes a second to write, and the supplier presses 'cancel' meanwhile.
    await exec(`
      create function test_slow_row() returns trigger language plpgsql as $$
      begin
        if new.name = 'Пауза' then perform pg_sleep(1); end if;
        return new;
      end $$`, 'create trigger test_slow_row before insert on tmc for each row execute function test_slow_row()');
    try {
      await call(rep, 'POST', `/api/import/run?jobId=${jobId}`);
      const running = runner.runDue(new Date(), { only: [IMPORT_JOB] });
      for (let i = 0; i < 100 && (await importRow(jobId)).status !== 'running'; i++) await new Promise((r) => setTimeout(r, 20));
      const cancelled = await call(rep, 'POST', `/api/import/cancel?jobId=${jobId}`);
      expect(cancelled.statusCode).toBe(200);
      expect((await running).map((r) => r.outcome)).toEqual(['done']);
    } finally {
      await exec('drop trigger test_slow_row on tmc', 'drop function test_slow_row()');
    }
    const row = await importRow(jobId);
    expect(row.status).toBe('cancelled');
    const goods = await goodsOf(seller.id);
    expect(goods.length).toBe(row.processedRows);
    expect(row.createdRows).toBe(row.processedRows);
    expect(goods.length % BATCH).toBe(0);
    expect(goods.length).toBeLessThan(80);
  });

  it('goes on one batch at a time after two batches met in a lock cycle', async () => {
    const { seller, rep } = await supplier();
    const jobId = await upload(rep, Array.from({ length: 40 }, (_, i) => line(`Шайба ${i}`, `W-${i}`)));
    // Every batch claims the same key of a table of its own; the first batch to insert is slow, so the
    // second claims the key first and then waits for the first batch's place: on PostgreSQL a cycle.
    await exec(
      'create table test_claims (k text primary key)',
      'create sequence test_claims_seq',
      `create function test_claim() returns trigger language plpgsql as $$
      begin
        if nextval('test_claims_seq') = 1 then perform pg_sleep(0.5); end if;
        insert into test_claims values ('same') on conflict do nothing;
        return null;
      end $$`,
      'create trigger test_claim after insert on tmc for each statement execute function test_claim()',
    );
    try {
      await call(rep, 'POST', `/api/import/run?jobId=${jobId}`);
      expect((await runner.runDue(new Date(), { only: [IMPORT_JOB] })).map((r) => r.outcome)).toEqual(['done']);
    } finally {
      await exec('drop trigger test_claim on tmc', 'drop function test_claim()', 'drop sequence test_claims_seq', 'drop table test_claims');
    }
    expect(await status(rep, jobId)).toMatchObject({ status: 'done', done: 40, created: 40 });
    const goods = await goodsOf(seller.id);
    expect(goods).toHaveLength(40);
    expect(new Set(goods.map((g) => g.stockNumber)).size).toBe(40);
    if (t.database.pool) expect(logged.join('\n')).toContain('going on one at a time');
    expect(await db().select().from(importRows).where(eq(importRows.importId, jobId))).toEqual([]);
  });
});
