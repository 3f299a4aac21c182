import { asc, eq, sql } from 'drizzle-orm';
import type { ServiceGroup, ServicePriceRow, ServicePriceUpdate } from '@tmc/shared/services-schemas';
import type { Db } from '../../db/client.ts';
import { serviceGroups, servicePrices } from '../../db/schema/price-list.ts';
import { AppError } from '../../lib/app-error.ts';

const rowColumns = {
  id: servicePrices.id,
  tier: servicePrices.tier,
  amount: servicePrices.amount,
  sumTmc: servicePrices.sumTmc,
  price: servicePrices.price,
  validityPeriod: servicePrices.validityPeriod,
};

/** The tariff price list: general services (groups) with their price-list rows, in display order. */
export function createPriceListService({ db }: { db: Db }) {
  return {
    async list(): Promise<ServiceGroup[]> {
      const rows = await db
        .select({ groupId: serviceGroups.id, groupName: serviceGroups.name, row: rowColumns })
        .from(serviceGroups)
        .leftJoin(servicePrices, eq(servicePrices.groupId, serviceGroups.id))
        .orderBy(asc(serviceGroups.position), asc(serviceGroups.id), asc(servicePrices.position), asc(servicePrices.id));
      const groups = new Map<number, ServiceGroup>();
      for (const { groupId, groupName, row } of rows) {
        let group = groups.get(groupId);
        if (!group) {
          group = { id: groupId, name: groupName, priceLists: [] };
          groups.set(groupId, group);
        }
        if (row) group.priceLists.push(row);
      }
      return [...groups.values()];
    },

    async update({ id, price, validityPeriod }: ServicePriceUpdate): Promise<ServicePriceRow> {
      const [row] = await db
        .update(servicePrices)
        .set({ price, validityPeriod, updatedAt: sql`now()` })
        .where(eq(servicePrices.id, id))
        .returning(rowColumns);
      if (!row) throw AppError.notFound('Строка прайс-листа не найдена');
      return row;
    },
  };
}
export type PriceListService = ReturnType<typeof createPriceListService>;
