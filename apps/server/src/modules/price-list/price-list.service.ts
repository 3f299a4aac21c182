import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceGroup, ServicePriceRow, ServicePriceUpdate } from '@tmc/shared/services-schemas';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
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

/** A price-list row as other modules read it by its tier. */
export interface TierPriceRow {
  amount: string | null;
  sumTmc: string | null;
  price: number | null;
  groupName: string;
  validityPeriod: string | null;
}

/** The tariff price list: general services (groups) with their price-list rows, in display order. */
export function createPriceListService({ db, audit }: { db: Db; audit: AuditService }) {
  return {
    /**
     * The rows of these tiers (service_prices.tier), with their group's name: what other modules charge by.
     * `conn`: the caller's transaction when it has one open (PGlite serves one connection).
     */
    async byTiers(tiers: readonly string[], conn: Db = db): Promise<Map<string, TierPriceRow>> {
      if (tiers.length === 0) return new Map();
      const rows = await conn
        .select({
          tier: servicePrices.tier,
          amount: servicePrices.amount,
          sumTmc: servicePrices.sumTmc,
          price: servicePrices.price,
          validityPeriod: servicePrices.validityPeriod,
          groupName: serviceGroups.name,
        })
        .from(servicePrices)
        .innerJoin(serviceGroups, eq(serviceGroups.id, servicePrices.groupId))
        .where(inArray(servicePrices.tier, [...tiers]))
        .orderBy(asc(servicePrices.id));
      const found = new Map<string, TierPriceRow>();
      for (const { tier, ...r } of rows) if (tier && !found.has(tier)) found.set(tier, r);
      return found;
    },

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

    /** Changes one row's price and validity (ADMIN L1), recorded in the action log. */
    async update(actor: AuditActor, { id, price, validityPeriod }: ServicePriceUpdate): Promise<ServicePriceRow> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select(rowColumns).from(servicePrices).where(eq(servicePrices.id, id)).for('update');
        if (!before) throw AppError.notFound('Строка прайс-листа не найдена');
        const [row] = await tx
          .update(servicePrices)
          .set({ price, validityPeriod, updatedAt: sql`now()` })
          .where(eq(servicePrices.id, id))
          .returning(rowColumns);
        await audit.record(tx, {
          actor,
          action: 'price-list.update',
          targetType: 'price-list',
          targetId: String(id),
          before: { price: before.price, validityPeriod: before.validityPeriod },
          after: { price: row!.price, validityPeriod: row!.validityPeriod },
        });
        return row!;
      });
    },
  };
}
export type PriceListService = ReturnType<typeof createPriceListService>;
