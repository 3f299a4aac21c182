/**
 * Lighthouse (mobile, performance only) on the buyer pages the budget names: /, /search?q=труба, /stat
 * and an item page, in Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH; no browser is
 * downloaded). Prints each page's performance score, LCP, TBT, FCP and CLS; exits 1 when a page scores
 * under 95 (DESIGN.md section 8).
 *
 *   npm run build && npm run lighthouse -w @tmc/web
 *
 * Without LIGHTHOUSE_URL it starts the real server (apps/server/src/main.ts) on a free port with the
 * demo data in a fresh embedded database, and stops it at the end; with LIGHTHOUSE_URL it measures that
 * running site. With LIGHTHOUSE_REPORT_DIR each page's full report (JSON, with the diagnostics: main-thread
 * work, long tasks, the LCP element and its phases) is written there too. Lighthouse's mobile profile simulates a slow 4G link and a CPU four times slower than this
 * one, so figures on a busy machine come out worse than on a quiet one: compare runs on the same machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const TARGET = 95;
const root = path.resolve(import.meta.dirname, '../../..');
const chromePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  // Both halves of the build: the app and the buyer pages' renderer (apps/web/dist-ssr).
  if (['apps/web/dist/index.html', 'apps/web/dist-ssr/server-render.js'].some((file) => !fs.existsSync(path.join(root, file)))) {
    console.error('Нет сборки: сначала npm run build.');
    process.exit(2);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmc-lighthouse-'));
  const port = await freePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    // Production refuses to start without the site's address (mail links).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'lighthouse-admin-password',
    JOBS_ENABLED: 'false',
  };
  delete env['DATABASE_URL'];
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An item page of the demo data: the first result of the search the budget names. */
async function itemPath(base: string): Promise<string> {
  const res = await fetch(`${base}/api/tmc/search?${new URLSearchParams({ q: 'труба', size: '1' }).toString()}`);
  const page = (await res.json()) as { items?: Array<{ id: number }> };
  const id = page.items?.[0]?.id;
  if (!id) throw new Error('no goods found for "труба": is the demo data loaded?');
  return `/search/${id}`;
}

const reportDir = process.env['LIGHTHOUSE_REPORT_DIR'];
const given = process.env['LIGHTHOUSE_URL']?.replace(/\/$/, '');
const server = given ? null : await startServer();
const base = given ?? server!.url;
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
});

const pages = ['/', '/search?q=труба', '/stat', await itemPath(base)];
const rows: Array<{ page: string; score: number; lcp: number; tbt: number; fcp: number; cls: number }> = [];
try {
  for (const page of pages) {
    const result = await lighthouse(`${base}${encodeURI(page)}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { lhr } = result;
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true });
      const name = page.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'home';
      fs.writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 1));
    }
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    rows.push({
      page,
      score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      fcp: metric('first-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
    });
  }
} finally {
  chrome.kill();
  await server?.stop();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} с`;
console.log(`Lighthouse (мобильный профиль, только производительность), ${base}`);
console.log('');
console.log('страница                 | баллы | LCP     | TBT     | FCP     | CLS');
console.log('-------------------------|-------|---------|---------|---------|------');
for (const r of rows) {
  console.log(
    `${r.page.padEnd(24)} | ${String(r.score).padStart(5)} | ${seconds(r.lcp).padStart(7)} | ${`${Math.round(r.tbt)} мс`.padStart(7)} | ${seconds(r.fcp).padStart(7)} | ${r.cls.toFixed(3)}`,
  );
}
console.log('');
console.log(`Цель: не меньше ${TARGET} баллов на каждой странице.`);
process.exit(rows.every((r) => r.score >= TARGET) ? 0 : 1);
