import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunningLineType } from '@tmc/shared/running-line';
import { useRunningLine } from '../api/get-running-line';
import classes from './running-line-ticker.module.css';

/** Pixels per second, roughly: the animation lasts longer for a longer line. */
const CHARS_PER_SECOND = 12;

/**
 * The running line: the lines of a type scroll from right to left in a loop (CSS animation, paused
 * on hover and focus). With prefers-reduced-motion the lines stand still and wrap. Nothing is shown
 * while loading, on failure or when there are no lines.
 */
export function RunningLineTicker({ type = 'main' }: { type?: RunningLineType }) {
  const { t } = useTranslation();
  const line = useRunningLine(type);
  const items = line.data?.items ?? [];
  if (items.length === 0) return null;
  const length = items.reduce((sum, item) => sum + item.text.length + 3, 0);
  const style = { '--ticker-duration': `${Math.max(15, Math.round(length / CHARS_PER_SECOND))}s` } as CSSProperties;
  const list = (hidden: boolean) => (
    <ul className={classes.list} aria-hidden={hidden || undefined}>
      {items.map((item) => (
        <li key={item.id} className={classes.item}>
          {item.text}
        </li>
      ))}
    </ul>
  );
  return (
    <section className={classes.root} aria-label={t('runningLine.label')} tabIndex={0} style={style} data-testid="running-line">
      {/* Two copies side by side make the loop seamless; the second is hidden from screen readers. */}
      <div className={classes.track}>
        {list(false)}
        {list(true)}
      </div>
    </section>
  );
}
