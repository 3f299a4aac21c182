import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { readableOnWhite, theme, themeCssVariablesResolver } from './theme';

function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (l + 0.05);
}

describe('theme colours', () => {
  it('darkens a filled colour too light for white text and leaves a dark one alone', () => {
    expect(contrastWithWhite('#37b24d')).toBeLessThan(4.5);
    expect(contrastWithWhite(readableOnWhite('#37b24d'))).toBeGreaterThanOrEqual(4.5);
    expect(readableOnWhite('#1c4f8c')).toBe('#1c4f8c');
  });

  it('gives every filled variant of the theme white text at AA contrast', () => {
    const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
    const variables = themeCssVariablesResolver(resolved).light;
    for (const [name, shades] of Object.entries(resolved.colors)) {
      // Mantine's own value is a var() pointing at shade 7; ours is a hex colour.
      const own = variables[`--mantine-color-${name}-filled`];
      const filled = own?.startsWith('#') ? own : shades[7];
      if (name === 'dark' || !filled) continue;
      expect(contrastWithWhite(filled), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
