import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_STATE_ELEMENT_ID, type PageRenderer, type RenderedPage } from '@tmc/shared/page-render';

/**
 * Pages the server renders (the buyer pages, apps/web/src/server-render.tsx): the build's index.html
 * with the page's HTML in #root, the page's styles linked, the state the browser hydrates from, and a
 * small script that loads the page's code once the page has been painted: the HTML, its styles and
 * images come first, the code (which the first paint does not need) right after.
 * docs/decisions.md, 'Server-rendered buyer pages'.
 */

/**
 * Loads the page's scripts after its first paint (a hidden tab paints nothing: at once). The element
 * of the page's state names them: data-entry the app's entry, run once data-run (the chunks it imports:
 * react, the router...) have run as scripts of their own, each evaluated in a task of its own rather
 * than all in the entry's one long task; data-preload the page's chunks, fetched together instead of
 * one after another, a few per task (each request costs the main thread about a millisecond).
 */
export const BOOT_SCRIPT = `(function(){var p=document.getElementById('${PAGE_STATE_ELEMENT_ID}'),h=document.head;function list(n){return(p.getAttribute(n)||'').split(' ').filter(Boolean)}function add(rel,u){var e=document.createElement(rel?'link':'script');if(rel)e.rel=rel;else e.type='module';e.crossOrigin='';e[rel?'href':'src']=u;h.appendChild(e);return e}function preload(l){l.splice(0,6).forEach(function(u){add('modulepreload',u)});if(l.length)setTimeout(preload,0,l)}function load(){var entry=p.getAttribute('data-entry'),run=list('data-run'),left=run.length;function ran(){if(--left===0)add('',entry)}add('modulepreload',entry);run.forEach(function(u){var s=add('',u);s.onload=s.onerror=ran});if(!run.length)add('',entry);setTimeout(preload,0,list('data-preload'))}if(document.visibilityState==='hidden')load();else requestAnimationFrame(function(){setTimeout(load,0)})})();`;

/** The boot script's hash for the Content-Security-Policy's script-src (inline scripts are refused otherwise). */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${crypto.createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** JSON inside <script type="application/json">: no '<' can close the element or open a comment. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

const MODULE_SCRIPT = /<script type="module"[^>]*\bsrc="[^"]+"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;
const STYLESHEET_HREF = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;
const ROOT = '<div id="root"></div>';

/** The build's index.html and manifest, turned into server-rendered pages. */
export class PageShell {
  readonly #template: string;
  readonly #manifest: Manifest;
  readonly #entryKey: string;
  readonly #linkedCss: Set<string>;

  /** `indexHtml`: the build's index.html, its settings already filled in. Throws when it is not the expected build. */
  constructor(indexHtml: string, manifest: Manifest) {
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entryKey) throw new Error('the web build manifest has no entry');
    if ((indexHtml.match(MODULE_SCRIPT) ?? []).length !== 1 || !indexHtml.includes(ROOT) || !indexHtml.includes('</head>')) {
      throw new Error('index.html is not the web build expected (one module script, an empty #root)');
    }
    // The module script and its preloads would load the code before the first paint.
    this.#template = indexHtml.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
    this.#manifest = manifest;
    this.#entryKey = entryKey;
    this.#linkedCss = new Set([...this.#template.matchAll(STYLESHEET_HREF)].map((match) => match[1] ?? ''));
  }

  /** The chunk and everything it imports statically, transitively: what loads with it. */
  #closure(key: string, into: Map<string, ManifestChunk> = new Map()): Map<string, ManifestChunk> {
    const chunk = this.#manifest[key];
    if (!chunk || into.has(key)) return into;
    into.set(key, chunk);
    for (const imported of chunk.imports ?? []) this.#closure(imported, into);
    return into;
  }

  /**
   * The page module's styles (besides the entry's, which index.html links) and its scripts: the entry,
   * the chunks the entry imports (to run on their own: none imports the entry back), and the page's.
   */
  assets(pageModule: string): { css: string[]; entry: string; run: string[]; preload: string[] } | null {
    if (!this.#manifest[pageModule]) return null;
    const entryChunks = this.#closure(this.#entryKey);
    const chunks = this.#closure(pageModule, new Map(entryChunks));
    const css = new Set<string>();
    const run: string[] = [];
    const preload: string[] = [];
    for (const [key, chunk] of chunks) {
      for (const file of chunk.css ?? []) if (!this.#linkedCss.has(`/${file}`)) css.add(`/${file}`);
      if (key === this.#entryKey) continue;
      const importsEntry = this.#closure(key).has(this.#entryKey);
      (entryChunks.has(key) && !importsEntry ? run : preload).push(`/${chunk.file}`);
    }
    return { css: [...css], entry: `/${this.#manifest[this.#entryKey]!.file}`, run, preload };
  }

  /** The whole page; null when the build has no such page module. */
  html(page: RenderedPage): string | null {
    const assets = this.assets(page.pageModule);
    if (!assets) return null;
    const styles = assets.css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`).join('');
    const state =
      `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}" data-entry="${escapeAttribute(assets.entry)}"` +
      ` data-run="${escapeAttribute(assets.run.join(' '))}" data-preload="${escapeAttribute(assets.preload.join(' '))}">` +
      `${jsonForScript(page.state)}</script>` +
      `<script>${BOOT_SCRIPT}</script>`;
    return this.#template
      .replace('</head>', () => `${styles}</head>`)
      .replace(ROOT, () => `<div id="root">${page.html}</div>${state}`);
  }
}

/** The web build's page renderer and shell, when both the build and the renderer's bundle are there. */
export async function loadServerPages(
  distDir: string,
  ssrDir: string,
  indexHtml: string,
): Promise<{ renderer: PageRenderer; shell: PageShell } | null> {
  const entry = path.join(ssrDir, 'server-render.js');
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(entry) || !fs.existsSync(manifestPath)) return null;
  const shell = new PageShell(indexHtml, JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest);
  const renderer = (await import(pathToFileURL(entry).href)) as PageRenderer;
  if (typeof renderer.renderPage !== 'function') throw new Error(`${entry} does not export renderPage`);
  return { renderer, shell };
}
