import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_STATE_ELEMENT_ID, SESSION_HINT_COOKIE } from '@tmc/shared/page-render';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { BOOT_SCRIPT, BOOT_SCRIPT_CSP_SOURCE, jsonForScript, PageShell } from './server-pages.ts';

// The web build's index.html as Vite writes it: the entry as a module script, its chunks preloaded.
const INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta name="app-config" content="__APP_CONFIG__" />
    <script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-BBBBBBBB.js">
    <link rel="modulepreload" crossorigin href="/assets/shared-CCCCCCCC.js">
    <link rel="stylesheet" crossorigin href="/assets/index-DDDDDDDD.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': {
    file: 'assets/index-AAAAAAAA.js',
    isEntry: true,
    imports: ['_react-BBBBBBBB.js', '_shared-CCCCCCCC.js'],
    css: ['assets/index-DDDDDDDD.css'],
  },
  '_react-BBBBBBBB.js': { file: 'assets/react-BBBBBBBB.js' },
  // A chunk of the entry that imports the entry back runs with it, not on its own.
  '_shared-CCCCCCCC.js': { file: 'assets/shared-CCCCCCCC.js', imports: ['index.html'] },
  'src/app/routes/search.tsx': {
    file: 'assets/search-EEEEEEEE.js',
    imports: ['index.html', '_react-BBBBBBBB.js', '_list-FFFFFFFF.js'],
    css: ['assets/search-GGGGGGGG.css'],
  },
  '_list-FFFFFFFF.js': { file: 'assets/list-FFFFFFFF.js', css: ['assets/list-HHHHHHHH.css'] },
};

/**
 * A page renderer standing in for the web build's (apps/web/src/server-render.tsx, tested in the
 * browser by e2e/server-render.e2e.ts): it answers /search from the real API through fetchApi, and
 * reports what it was given.
 */
const RENDERER = `
export async function renderPage(request) {
  if (request.url.startsWith('/throws')) throw new Error('render failed');
  if (!request.url.startsWith('/search')) return null;
  const health = await (await request.fetchApi('/api/health')).json();
  const slogan = await request.fetchApi('/api/admin-panel/day-slogan/get');
  return {
    html: '<main><h1>Поиск</h1><p>' + health.status + '</p></main>',
    pageModule: 'src/app/routes/search.tsx',
    state: { withData: request.withData, host: request.host, url: request.url, sloganStatus: slogan.status, text: '</script><!-- x \u2028' },
  };
}
`;

let t: TestApp;
let dist: string;
let ssr: string;
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'tmc-dist-'));
  ssr = await fs.mkdtemp(path.join(os.tmpdir(), 'tmc-ssr-'));
  await fs.mkdir(path.join(dist, '.vite'), { recursive: true });
  await fs.writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await fs.writeFile(path.join(ssr, 'server-render.js'), RENDERER);
  t = await createTestApp({ WEB_DIST_DIR: dist, WEB_SSR_DIR: ssr });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
  await fs.rm(ssr, { recursive: true, force: true });
});

function pageState(html: string): { state: Record<string, unknown>; entry: string; run: string; preload: string } {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}" data-entry="([^"]*)" data-run="([^"]*)" data-preload="([^"]*)">(.*?)</script>`,
  ).exec(html);
  if (!match) throw new Error('no page state');
  return { entry: match[1]!, run: match[2]!, preload: match[3]!, state: JSON.parse(match[4]!) as Record<string, unknown> };
}

describe('server-rendered pages', () => {
  it('sends the page in #root with its styles and state, and its scripts only for after the first paint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/search?q=x', headers: { host: 'shop.example.ru:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toMatch(/cookie/i);
    const html = res.body;
    expect(html).toContain('<div id="root"><main><h1>Поиск</h1><p>ok</p></main></div>');
    // The head loads no script (the entry and its preloads wait for the first paint) and links the page's styles once.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(head.match(/index-DDDDDDDD\.css/g)).toHaveLength(1);
    expect(head).toContain('href="/assets/search-GGGGGGGG.css"');
    expect(head).toContain('href="/assets/list-HHHHHHHH.css"');

    const { state, entry, run, preload } = pageState(html);
    expect(entry).toBe('/assets/index-AAAAAAAA.js');
    expect(run).toBe('/assets/react-BBBBBBBB.js');
    expect(preload.split(' ')).toEqual(['/assets/shared-CCCCCCCC.js', '/assets/search-EEEEEEEE.js', '/assets/list-FFFFFFFF.js']);
    // The renderer called the real API in-process; a visitor without a session gets the page with data.
    expect(state).toMatchObject({ withData: true, host: 'shop.example.ru:8080', url: '/search?q=x', sloganStatus: 200, text: '</script><!-- x \u2028' });
    expect(html).toContain(`<script>${BOOT_SCRIPT}</script>`);
  });

  it('allows the one inline script by its hash in the Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/search' });
    const hash = crypto.createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(BOOT_SCRIPT_CSP_SOURCE).toBe(`'sha256-${hash}'`);
    expect(String(res.headers['content-security-policy'])).toMatch(new RegExp(`script-src 'self' ${BOOT_SCRIPT_CSP_SOURCE.replace(/[+/]/g, '\\$&')}`));
  });

  it('renders without the anonymous data for a browser that holds a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/search', cookies: { [SESSION_HINT_COOKIE]: '1' } });
    expect(pageState(res.body).state).toMatchObject({ withData: false });
  });

  it('compresses the page by Accept-Encoding', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/search', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>Поиск</h1>');
  });

  it('sends the plain index.html, as before, for a page the renderer leaves to the browser or fails on', async () => {
    for (const url of ['/admins', '/throws']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>');
      expect(res.body, url).not.toContain(PAGE_STATE_ELEMENT_ID);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/search' });
    expect(head.statusCode).toBe(200);
  });
});

describe('a build the server cannot render pages with', () => {
  it('still serves every page for the browser to render', async () => {
    const odd = await fs.mkdtemp(path.join(os.tmpdir(), 'tmc-dist-'));
    await fs.mkdir(path.join(odd, '.vite'));
    await fs.writeFile(path.join(odd, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    await fs.writeFile(path.join(odd, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    const other = await createTestApp({ WEB_DIST_DIR: odd, WEB_SSR_DIR: ssr });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/search' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      await other.close();
      await fs.rm(odd, { recursive: true, force: true });
    }
  });
});

describe('PageShell', () => {
  it('refuses an index.html that is not the build it expects', () => {
    expect(() => new PageShell('<html><body><div id="root"></div></body></html>', MANIFEST)).toThrow(/module script/);
    expect(() => new PageShell(INDEX_HTML, {})).toThrow(/no entry/);
  });

  it('knows no assets for a module the build does not have', () => {
    expect(new PageShell(INDEX_HTML, MANIFEST).assets('src/app/routes/missing.tsx')).toBeNull();
  });

  it('writes JSON no script element can be closed by', () => {
    const json = jsonForScript({ a: '</script><script>alert(1)</script>', b: '<!--' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ a: '</script><script>alert(1)</script>', b: '<!--' });
  });
});
