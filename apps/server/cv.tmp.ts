import path from 'node:path';
import { codeVector } from './src/modules/tmc/tmc-text-query.ts';
import { goodsCategoryOf } from './src/modules/tmc/tmc-category.ts';
import { mapColumns } from './src/modules/import/column-mapping.ts';
import { openImportFile } from './src/modules/import/import-file.ts';
import { normaliseRow } from './src/modules/import/row-normaliser.ts';
const file = '/tmp/tmc-import-bench/goods-100000.csv';
const opened = await openImportFile({ path: file, fileName: path.basename(file) });
const mapping = mapColumns(opened.headers);
const goods: any[] = [];
for await (const row of opened.rows()) { const r = normaliseRow(row, mapping, { format: opened.format }); if (r.ok) goods.push(r.goods); }
for (let k = 0; k < 3; k++) {
  let t = performance.now(); let n = 0;
  for (const g of goods) n += codeVector(g.name, g.stockNumber)?.length ?? 0;
  console.log('codeVector', (performance.now() - t).toFixed(0), 'ms', n);
  t = performance.now(); n = 0;
  for (const g of goods) n += goodsCategoryOf(g.name) ?? 0;
  console.log('category', (performance.now() - t).toFixed(0), 'ms', n);
}
