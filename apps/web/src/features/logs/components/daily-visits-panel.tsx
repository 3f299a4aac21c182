import { Loader } from '@mantine/core';
import { useBuyerLogDaily } from '../api/get-buyer-log';
import { VisitsChart } from './visits-chart';

export const CHART_DAYS = 30;

/** The chart of the last 30 days' visits and page views. */
export function DailyVisitsPanel() {
  const daily = useBuyerLogDaily(CHART_DAYS);
  if (daily.isPending) return <Loader size="sm" />;
  if (!daily.data) return null;
  return <VisitsChart items={daily.data.items} />;
}
