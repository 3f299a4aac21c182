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
 * of the page's state names them: data-entry is the app's entry, data-preload the modules it will
 * import at once (the entry's and the page's chunks), fetched together instead of one after another.
 */
export const BOOT_SCRIPT = `(function(){var p=document.getElementById('${PAGE_STATE_ELEMENT_ID}');function load(){var h=document.head;(p.getAttribute('data-preload')||'').split(' ').forEach(function(u){if(!u)return;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=p.getAttribute('data-entry');h.appendChild(s)}if(document.visibilityState==='hidden')load();else requestAnimationFrame(function(){setTimeout(load,0)})})();`;

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

  /** The page module's styles (besides the entry's, which index.html links) and the scripts to load, entry first. */
  assets(pageModule: string): { css: string[]; entry: string; preload: string[] } | null {
    if (!this.#manifest[pageModule]) return null;
    const chunks = this.#closure(pageModule, this.#closure(this.#entryKey));
    const css = new Set<string>();
    const preload: string[] = [];
    const entry = `/${this.#manifest[this.#entryKey]!.file}`;
    for (const [key, chunk] of chunks) {
      for (const file of chunk.css ?? []) if (!this.#linkedCss.has(`/${file}`)) css.add(`/${file}`);
      if (key !== this.#entryKey) preload.push(`/${chunk.file}`);
    }
    return { css: [...css], entry, preload };
  }

  /** The whole page; null when the build has no such page module. */
  html(page: RenderedPage): string | null {
    const assets = this.assets(page.pageModule);
    if (!assets) return null;
    const styles = assets.css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`).join('');
    const state =
      `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}" data-entry="${escapeAttribute(assets.entry)}"` +
      ` data-preload="${escapeAttribute(assets.preload.join(' '))}">${jsonForScript(page.state)}</script>` +
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
