import { useId, type ReactNode } from 'react';
import classes from './landing-section.module.css';

/** A section of the landing page: a heading of the second level and its content. */
export function LandingSection({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  const id = useId();
  return (
    <section className={classes.section} aria-labelledby={id}>
      <div className={classes.head}>
        <h2 id={id} className={classes.title}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
