import type { ReactNode } from 'react';
import { Alert, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What QueryView reads of a TanStack query. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** Shown while loading (a skeleton of the content); announced as 'Загрузка…' either way. */
  loading?: ReactNode;
  /** The error's title ('Не удалось загрузить отчёт'); the server's message is its text. */
  errorTitle?: string;
  /** True when the data is an empty list: `empty` is shown instead of the content. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The one way a page shows a query's states: loading as a status a screen reader announces, an error as
 * an alert with the server's message and 'Повторить', an empty list, or the content. Pages wrote these by
 * hand and differed: a skeleton without a status, an error without a role or a way to try again.
 */
export function QueryView<T>({ query, loading, errorTitle, isEmpty, empty, children }: QueryViewProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    if (!loading) return <Text role="status">{t('app.loading')}</Text>;
    return (
      <div role="status" aria-busy="true">
        <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
        {loading}
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <Alert color="red" role="alert" title={errorTitle}>
        <Group gap="sm" wrap="wrap">
          <span>{query.error?.message ?? t('app.loadError')}</span>
          <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
            {t('app.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
