import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import classes from './tmc-list.module.css';

/** Rows shaped like the results while they load (DESIGN.md section 5: loading). */
export function TmcListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('tmc.states.loading')} aria-busy="true">
      <Stack gap={10}>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className={classes.row}>
            <Skeleton width={96} height={96} />
            <Stack gap={8}>
              <Skeleton height={18} width="70%" />
              <Skeleton height={14} width="90%" />
              <Skeleton height={14} width="50%" />
            </Stack>
            <Skeleton height={22} width={110} />
          </div>
        ))}
      </Stack>
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
    <Alert color="red" title={t('tmc.states.errorTitle')} role="alert">
      <p className={classes.errorText}>{message}</p>
      <Button variant="light" color="red" onClick={onRetry}>
        {t('tmc.states.retry')}
      </Button>
    </Alert>
  );
}
