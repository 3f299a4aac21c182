import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGES } from '@tmc/shared/api-error';
import { DatabaseBusy } from '../lib/db-errors.ts';
import errorsPlugin from './errors.ts';

/** An app with only the errors plugin, whose log lines are kept as parsed JSON. */
async function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(errorsPlugin);
  app.get('/busy', async () => {
    throw new DatabaseBusy('search');
  });
  app.get('/terminated', async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  });
  return { app, lines };
}

describe('answers when the database cannot take a request', () => {
  it('refuses a request our own line turned away with 503, logged as one line without a stack', async () => {
    const { app, lines } = await appWithLog();
    const res = await app.inject({ method: 'GET', url: '/busy' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ error: { code: 'service_unavailable', message: GENERIC_ERROR_MESSAGES.unavailable, requestId: expect.any(String) } });
    const logged = lines.filter((l) => l['msg'] === 'database busy');
    expect(logged).toEqual([expect.objectContaining({ level: 40, refused: 'search: no place within the wait' })]);
    expect(JSON.stringify(logged[0])).not.toContain('stack');
    await app.close();
  });

  it('keeps the whole error, with its stack, in the log of a database that went away', async () => {
    const { app, lines } = await appWithLog();
    const res = await app.inject({ method: 'GET', url: '/terminated' });
    expect(res.statusCode).toBe(503);
    const logged = lines.find((l) => l['msg'] === 'database unavailable');
    expect(logged).toMatchObject({ level: 40, err: { code: '57P01', stack: expect.stringContaining('terminating connection') } });
    await app.close();
  });
});
