import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The Russian texts live in one file, src/assets/i18n/ru.json (specification, section 7), but each
 * chunk carries only the blocks its own code uses: every source module that mentions a key of a
 * block ('tmc.search.title', `pages.${page}.title`, labelKey: 'footer.links.about') gets a side-effect
 * import of `virtual:texts/<block>`, which adds that block to i18next before the module runs. The
 * first load thus holds the top bar's texts, not the whole site's. Blocks named in GRANULAR are split
 * one level further, because the first load needs only a small part of them (the search box's texts
 * of 'tmc'; each page's own texts of 'pages').
 */
const GRANULAR = new Set(['tmc', 'pages']);
const PREFIX = 'virtual:texts/';

type Texts = Record<string, unknown>;

export function splitTexts(): Plugin {
  const srcDir = path.resolve(import.meta.dirname, 'src');
  const textsFile = path.join(srcDir, 'assets/i18n/ru.json');
  const i18nModule = path.join(srcDir, 'lib/i18n.ts');
  let cache: { mtimeMs: number; texts: Texts } | null = null;
  const readTexts = (): Texts => {
    const { mtimeMs } = fs.statSync(textsFile);
    if (cache?.mtimeMs !== mtimeMs) cache = { mtimeMs, texts: JSON.parse(fs.readFileSync(textsFile, 'utf8')) as Texts };
    return cache.texts;
  };

  return {
    name: 'tmc:split-texts',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      this.addWatchFile(textsFile);
      const [block, part] = id.slice(PREFIX.length + 1).split('.') as [string, string | undefined];
      const value = readTexts()[block] as Texts | undefined;
      const texts = part === undefined ? { [block]: value } : { [block]: { [part]: value?.[part] } };
      return [
        `import { i18n, DEFAULT_LOCALE } from ${JSON.stringify(i18nModule)};`,
        `i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', ${JSON.stringify(texts)}, true, true);`,
      ].join('\n');
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(srcDir) || !/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file === i18nModule) return null;
      const texts = readTexts();
      const wanted = new Set<string>();
      for (const match of code.matchAll(/['"`]([A-Za-z]\w*)\.(\w*)/g)) {
        const [, block = '', part = ''] = match;
        const value = texts[block];
        if (value === undefined || typeof value !== 'object') continue;
        wanted.add(GRANULAR.has(block) && part in (value as Texts) ? `${block}.${part}` : block);
      }
      if (wanted.size === 0) return null;
      const imports = [...wanted].sort().map((w) => `import '${PREFIX}${w}';`).join('');
      // On the first line, so the source map's lines stay as they were.
      return { code: imports + code, map: null };
    },
  };
}
