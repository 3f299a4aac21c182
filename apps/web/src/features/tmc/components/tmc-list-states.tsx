import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui.module.css';
import { ApiError } from '../../../lib/api-client';
import classes from './tmc-list.module.css';

// Plain elements, not Mantine's: these states are on the first screen of the goods pages, whose first
// load has a 150 KB budget (DESIGN.md section 8); Mantine's Alert, Button and Skeleton brought its
// component runtime (about 15 KB gzip) into it.

/** Rows shaped like the results while they load (DESIGN.md section 5: loading). */
export function TmcListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('tmc.states.loading')} aria-busy="true">
      <div className={classes.skeletonRows}>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className={classes.row}>
            <div className={ui.skeleton} style={{ width: 96, height: 96 }} />
            <div className={classes.skeletonLines}>
              <div className={ui.skeleton} style={{ height: 18, width: '70%' }} />
              <div className={ui.skeleton} style={{ height: 14, width: '90%' }} />
              <div className={ui.skeleton} style={{ height: 14, width: '50%' }} />
            </div>
            <div className={ui.skeleton} style={{ height: 22, width: 110 }} />
          </div>
        ))}
      </div>
    </div>
  );
}

export function TmcListEmpty({ title, text }: { title: string; text?: string | undefined }) {
  return (
    <div className={classes.empty} role="status">
      <p className={classes.emptyTitle}>{title}</p>
      {text && <p className={classes.emptyText}>{text}</p>}
    </div>
  );
}

/** The server's Russian message (per-parameter texts when it sent them), and a retry. */
export function TmcListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  // A refused query names what is wrong per parameter; those texts say more than the general one.
  const fieldTexts = error instanceof ApiError ? Object.values(error.fields) : [];
  const message = fieldTexts.length > 0 ? fieldTexts.join(' ') : error instanceof ApiError ? error.message : t('tmc.states.errorText');
  return (
    <div className={classes.error} role="alert">
      <p className={classes.errorTitle}>{t('tmc.states.errorTitle')}</p>
      <p className={classes.errorText}>{message}</p>
      <button type="button" className={ui.button} data-variant="light" onClick={onRetry}>
        {t('tmc.states.retry')}
      </button>
    </div>
  );
}
