import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the site address for links (PUBLIC_URL, ALLOWED_HOSTS)', () => {
  it('production refuses to start without PUBLIC_URL or ALLOWED_HOSTS, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: set PUBLIC_URL \(or ALLOWED_HOSTS\) in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: '  ', ALLOWED_HOSTS: ' , ' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://tmc-market.ru/' }).publicUrl).toBe('https://tmc-market.ru');
    expect(loadConfig({ NODE_ENV: 'production', ALLOWED_HOSTS: 'TMC-market.ru, www.tmc-market.ru:8443' }).allowedHosts).toEqual([
      'tmc-market.ru',
      'www.tmc-market.ru:8443',
    ]);
  });

  it('development and tests start without either (links then lead to http://localhost:PORT)', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).allowedHosts).toEqual([]);
  });

  it('refuses an address that is not an http(s) URL, and a host list with something else in it', () => {
    for (const bad of ['tmc-market.ru', 'javascript:alert(1)', 'ftp://tmc-market.ru', 'https://tmc-market.ru/?next=x', 'https://user@tmc-market.ru']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL must be an http\(s\) address/);
    }
    for (const bad of ['https://tmc-market.ru', 'tmc-market.ru/path', 'evil.ru@tmc-market.ru', 'a b']) {
      expect(() => loadConfig({ ALLOWED_HOSTS: bad }), bad).toThrow(/ALLOWED_HOSTS must be host names/);
    }
  });
});

describe('the test-only controls (TEST_CONTROLS)', () => {
  it('are refused outside NODE_ENV=test, so production can never start with them', () => {
    for (const env of ['production', 'development'] as const) {
      expect(() => loadConfig({ NODE_ENV: env, PUBLIC_URL: 'https://tmc-market.ru', TEST_CONTROLS: 'true' }), env).toThrow(/TEST_CONTROLS: TEST_CONTROLS is for tests only/);
    }
    expect(() => loadConfig({ PUBLIC_URL: 'https://tmc-market.ru', TEST_CONTROLS: '1' })).toThrow(/TEST_CONTROLS/);
  });

  it('are off unless asked for, and on only with NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://tmc-market.ru' }).testControls).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).testControls).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CONTROLS: 'true' }).testControls).toBe(true);
  });
});

describe("the visitors' search line (SEARCH_CONCURRENCY)", () => {
  it('leaves two connections of the pool to everything else by default, and takes a positive whole number', () => {
    expect(loadConfig({}).searchConcurrency).toBe(4);
    expect(loadConfig({ DATABASE_POOL_MAX: '20' }).searchConcurrency).toBe(9);
    expect(loadConfig({ DATABASE_POOL_MAX: '2' }).searchConcurrency).toBe(1);
    expect(loadConfig({ SEARCH_CONCURRENCY: ' 6 ' }).searchConcurrency).toBe(6);
    for (const bad of ['0', '-1', '2.5', 'много']) {
      expect(() => loadConfig({ SEARCH_CONCURRENCY: bad }), bad).toThrow(/SEARCH_CONCURRENCY must be a positive integer/);
    }
  });
  it("splits DATABASE_POOL_MAX between the search's own pool (one more than the line) and the rest's, two each at least", () => {
    expect(loadConfig({}).databasePool).toMatchObject({ searchMax: 5, max: 5 });
    expect(loadConfig({ DATABASE_POOL_MAX: '20' }).databasePool).toMatchObject({ searchMax: 10, max: 10 });
    expect(loadConfig({ DATABASE_POOL_MAX: '10', SEARCH_CONCURRENCY: '6' }).databasePool).toMatchObject({ searchMax: 7, max: 3 });
    expect(loadConfig({ DATABASE_POOL_MAX: '10', SEARCH_CONCURRENCY: '9' }).databasePool).toMatchObject({ searchMax: 8, max: 2 });
    expect(loadConfig({ DATABASE_POOL_MAX: '2' }).databasePool).toMatchObject({ searchMax: 2, max: 2 });
  });
});
