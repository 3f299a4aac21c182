import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startSmtpServer } from '../../server/src/testing/smtp-server.ts';
import { startMailbox } from './support/mailbox-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminEmail: string;
    adminPassword: string;
    /** The HTTP face of the test SMTP server: support/mailbox.ts reads received mail through it. */
    mailboxURL: string;
  }
}

const root = path.resolve(import.meta.dirname, '../../..');

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

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  // Migrations and the demo data take a minute or more on a busy 2-core machine.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/** Builds the web app if needed, starts the real server with demo data on a fresh database. */
export default async function setup(project: TestProject) {
  // Both halves of the build: the app and the buyer pages' renderer (apps/web/dist-ssr).
  if (['apps/web/dist/index.html', 'apps/web/dist-ssr/server-render.js'].some((file) => !fs.existsSync(path.join(root, file)))) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@tmc/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('web build failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmc-e2e-'));
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    // NODE_ENV=test only so that TEST_CONTROLS is honoured (the server refuses it otherwise): a browser test ends a
    // deal's term now (POST /api/testing/cart/{id}/end-term) instead of waiting 20 days. Nothing else reads NODE_ENV
    // but the jobs' default, switched on here as in production, and the PUBLIC_URL rule, which PUBLIC_URL meets.
    NODE_ENV: 'test',
    TEST_CONTROLS: 'true',
    JOBS_ENABLED: 'true',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'e2e-admin-password',
    SUPPORT_PHONE: '+7 (495) 120-45-67',
    // Module selection by host: Chromium sends *.localhost to the loopback, so a test can open the
    // sellers module at http://sellers.localhost:<port>/ like a real seller host.
    SELLER_HOST: 'sellers.localhost',
  };
  // Every browser test comes from 127.0.0.1: per-address limits would trip across unrelated tests.
  // The per-account-and-address sign-in limit (LOGIN_FAILURES_PER_ADDRESS_MAX) stays as in production and is tested.
  for (const name of ['LOGIN', 'REGISTRATION', 'RECOVERY', 'CALLBACK', 'BUYER_LOG', 'SEARCH', 'UPLOAD']) env[`RATE_LIMIT_${name}_MAX`] = '100000';
  // Demo representatives sign in through the recovery mail in several files; recovery now answers before
  // it sends, so a mail over the hourly cap would silently never come.
  env['PASSWORD_MAILS_PER_HOUR'] = '1000';
  // A test machine under load may take seconds to open a PostgreSQL connection: no early 503 here.
  env['DATABASE_ACQUIRE_TIMEOUT_MS'] = '10000';
  // Mail goes over real SMTP to a server of this process; tests read it through the mailbox.
  const smtp = await startSmtpServer();
  const mailbox = await startMailbox(smtp);
  env['SMTP_URL'] = smtp.url;
  env['MAIL_FROM'] = 'noreply@e2e.test';
  delete env['DATABASE_URL'];
  let dropDatabase: (() => Promise<void>) | null = null;
  const baseUrl = process.env['TEST_DATABASE_URL'];
  if (baseUrl) {
    const name = `tmc_e2e_${process.pid}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    env['DATABASE_URL'] = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const port = await freePort();
  env['PORT'] = String(port);
  env['PUBLIC_URL'] = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, child, () => output);
  } catch (error) {
    // Not left running when the setup gives up.
    child.kill('SIGTERM');
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('adminEmail', env['ADMIN_EMAIL']!);
  project.provide('adminPassword', env['ADMIN_PASSWORD']!);
  project.provide('mailboxURL', mailbox.url);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await mailbox.close();
    await smtp.close();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
