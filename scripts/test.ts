// `npm test`: every unit and integration test, then the browser tests in Chromium.
// Prints one closing line 'N passed, N failed' over both runs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const requireBrowser = process.env['REQUIRE_BROWSER_TESTS'] === '1';
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmc-test-report-'));

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  success: boolean;
}

function runVitest(name: string, args: string[]): VitestJson | null {
  const out = path.join(reportDir, `${name}.json`);
  const result = spawnSync('vitest', ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    stdio: 'inherit',
    env: process.env,
  });
  if (!fs.existsSync(out)) {
    console.error(`${name}: vitest exited with ${result.status} and wrote no report`);
    return null;
  }
  return JSON.parse(fs.readFileSync(out, 'utf8')) as VitestJson;
}

const reports: Array<VitestJson | null> = [runVitest('unit', process.argv.slice(2))];

let skippedBrowser: string | null = null;
if (fs.existsSync(chromium)) {
  reports.push(runVitest('e2e', ['--config', 'apps/web/e2e/vitest.config.ts']));
} else {
  skippedBrowser = `Browser tests skipped: Chromium not found at ${chromium} (install it with 'apt-get install chromium' or set CHROMIUM_PATH).`;
  console.log(`\n${skippedBrowser}`);
}

const passed = reports.reduce((n, r) => n + (r?.numPassedTests ?? 0), 0);
const failed = reports.reduce((n, r) => n + (r ? r.numFailedTests : 1), 0);
const skipped = reports.reduce((n, r) => n + (r ? r.numPendingTests + r.numTodoTests : 0), 0);
fs.rmSync(reportDir, { recursive: true, force: true });

const ok = reports.every((r) => r?.success) && !(skippedBrowser && requireBrowser);
if (skippedBrowser && requireBrowser) console.error('REQUIRE_BROWSER_TESTS=1 but the browser tests could not run.');
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
