import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ru from './ru.json';

const srcDir = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], ru);
}

describe('ru.json', () => {
  it('has every key the code asks for with a literal', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      // t('a.b'), labelKey: 'a.b', `pages.${...}` are checked where the key is a plain literal.
      for (const match of text.matchAll(/(?:\bt\(|[Kk]ey:\s*)'([a-zA-Z][\w.]*\.[\w.]+)'/g)) {
        const key = match[1] ?? '';
        // i18next plurals: a key asked with { count } lives as key_one, key_few, key_many, key_other.
        const found = typeof lookup(key) === 'string' || typeof lookup(`${key}_other`) === 'string';
        if (!found) missing.push(`${key} (${file.slice(srcDir.length)})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has a title and a lead sentence for every page', () => {
    for (const [key, page] of Object.entries(ru.pages)) {
      const texts = Object.values(page as Record<string, string>);
      expect(texts.length, key).toBeGreaterThanOrEqual(2);
      expect((page as Record<string, string>).title, key).toBeTruthy();
    }
  });
});
