import type { CabinetReport } from '@tmc/shared/cabinet-schemas';
import { findRegion } from '@tmc/shared/dictionaries';
import type { XlsxSheet } from '../documents/xlsx.ts';

const COUNTS = [
  { header: 'Просмотры', format: 'integer' },
  { header: 'Показы в поиске', format: 'integer' },
  { header: 'В избранное', format: 'integer' },
  { header: 'Резервы', format: 'integer' },
  { header: 'Сделки', format: 'integer' },
] as const;

/** The report as a workbook: totals by day, goods, the texts that found them, unmet searches in its regions. */
export function reportSheets(report: CabinetReport): XlsxSheet[] {
  return [
    {
      name: 'По дням',
      columns: [{ header: 'День', format: 'date' }, ...COUNTS],
      rows: [
        ...report.days.map((d) => [new Date(`${d.day}T00:00:00Z`), d.views, d.searchHits, d.favourites, d.holds, d.deals]),
        ['Итого', report.totals.views, report.totals.searchHits, report.totals.favourites, report.totals.holds, report.totals.deals],
      ],
    },
    {
      name: 'Товары',
      columns: [{ header: 'Код позиции', format: 'integer' }, { header: 'Наименование', format: 'text', width: 50 }, ...COUNTS],
      rows: report.items.map((i) => [i.id, i.name, i.views, i.searchHits, i.favourites, i.holds, i.deals]),
    },
    {
      name: 'Запросы с вашими товарами',
      columns: [{ header: 'Запрос', format: 'text', width: 50 }, { header: 'Поисков', format: 'integer' }],
      rows: report.searches.map((s) => [s.query, s.hits]),
    },
    {
      name: 'Не нашли в ваших регионах',
      columns: [{ header: 'Запрос', format: 'text', width: 50 }, { header: 'Регион', format: 'text', width: 30 }, { header: 'Поисков', format: 'integer' }],
      rows: report.unmet.map((u) => [u.query, findRegion(u.region)?.name ?? u.region, u.count]),
    },
  ];
}
