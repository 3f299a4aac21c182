import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isStorableText, text, TEXT_INVALID_CHARACTERS_MESSAGE } from './text.ts';

describe('text()', () => {
  it('refuses a NUL byte and a lone surrogate with its message, before the length rules', () => {
    const schema = z.object({ title: text().trim().min(3, 'Короткий') });
    for (const bad of ['a\u0000b', '\u0000', 'ab\ud800', '\udc00xyz']) {
      const result = schema.safeParse({ title: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['title'], message: TEXT_INVALID_CHARACTERS_MESSAGE })]);
    }
  });

  it('keeps what people type: tabs, line breaks, emoji, Cyrillic', () => {
    for (const good of ['Кабель ВВГнг 3×2,5', 'строка\nстрока\tтаб', 'ящик 📦', '']) expect(isStorableText(good)).toBe(true);
    expect(text().parse(' Труба ')).toBe(' Труба ');
  });
});
