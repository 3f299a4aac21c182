// `npm exec -- node bench/import-parse.ts` (from apps/server): the parse-only half of the import benchmark (issue 14). Generates a
// 100,000-row XLSX (shared strings and styles, as Excel writes) and the same goods as a CSV (';',
// UTF-8 with BOM, numbers as '1 234,50'), from the demo goods generator, then reads each file in a
// fresh process and prints the time of reading alone and of reading + mapping + normalising every row
// through the goods schema, with that process's peak RSS. Targets of the later end-to-end run: XLSX
// <= 8 s and <= 1.5x its parse-only time, CSV <= 3 s, peak RSS <= 300 MB.
//   BENCH_IMPORT_ROWS=100000  rows to generate      BENCH_IMPORT_DIR  where the files go (kept between runs)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findRegion, findUnit, vatRateLabel } from '@tmc/shared/dictionaries';
import { mapColumns } from '../src/modules/import/column-mapping.ts';
import { openImportFile } from '../src/modules/import/import-file.ts';
import { normaliseRow } from '../src/modules/import/row-normaliser.ts';
import { TEMPLATE_COLUMNS } from '../src/modules/import/template-columns.ts';

const ROWS = Number(process.env['BENCH_IMPORT_ROWS'] ?? 100_000);
const DIR = process.env['BENCH_IMPORT_DIR'] ?? path.join(os.tmpdir(), 'tmc-import-bench');
const xlsxPath = path.join(DIR, `goods-${ROWS}.xlsx`);
const csvPath = path.join(DIR, `goods-${ROWS}.csv`);

interface Measured {
  rows: number;
  ok: number;
  rejected: number;
  /** Wall time, from opening the file to the last row. */
  ms: number;
  /** CPU time of the same span: steadier than wall time on a machine others share. */
  cpuMs: number;
  peakRssMb: number;
}

// The generator and ExcelJS are loaded only to generate, so the measuring processes hold neither.
async function* goodsRows(): AsyncGenerator<Array<string | number | null>> {
  const { generateGoods } = await import('../src/db/seed/demo-goods.ts');
  const { createRandom } = await import('../src/db/seed/random.ts');
  const sellers = [{ sellerCode: '100001', region: '77' }];
  for (const good of generateGoods(createRandom(20250101), sellers, ROWS)) {
    yield [
      good.name,
      good.stockNumber,
      findUnit(good.unit)?.name ?? good.unit,
      good.quantity,
      good.price,
      vatRateLabel(good.vat) ?? good.vat,
      good.year,
      findRegion(good.region)?.name ?? good.region,
      good.description,
    ];
  }
}

async function generateXlsx(): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: xlsxPath, useSharedStrings: true, useStyles: true });
  const sheet = workbook.addWorksheet('Товары');
  sheet.addRow(TEMPLATE_COLUMNS.map((c) => c.header)).commit();
  for await (const cells of goodsRows()) {
    const row = sheet.addRow(cells);
    row.getCell(5).numFmt = '#,##0.00';
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** '1 234,50' as a Russian spreadsheet shows a price. */
const russian = (n: number, decimals: number): string => {
  const [int = '0', frac = ''] = n.toFixed(decimals).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+$)/g, ' ');
  const trimmed = frac.replace(/0+$/, '');
  return decimals === 2 ? `${grouped},${frac}` : trimmed ? `${grouped},${trimmed}` : grouped;
};

const csvField = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

async function generateCsv(): Promise<void> {
  const out = fs.createWriteStream(csvPath);
  out.write('\uFEFF' + TEMPLATE_COLUMNS.map((c) => c.header).join(';') + '\r\n');
  for await (const cells of goodsRows()) {
    const line = cells.map((cell, i) => (i === 3 ? russian(cell as number, 3) : i === 4 ? russian(cell as number, 2) : cell)).map(csvField).join(';');
    if (!out.write(line + '\r\n')) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

/** Child: reads one file, normalising each row unless `readOnly`, and prints what it measured as JSON. */
async function measure(file: string, readOnly: boolean): Promise<void> {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const opened = await openImportFile({ path: file, fileName: path.basename(file) });
  let rows = 0;
  let ok = 0;
  try {
    const mapping = mapColumns(opened.headers);
    for await (const row of opened.rows()) {
      rows++;
      if (readOnly) continue;
      if (normaliseRow(row, mapping, { format: opened.format }).ok) ok++;
    }
  } finally {
    opened.close();
  }
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  const result: Measured = { rows, ok, rejected: readOnly ? 0 : rows - ok, ms, cpuMs: (cpu.user + cpu.system) / 1000, peakRssMb: process.resourceUsage().maxRSS / 1024 };
  process.stdout.write(JSON.stringify(result));
}

function runChild(file: string, readOnly: boolean): Measured {
  const child = spawnSync(process.execPath, [import.meta.filename, readOnly ? 'read' : 'parse', file], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`measuring ${file} failed:\n${child.stderr}`);
  return JSON.parse(child.stdout) as Measured;
}

const [mode, file] = process.argv.slice(2);
if ((mode === 'read' || mode === 'parse') && file) {
  await measure(file, mode === 'read');
} else {
  fs.mkdirSync(DIR, { recursive: true });
  for (const [target, generate] of [[xlsxPath, generateXlsx], [csvPath, generateCsv]] as const) {
    if (fs.existsSync(target)) continue;
    const start = performance.now();
    await generate();
    console.log(`generated ${target} (${(fs.statSync(target).size / 1024 / 1024).toFixed(1)} MB) in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
  const line = (label: string, m: Measured): string =>
    `${label.padEnd(34)} ${String(m.rows).padStart(7)} rows  ${(m.ms / 1000).toFixed(2).padStart(6)} s (CPU ${(m.cpuMs / 1000).toFixed(2)} s)  peak RSS ${m.peakRssMb.toFixed(0).padStart(4)} MB` +
    (m.ok || m.rejected ? `  (${m.ok} valid, ${m.rejected} rejected)` : '');
  console.log(`import parse-only, ${ROWS} rows (each figure from its own process)`);
  for (const [label, target] of [['XLSX', xlsxPath], ['CSV', csvPath]] as const) {
    console.log(line(`${label} read only`, runChild(target, true)));
    console.log(line(`${label} read + map + normalise`, runChild(target, false)));
  }
}
