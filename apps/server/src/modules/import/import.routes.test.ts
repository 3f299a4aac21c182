// The import API end to end through app.inject: upload, mapping, trial, the run as a job (runDue),
// status, the log with correction and try-import, cancel, resume after an interrupted run, the free tier.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_FILE_MESSAGES } from '@tmc/shared/import-schemas';
import { imports as importsTable } from '../../db/schema/imports.ts';
import { tmc } from '../../db/schema/tmc.ts';
import { buildSeller, buildTierPriceList, buildUser, type BuiltUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { IMPORT_JOB } from './import.service.ts';
import { tempDir, writeZipBomb } from './test-files.ts';

let t: TestApp;
let dataDir: string;
let filesDir: string;

beforeAll(async () => {
  dataDir = tempDir('tmc-import-api-');
  filesDir = tempDir('tmc-import-api-files-');
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const db = () => t.database.db;

/** A multipart body of files. */
function multipart(files: ReadonlyArray<{ name: string; data: Buffer | string }>) {
  const boundary = 'importBoundary42';
  const parts = files.flatMap((f) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${encodeURIComponent(f.name) === f.name ? f.name : f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    typeof f.data === 'string' ? Buffer.from(f.data, 'utf8') : f.data,
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(user: BuiltUser, files: ReadonlyArray<{ name: string; data: Buffer | string }>, query = '') {
  const body = multipart(files);
  return t.app.inject({ method: 'POST', url: `/api/import${query}`, headers: { ...user.headers, ...body.headers }, payload: body.payload });
}

const HEADER = 'Наименование;Артикул;Ед. изм.;Количество;Цена;НДС;Регион';
const goodLine = (i: number) => `Подшипник 62${String(i).padStart(2, '0')};ART-${i};шт;${i};1 234,50;20%;Москва`;

async function supplier(tariff = 'gold') {
  const seller = await buildSeller(db(), { tariff, region: '77' });
  const rep = await buildUser(db(), { role: 'REPRESENTATIVE', permission: 'STANDART', sellerId: seller.id });
  return { seller, rep };
}

async function runJobs() {
  return t.app.services.jobs.runDue(new Date(), { only: [IMPORT_JOB] });
}

describe('import API', () => {
  it('uploads a CSV, tries it, corrects a row in the log, runs it as a job and leaves the goods in moderation', async () => {
    const { seller, rep } = await supplier();
    // One existing good with a stock number of the file: it is updated, not duplicated.
    await db().insert(tmc).values({ sellerId: seller.id, name: 'Старое', stockNumber: 'art-3', unit: '796', quantity: 1, price: 1, vat: '20', region: '77', status: 'published', publishedAt: new Date() });
    const lines = [HEADER, goodLine(1), goodLine(2), goodLine(3), 'Без цены;ART-4;шт;5;;20%;Москва', 'Плохая цена;ART-5;шт;5;12,3,4;20%;Москва', goodLine(6), 'Повтор;ART-1;шт;1;1;20%;Москва'];
    const res = await upload(rep, [{ name: 'остатки.csv', data: lines.join('\r\n') }]);
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json();
    expect(job.status).toBe('uploaded');
    expect(job.format).toBe('csv');
    expect(job.mapping.message).toBeNull();
    expect(job.mapping.columns.map((c: { target: string }) => c.target)).toEqual(['name', 'stockNumber', 'unit', 'quantity', 'price', 'vat', 'region']);

    const trialRes = await t.app.inject({ method: 'POST', url: `/api/import/trial?jobId=${job.jobId}`, headers: rep.headers });
    expect(trialRes.statusCode, trialRes.body).toBe(200);
    const trial = trialRes.json();
    expect({ total: trial.total, created: trial.created, updated: trial.updated, rejected: trial.rejected }).toEqual({ total: 7, created: 3, updated: 1, rejected: 3 });
    expect(trial.rows.map((r: { label: string }) => r.label)).toEqual(['Строка 5', 'Строка 6', 'Строка 8']);
    expect(trial.rows[1].errors[0].message).toBe('Строка 6: Цена — не число «12,3,4»');
    expect(trial.rows[2].errors[0].message).toContain('артикул «ART-1» уже встречался (Строка 2)');
    // The trial wrote no goods.
    expect((await db().select().from(tmc).where(eq(tmc.sellerId, seller.id))).length).toBe(1);

    // The log shows the trial's rejected rows; one is corrected.
    const log = (await t.app.inject({ method: 'GET', url: `/api/import/log?jobId=${job.jobId}&page=0&size=2`, headers: rep.headers })).json();
    expect(log.total).toBe(3);
    expect(log.items).toHaveLength(2);
    const badPrice = log.items.find((r: { rowNumber: number }) => r.rowNumber === 6);
    const still = await t.app.inject({ method: 'PUT', url: '/api/import/log/update', headers: rep.headers, payload: { id: badPrice.id, values: { ...badPrice.values, price: 'abc' } } });
    expect(still.json().status).toBe('rejected');
    expect(still.json().errors[0].message).toBe('Строка 6: Цена — не число «abc»');
    const fixed = await t.app.inject({ method: 'PUT', url: '/api/import/log/update', headers: rep.headers, payload: { id: badPrice.id, values: { ...badPrice.values, price: '12,34' } } });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().status).toBe('corrected');

    const runRes = await t.app.inject({ method: 'POST', url: `/api/import/run?jobId=${job.jobId}`, headers: rep.headers });
    expect(runRes.statusCode, runRes.body).toBe(202);
    expect(runRes.json().status).toBe('queued');
    expect(runRes.json().total).toBe(7);
    const again = await t.app.inject({ method: 'POST', url: `/api/import/run?jobId=${job.jobId}`, headers: rep.headers });
    expect(again.statusCode).toBe(409);

    expect((await runJobs()).map((r) => r.outcome)).toEqual(['done']);
    const status = (await t.app.inject({ method: 'GET', url: `/api/import/status?jobId=${job.jobId}`, headers: rep.headers })).json();
    expect(status).toMatchObject({ status: 'done', done: 7, total: 7, created: 4, updated: 1, rejected: 2 });

    const goods = await db().select().from(tmc).where(eq(tmc.sellerId, seller.id));
    expect(goods).toHaveLength(5);
    expect(new Set(goods.map((g) => g.status))).toEqual(new Set(['moderation']));
    const updated = goods.find((g) => g.stockNumber === 'ART-3')!;
    expect(updated.name).toBe('Подшипник 6203');
    expect(Number(goods.find((g) => g.stockNumber === 'ART-5')!.price)).toBe(12.34);
    const movements = await db().execute(sql`select count(*)::int as n from tmc_movements m join tmc on tmc.id = m.tmc_id where tmc.seller_id = ${seller.id}`);
    expect((movements as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(5);

    const afterLog = (await t.app.inject({ method: 'GET', url: `/api/import/log?sellerCode=${seller.sellerCode}`, headers: rep.headers })).json();
    expect(afterLog.items.map((r: { rowNumber: number; status: string }) => `${r.rowNumber}:${r.status}`)).toEqual(['5:rejected', '6:imported', '8:rejected']);

    // A row corrected after the run is written by try-import.
    const noPrice = afterLog.items[0];
    await t.app.inject({ method: 'PUT', url: '/api/import/log/update', headers: rep.headers, payload: { id: noPrice.id, values: { ...noPrice.values, price: '99' } } });
    const tried = await t.app.inject({ method: 'POST', url: '/api/import/log/try-import', headers: rep.headers, payload: { jobId: job.jobId } });
    expect(tried.statusCode, tried.body).toBe(200);
    expect(tried.json()).toEqual({ created: 1, updated: 0, rejected: 0 });
    expect((await db().select().from(tmc).where(eq(tmc.sellerId, seller.id))).length).toBe(6);
    const nothing = await t.app.inject({ method: 'POST', url: '/api/import/log/try-import', headers: rep.headers, payload: { jobId: job.jobId } });
    expect(nothing.statusCode).toBe(409);
    // The uploaded file is gone once the import ended.
    const [row] = await db().select().from(importsTable).where(eq(importsTable.id, job.jobId));
    expect(row!.files).toEqual([]);
  });

  it('refuses a zip bomb and a DOCTYPE, and a file whose content does not match its name, with the Russian messages', async () => {
    const { rep } = await supplier();
    const bomb = fs.readFileSync(writeZipBomb(path.join(filesDir, 'bomb.xlsx'), 200 * 1024 * 1024));
    const bombRes = await upload(rep, [{ name: 'остатки.xlsx', data: bomb }]);
    expect(bombRes.statusCode).toBe(400);
    expect(bombRes.json().error.message).toBe(IMPORT_FILE_MESSAGES.zipBomb);

    const doctype = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><КоммерческаяИнформация>&lol2;</КоммерческаяИнформация>';
    const dtdRes = await upload(rep, [{ name: 'import.xml', data: doctype }]);
    expect(dtdRes.statusCode).toBe(400);
    expect(dtdRes.json().error.message).toBe(IMPORT_FILE_MESSAGES.xmlDoctype);

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const pngRes = await upload(rep, [{ name: 'остатки.xlsx', data: png }]);
    expect(pngRes.statusCode).toBe(400);
    expect(pngRes.json().error.message).toBe(IMPORT_FILE_MESSAGES.typeMismatch('остатки.xlsx', 'изображение PNG'));
    // Nothing refused is kept on disk.
    expect(fs.readdirSync(path.join(dataDir, 'imports'))).toEqual([]);
  });

  it('imports a CommerceML pair with the seller region', async () => {
    const { seller, rep } = await supplier();
    const dir = path.join(import.meta.dirname, 'fixtures', 'commerceml');
    const res = await upload(rep, [
      { name: 'import.xml', data: fs.readFileSync(path.join(dir, 'import.xml')) },
      { name: 'offers.xml', data: fs.readFileSync(path.join(dir, 'offers.xml')) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json();
    expect(job.format).toBe('commerceml');
    expect(job.mapping.message).toBeNull();
    const trial = (await t.app.inject({ method: 'POST', url: `/api/import/trial?jobId=${job.jobId}`, headers: rep.headers })).json();
    expect(trial.created).toBeGreaterThan(0);
    await t.app.inject({ method: 'POST', url: `/api/import/run?jobId=${job.jobId}`, headers: rep.headers });
    await runJobs();
    const status = (await t.app.inject({ method: 'GET', url: `/api/import/status?jobId=${job.jobId}`, headers: rep.headers })).json();
    expect(status.status).toBe('done');
    expect(status.created).toBe(trial.created);
    const goods = await db().select().from(tmc).where(eq(tmc.sellerId, seller.id));
    expect(goods.length).toBe(trial.created);
    expect(goods.every((g) => g.region === '77' && g.status === 'moderation')).toBe(true);
  });

  it('remembers a corrected mapping for the seller and applies it to its next file', async () => {
    const { rep } = await supplier();
    const csv = ['Товар;Шифр;Ед;Кол-во;Стоимость;НДС;Регион', 'Болт М10;Б-10;шт;5;10;20;77'].join('\n');
    const first = (await upload(rep, [{ name: 'a.csv', data: csv }])).json();
    expect(first.mapping.columns[1].target).toBeNull();
    const mapped = await t.app.inject({ method: 'PUT', url: `/api/import/mapping?jobId=${first.jobId}`, headers: rep.headers, payload: { override: { B: 'stockNumber', G: 'skip' } } });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().mapping.columns[1]).toMatchObject({ target: 'stockNumber', overridden: true });
    expect(mapped.json().mapping.message).toBe('Не найдены обязательные столбцы: Регион. Укажите их в сопоставлении столбцов');
    const trial = await t.app.inject({ method: 'POST', url: `/api/import/trial?jobId=${first.jobId}`, headers: rep.headers });
    expect(trial.statusCode).toBe(400);
    expect(trial.json().error.message).toContain('Регион');

    const second = (await upload(rep, [{ name: 'b.csv', data: csv }])).json();
    expect(second.mapping.columns.map((c: { target: string | null }) => c.target)).toEqual(['name', 'stockNumber', 'unit', 'quantity', 'price', 'vat', null]);
  });

  it('keeps a free-tier seller to 15 positions per half year and says how many rows fit', async () => {
    const { seller, rep } = await supplier('free');
    await db().insert(tmc).values(Array.from({ length: 12 }, (_, i) => ({ sellerId: seller.id, name: `Было ${i}`, unit: '796', quantity: 1, price: 1, vat: '20', region: '77' })));
    const lines = [HEADER, ...Array.from({ length: 5 }, (_, i) => goodLine(i + 1))];
    const job = (await upload(rep, [{ name: 'f.csv', data: lines.join('\n') }])).json();
    const trial = (await t.app.inject({ method: 'POST', url: `/api/import/trial?jobId=${job.jobId}`, headers: rep.headers })).json();
    expect(trial).toMatchObject({ total: 5, created: 3, rejected: 2 });
    expect(trial.limitMessage).toBe(
      'Бесплатный тариф позволяет разместить 15 позиций за полгода: сейчас можно добавить ещё 3 позиции, а в файле новых — 5. Загрузятся только первые 3; чтобы загрузить все, выберите платный тариф на странице «Тарифы»',
    );
    expect(trial.rows[0].errors[0].message).toBe('Строка 5: сверх лимита бесплатного тарифа');
    await t.app.inject({ method: 'POST', url: `/api/import/run?jobId=${job.jobId}`, headers: rep.headers });
    await runJobs();
    expect((await db().select().from(tmc).where(eq(tmc.sellerId, seller.id))).length).toBe(15);
  });

  it('keeps a paid-tier seller to the positions its price-list row names, counted over the goods it holds', async () => {
    await buildTierPriceList(db());
    const { seller, rep } = await supplier('one-off');
    await db().insert(tmc).values(Array.from({ length: 98 }, (_, i) => ({ sellerId: seller.id, name: `Было ${i}`, unit: '796', quantity: 1, price: 1, vat: '20', region: '77' })));
    const lines = [HEADER, ...Array.from({ length: 5 }, (_, i) => goodLine(i + 1))];
    const job = (await upload(rep, [{ name: 'p.csv', data: lines.join('\n') }])).json();
    const trial = (await t.app.inject({ method: 'POST', url: `/api/import/trial?jobId=${job.jobId}`, headers: rep.headers })).json();
    expect(trial).toMatchObject({ total: 5, created: 2, rejected: 3 });
    expect(trial.limitMessage).toBe(
      'Тариф «Разовый» позволяет разместить до 100 позиций: сейчас можно добавить ещё 2 позиции, а в файле новых — 5. Загрузятся только первые 2; чтобы загрузить все, выберите тариф с большим числом позиций на странице «Тарифы»',
    );
    expect(trial.rows[0].errors[0].message).toBe('Строка 4: сверх лимита тарифа «Разовый»');
    await t.app.inject({ method: 'POST', url: `/api/import/run?jobId=${job.jobId}`, headers: rep.headers });
    await runJobs();
    expect((await db().select().from(tmc).where(eq(tmc.sellerId, seller.id))).length).toBe(100);
  });

  it('resumes a run stopped between batches without writing a row twice', async () => {
    const { seller, rep } = await supplier();
    const lines = [HEADER, ...Array.from({ length: 50 }, (_, i) => goodLine(i + 1))];
    const job = (await upload(rep, [{ name: 'r.csv', data: lines.join('\n') }])).json();
    await t.app.inject({ method: 'POST', url: `/api/import/run?jobId=${job.jobId}`, headers: rep.headers });
    // The first attempt wrote 20 rows, then its instance died (the cursor committed with them).
    const ids = (await db().select().from(tmc).where(eq(tmc.sellerId, seller.id))).length;
    expect(ids).toBe(0);
    await db().execute(sql`update imports set status = 'running' where id = ${job.jobId}`);
    const { insertGoodsBatch } = await import('../tmc/tmc.repository.ts');
    await db().transaction(async (tx) => {
      await insertGoodsBatch(tx, seller.id, Array.from({ length: 20 }, (_, i) => ({ name: `Подшипник 62${String(i + 1).padStart(2, '0')}`, stockNumber: `ART-${i + 1}`, unit: '796', quantity: i + 1, price: 1234.5, vat: '20', region: '77', description: null, year: null })), 'moderation', { userId: null, reason: 'Импорт из файла' });
      await tx.execute(sql`update imports set processed_rows = 20, created_rows = 20 where id = ${job.jobId}`);
    });
    await runJobs();
    const status = (await t.app.inject({ method: 'GET', url: `/api/import/status?jobId=${job.jobId}`, headers: rep.headers })).json();
    expect(status).toMatchObject({ status: 'done', done: 50, created: 50, updated: 0 });
    const goods = await db().select().from(tmc).where(eq(tmc.sellerId, seller.id));
    expect(goods).toHaveLength(50);
    expect(new Set(goods.map((g) => g.stockNumber)).size).toBe(50);
  });

  it('ends as failed, with nothing half-written, when its file cannot be read on every attempt', async () => {
    const { seller, rep } = await supplier();
    const job = (await upload(rep, [{ name: 'gone.csv', data: [HEADER, goodLine(1)].join('\n') }])).json();
    await t.app.inject({ method: 'POST', url: `/api/import/run?jobId=${job.jobId}`, headers: rep.headers });
    const [row] = await db().select().from(importsTable).where(eq(importsTable.id, job.jobId));
    for (const f of row!.files) fs.rmSync(path.join(dataDir, 'imports', f.path));
    // Three attempts, each retried after the runner's pause (1, then 2 minutes).
    let at = Date.now();
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      outcomes.push(...(await t.app.services.jobs.runDue(new Date(at), { only: [IMPORT_JOB] })).map((r) => r.outcome));
      at += 5 * 60_000;
    }
    expect(outcomes).toEqual(['retry', 'retry', 'done']);
    const status = (await t.app.inject({ method: 'GET', url: `/api/import/status?jobId=${job.jobId}`, headers: rep.headers })).json();
    expect(status.status).toBe('failed');
    expect(status.error).toBe('Импорт прерван из-за ошибки: загруженные пачки строк сохранены, остальные не записаны');
    expect((await db().select().from(tmc).where(eq(tmc.sellerId, seller.id))).length).toBe(0);
  });

  it('cancels a queued import', async () => {
    const { seller, rep } = await supplier();
    const job = (await upload(rep, [{ name: 'c.csv', data: [HEADER, goodLine(1)].join('\n') }])).json();
    await t.app.inject({ method: 'POST', url: `/api/import/run?jobId=${job.jobId}`, headers: rep.headers });
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/import/cancel?jobId=${job.jobId}`, headers: rep.headers });
    expect(cancelled.json().status).toBe('cancelled');
    await runJobs();
    expect((await db().select().from(tmc).where(eq(tmc.sellerId, seller.id))).length).toBe(0);
  });

  it('serves the template and the export', async () => {
    const { rep } = await supplier();
    const template = await t.app.inject({ method: 'GET', url: '/api/import/template', headers: rep.headers });
    expect(template.statusCode).toBe(200);
    expect(template.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const exported = await t.app.inject({ method: 'GET', url: '/api/import/export', headers: rep.headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('.xlsx');
  });
});
