import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, accent },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'sm',
  cursorType: 'pointer',
  focusRing: 'auto',
});
