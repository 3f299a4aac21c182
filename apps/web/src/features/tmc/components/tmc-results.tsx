import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TMC_LIMITS } from '@tmc/shared/tmc-constants';
import type { TmcListItem, TmcSearchPage } from '@tmc/shared/tmc-schemas';
import { Pager } from '../../../components/pager';
import { formatNumber } from '../tmc-format';
import { TmcList } from './tmc-list';
import { TmcListEmpty, TmcListError, TmcListSkeleton } from './tmc-list-states';
import classes from './tmc-list.module.css';

export interface TmcResultsProps {
  query: UseQueryResult<TmcSearchPage>;
  /** From 0. */
  page: number;
  onPageChange: (page: number) => void;
  emptyTitle: string;
  emptyText?: string;
  renderActions?: (item: TmcListItem) => ReactNode;
}

/** Pages the API can serve: the total (maybe an estimate) caps them, and so do the API's page and offset limits. */
export function pageCount(total: number, size: number): number {
  if (size <= 0) return 0;
  return Math.min(Math.ceil(total / size), TMC_LIMITS.pageMax + 1, Math.floor(TMC_LIMITS.offsetMax / size) + 1);
}

/** A goods list with its states: loading skeleton, error with retry, empty, results with total and pages. */
export function TmcResults({ query, page, onPageChange, emptyTitle, emptyText, renderActions }: TmcResultsProps) {
  const { t } = useTranslation();
  if (query.isPending) return <TmcListSkeleton />;
  if (query.isError) return <TmcListError error={query.error} onRetry={() => void query.refetch()} />;
  const result = query.data;
  if (result.items.length === 0 && result.total === 0) return <TmcListEmpty title={emptyTitle} text={emptyText} />;

  const pages = pageCount(result.total, result.size);
  const total = formatNumber(result.total);
  return (
    <div aria-busy={query.isFetching || undefined}>
      <p className={classes.summary} role="status">
        <span>{result.totalIsEstimate ? t('tmc.totalEstimate', { total }) : t('tmc.total', { total })}</span>
      </p>
      {result.items.length === 0 ? (
        <TmcListEmpty title={t('tmc.states.pageEmpty')} />
      ) : (
        <TmcList items={result.items} {...(renderActions ? { renderActions } : {})} />
      )}
      <Pager page={page} pages={pages} onChange={onPageChange} />
    </div>
  );
}
