import { createTheme, darken, defaultCssVariablesResolver, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, accent, gray },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'sm',
  cursorType: 'pointer',
  focusRing: 'auto',
});

/**
 * Mantine's CSS variables for this theme, with one change: the text of 'light' variants (status badges,
 * light buttons and alerts) is each colour's shade 9 darkened by 40 % (a quarter left yellow at 4.47 on its tint). Mantine's own shade 9 on the
 * light background (shade 1) gives 3.8 for green and less for yellow and orange, under the 4.5 WCAG AA
 * asks for small text. The static theme CSS is generated from this (vite.config.ts).
 */
export const themeCssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const variables = defaultCssVariablesResolver(resolved);
  for (const [name, shades] of Object.entries(resolved.colors)) {
    const darkest = shades[9];
    if (darkest) variables.light[`--mantine-color-${name}-light-color`] = darken(darkest, 0.4);
  }
  return variables;
};
