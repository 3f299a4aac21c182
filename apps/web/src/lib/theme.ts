import { createTheme, darken, DEFAULT_THEME, defaultCssVariablesResolver, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// A calm corporate blue with an amber accent: the palette of Russian B2B trading portals.
const brand: MantineColorsTuple = [
  '#ebf2fb',
  '#d5e3f4',
  '#a9c5e8',
  '#7aa5db',
  '#5389d0',
  '#3a78c9',
  '#2c6ec6',
  '#1c4f8c',
  '#174578',
  '#0f3661',
];

const accent: MantineColorsTuple = [
  '#fff8e6',
  '#feefc9',
  '#fcdf93',
  '#fad05b',
  '#f8c233',
  '#f5b82e',
  '#e0a214',
  '#b88309',
  '#936804',
  '#6f4e00',
];

// Mantine's grays with shade 6 darkened: it is the colour of secondary text (Mantine's 'dimmed', captions,
// empty states), and Mantine's own #868e96 has a contrast of 3.3 on white and 3.0 on gray-1, under the
// 4.5 WCAG AA asks for small text. #5f666d gives 5.8 on white and 5.2 on gray-1.
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#5f666d',
  '#495057',
  '#343a40',
  '#212529',
];

// Mantine's green and orange with shade 9 darkened: it is the colour of their small status texts ('Импортирована',
// 'Оплачено', 'Исправлена'), and Mantine's #2b8a3e and #d9480f give 4.4 and 4.3 on white, 4.1 on a striped row,
// under the 4.5 WCAG AA asks. #267a36 gives 5.4 on white and 5.1 on gray-0; #b33b0b 5.9 and 5.6.
const withDarkestShade = (color: 'green' | 'orange', shade9: string): MantineColorsTuple => {
  const [c0, c1, c2, c3, c4, c5, c6, c7, c8] = DEFAULT_THEME.colors[color];
  return [c0, c1, c2, c3, c4, c5, c6, c7, c8, shade9];
};
const green = withDarkestShade('green', '#267a36');
const orange = withDarkestShade('orange', '#b33b0b');

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, accent, gray, green, orange },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'sm',
  cursorType: 'pointer',
  focusRing: 'auto',
});

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/**
 * The colour darkened in 5 % steps until white text on it reaches 4.6:1 (WCAG AA asks 4.5 for small
 * text): filled buttons in green, yellow or orange (approve, paid, concluded) carry white 12 px labels.
 */
export function readableOnWhite(color: string): string {
  let current = color;
  for (let step = 1; step <= 20 && 1.05 / (luminance(current) + 0.05) < 4.6; step += 1) current = toHex(darken(color, step * 0.05));
  return current;
}

/** Mantine's darken() answers rgb(r, g, b); the luminance above reads #rrggbb. */
function toHex(color: string): string {
  if (color.startsWith('#')) return color;
  const parts = color.match(/\d+(\.\d+)?/g)?.slice(0, 3).map((v) => Math.round(Number(v))) ?? [0, 0, 0];
  return `#${parts.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Mantine's CSS variables for this theme, with one change: the text of 'light' variants (status badges,
 * light buttons and alerts) is each colour's shade 9 darkened by 40 % (a quarter left yellow at 4.47 on its tint). Mantine's own shade 9 on the
 * light background (shade 1) gives 3.8 for green and less for yellow and orange, under the 4.5 WCAG AA
 * asks for small text. Filled variants whose shade 7 is too light for white text are darkened the same way.
 * The static theme CSS is generated from this (vite.config.ts).
 */
export const themeCssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const variables = defaultCssVariablesResolver(resolved);
  for (const [name, shades] of Object.entries(resolved.colors)) {
    const darkest = shades[9];
    if (darkest) variables.light[`--mantine-color-${name}-light-color`] = darken(darkest, 0.4);
    const filled = shades[7];
    if (filled) {
      const readable = readableOnWhite(filled);
      // Outline buttons put the colour as text on white: the same AA colour.
      variables.light[`--mantine-color-${name}-outline`] = readable;
      if (readable !== filled) {
        variables.light[`--mantine-color-${name}-filled`] = readable;
        variables.light[`--mantine-color-${name}-filled-hover`] = darken(readable, 0.1);
      }
    }
  }
  return variables;
};
