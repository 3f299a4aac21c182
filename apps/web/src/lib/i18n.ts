// Translations live in assets/i18n/{lang}.json (specification, section 7); ru is the default locale.
// They are bundled, so no render waits for a request; each module brings the blocks of ru.json it
// uses (texts-plugin.ts adds them here before the module runs).
//
// A small runtime of our own instead of i18next + react-i18next (about 17 KB gzip, a tenth of the
// first load's 150 KB budget, DESIGN.md section 8): the site has one language and uses only dotted
// keys, {{name}} values and Russian plurals (key_one, key_few, key_many, key_other with { count }),
// which is all this does. 'react-i18next' resolves to ./react-i18n.ts (vite.config.ts, tsconfig.json),
// so components keep the usual `const { t } = useTranslation()`. docs/decisions.md, 'Texts runtime'.
export const DEFAULT_LOCALE = 'ru';

type Texts = { [key: string]: string | Texts };

/** Values of a text: {{name}} placeholders, `count` for plurals, `defaultValue` for a missing key. */
export type TOptions = { count?: number | string; defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

const resources: Texts = {};
// Made on first use: the browser's first Intl object costs milliseconds a page need not pay while it loads.
let plurals: Intl.PluralRules | undefined;
const pluralOf = (count: number) => (plurals ??= new Intl.PluralRules('ru-RU')).select(count);

function merge(into: Texts, from: Texts): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (typeof value === 'object' && typeof existing === 'object') merge(existing, value);
    else if (typeof value === 'object') merge((into[key] = {}), value);
    else into[key] = value;
  }
}

function lookup(key: string): string | undefined {
  let node: string | Texts | undefined = resources;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const t: TFunction = (key, options) => {
  const count = options?.count;
  const text = (typeof count === 'number' ? lookup(`${key}_${pluralOf(count)}`) : undefined) ?? lookup(key) ?? options?.defaultValue;
  if (text === undefined) return key;
  if (!options) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? '' : String(value as string | number);
  });
};

export const i18n = {
  language: DEFAULT_LOCALE,
  t,
  /** Adds texts (deeply merged); the signature is i18next's, which texts-plugin.ts calls. */
  addResourceBundle(_locale: string, _namespace: string, texts: Texts, _deep?: boolean, _overwrite?: boolean): void {
    merge(resources, texts);
  },
  exists: (key: string): boolean => lookup(key) !== undefined,
};
