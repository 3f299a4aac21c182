// How long the documents take to render, and how large they are: an invoice (one service line, with
// the payment QR code) and a 100-line УПД, 50 runs each after a warm-up. No database needed:
//   node bench/documents.bench.ts          (BENCH_ROUNDS=50 by default)
import { renderInvoicePdf } from '../src/modules/documents/invoice-pdf.ts';
import { renderUpdPdf } from '../src/modules/documents/upd-pdf.ts';
import { writeXlsx } from '../src/modules/documents/xlsx.ts';
import { sampleGoodsLines, sampleInvoice, sampleUpd } from '../src/testing/document-samples.ts';

const rounds = Number(process.env['BENCH_ROUNDS'] ?? 50);

async function measure(name: string, render: () => Promise<Buffer>): Promise<void> {
  for (let i = 0; i < 3; i += 1) await render();
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    size = (await render()).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(`${name}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms over ${rounds} runs; ${(size / 1024).toFixed(1)} KB`);
}

const invoice = sampleInvoice();
const upd = sampleUpd({ lines: sampleGoodsLines(100) });
const report = [
  {
    name: 'Счета',
    columns: [{ header: 'Номер' }, { header: 'Плательщик' }, { header: 'Сумма, руб.', format: 'money' as const }, { header: 'Выставлен', format: 'date' as const }],
    rows: Array.from({ length: 10_000 }, (_, i) => [`2026-${String(i).padStart(6, '0')}`, `ООО «Покупатель ${i}»`, 1500 + i / 100, new Date(Date.UTC(2026, 10, 1 + (i % 28)))]),
  },
];

await measure('invoice PDF (1 line, QR code)', () => renderInvoicePdf(invoice));
await measure('УПД PDF (100 lines)', () => renderUpdPdf(upd));
await measure('XLSX (10 000 rows × 4 columns)', () => writeXlsx(report));
