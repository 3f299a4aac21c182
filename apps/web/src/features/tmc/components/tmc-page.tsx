import type { ReactNode } from 'react';
import classes from './tmc-details.module.css';

/** The item page's column, as wide as the other pages' content. */
export function TmcPage({ children }: { children: ReactNode }) {
  return <div className={classes.page}>{children}</div>;
}
