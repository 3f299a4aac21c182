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
    '--badge-strong': `var(--mantine-color-${color}-${color === 'yellow' ? 8 : 7})`,
    '--badge-tint': `var(--mantine-color-${color}-0)`,
    '--badge-ink': `var(--mantine-color-${color}-9)`,
  } as CSSProperties;
  return (
    <span className={classes.badge} data-variant={variant} style={style}>
      {children}
    </span>
  );
}
