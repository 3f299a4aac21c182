import { z } from 'zod';
import { text } from './text.ts';

/** A row of the tariff price table (specification, section 3 'Service price table'). */
export const servicePriceRowSchema = z.object({
  id: z.number().int(),
  tier: text().nullable(),
  /** Positions count, as text ('до 15'). */
  amount: text().nullable(),
  /** Sum of placed goods, roubles, as text ('до 1 000 000'). */
  sumTmc: text().nullable(),
  price: z.number().nullable(),
  validityPeriod: text().nullable(),
});
export type ServicePriceRow = z.infer<typeof servicePriceRowSchema>;

/** A general service with its price-list rows. */
export const serviceGroupSchema = z.object({
  id: z.number().int(),
  name: text(),
  priceLists: z.array(servicePriceRowSchema),
});
export type ServiceGroup = z.infer<typeof serviceGroupSchema>;

export const serviceGroupsSchema = z.array(serviceGroupSchema);

export const SERVICE_PRICE_MAX = 1_000_000_000;
export const VALIDITY_PERIOD_MAX = 100;

/** PUT /api/services: one edited row (price and validity period). */
export const servicePriceUpdateSchema = z.object({
  id: z.number('Не указана строка прайс-листа').int().positive().max(2_147_483_647, 'Не указана строка прайс-листа'),
  price: z
    .number('Цена должна быть числом')
    .min(0, 'Цена не может быть отрицательной')
    .max(SERVICE_PRICE_MAX, 'Слишком большая цена')
    // Kopecks are the smallest unit; more digits would be lost by the numeric(14,2) column anyway.
    .transform((v) => Math.round(v * 100) / 100),
  validityPeriod: text('Укажите срок действия')
    .trim()
    .min(1, 'Укажите срок действия')
    .max(VALIDITY_PERIOD_MAX, `Не более ${VALIDITY_PERIOD_MAX} символов`),
});
export type ServicePriceUpdate = z.output<typeof servicePriceUpdateSchema>;
export type ServicePriceUpdateInput = z.input<typeof servicePriceUpdateSchema>;

// The limits live in tariff-limits.ts (no zod, for the /tariff page's first load).
export { TARIFF_LIMITS } from './tariff-limits.ts';
