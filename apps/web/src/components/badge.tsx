import type { CSSProperties, ReactNode } from 'react';
import classes from './badge.module.css';

export type BadgeColour = 'gray' | 'yellow' | 'green' | 'red' | 'orange' | 'accent' | 'brand';

/**
 * A small label in one of the theme's colours, light (tinted) or filled. A plain element: Mantine's
 * Badge brought its component runtime into the first load of the goods pages (150 KB budget, DESIGN.md
 * section 8). It never truncates its text.
 */
export function Badge({ color = 'brand', variant = 'light', children }: { color?: BadgeColour; variant?: 'light' | 'filled'; children: ReactNode }) {
  const style = {
    // White on shade 7 of yellow and accent is under 4.5 (WCAG AA): those take shade 8.
    '--badge-strong': `var(--mantine-color-${color}-${color === 'yellow' || color === 'accent' ? 8 : 7})`,
    '--badge-tint': `var(--mantine-color-${color}-0)`,
    // The theme's light-variant text (shade 9 darkened, lib/theme.ts): shade 9 itself is 2.8 for yellow.
    '--badge-ink': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <span className={classes.badge} data-variant={variant} style={style}>
      {children}
    </span>
  );
}
