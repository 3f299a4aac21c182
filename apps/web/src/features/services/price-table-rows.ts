import type { ServiceGroup, ServicePriceRow } from '@tmc/shared/services-schemas';

/** A displayed row: a price-list row with its general service (the spec's idGeneral, nameGeneral, rowSpan). */
export interface PriceTableRow {
  row: ServicePriceRow;
  idGeneral: number;
  nameGeneral: string;
  /** The general service's number, 1-based. */
  number: number;
  /** The row's number within its general service, 1-based. */
  priceListNumber: number;
  /** Rows the merged cells span on the group's first row; 0 on the others (no cell). */
  rowSpan: number;
}

/** Flattens the groups into table rows; a group without rows is left out. */
export function toPriceTableRows(groups: readonly ServiceGroup[]): PriceTableRow[] {
  const rows: PriceTableRow[] = [];
  let number = 0;
  for (const group of groups) {
    if (group.priceLists.length === 0) continue;
    number += 1;
    group.priceLists.forEach((row, index) => {
      rows.push({
        row,
        idGeneral: group.id,
        nameGeneral: group.name,
        number,
        priceListNumber: index + 1,
        rowSpan: index === 0 ? group.priceLists.length : 0,
      });
    });
  }
  return rows;
}
