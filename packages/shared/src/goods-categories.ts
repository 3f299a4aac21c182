/**
 * Goods categories of the landing page's shop window. A category is not typed by the supplier: it is
 * derived from the first word of the goods' name by the SQL function tmc_category(name) (migration
 * 0015_goods_categories), which fills the generated column tmc.category, so every way goods are written
 * (the form, the import, the seed) gets it and counting by it needs no text search. The ids here are the
 * ones that function returns; 0 is everything else ('Прочее').
 */
export const GOODS_CATEGORIES = [
  { id: 1, slug: 'pipes', name: 'Трубы и фитинги' },
  { id: 2, slug: 'rolled', name: 'Металлопрокат' },
  { id: 3, slug: 'cable', name: 'Кабель и провод' },
  { id: 4, slug: 'electrical', name: 'Электротехника' },
  { id: 5, slug: 'valves', name: 'Арматура, насосы, приборы' },
  { id: 6, slug: 'bearings', name: 'Подшипники и РТИ' },
  { id: 7, slug: 'fasteners', name: 'Крепёж' },
  { id: 8, slug: 'tools', name: 'Инструмент и такелаж' },
  { id: 9, slug: 'building', name: 'Стройматериалы' },
  { id: 10, slug: 'paints', name: 'Лакокрасочные материалы' },
  { id: 11, slug: 'lubricants', name: 'Масла и смазки' },
  { id: 12, slug: 'workwear', name: 'Спецодежда и СИЗ' },
  { id: 13, slug: 'packaging', name: 'Упаковка' },
  { id: 14, slug: 'equipment', name: 'Оборудование' },
  { id: 0, slug: 'other', name: 'Прочее' },
] as const;

export type GoodsCategory = (typeof GOODS_CATEGORIES)[number];
export type GoodsCategoryId = GoodsCategory['id'];
export type GoodsCategorySlug = GoodsCategory['slug'];

const BY_ID = new Map<number, GoodsCategory>(GOODS_CATEGORIES.map((c) => [c.id, c]));

/** The category of an id (an unknown one is 'Прочее'). */
export function goodsCategory(id: number | null | undefined): GoodsCategory {
  return BY_ID.get(id ?? 0) ?? BY_ID.get(0)!;
}

const BY_SLUG = new Map<string, GoodsCategory>(GOODS_CATEGORIES.map((c) => [c.slug, c]));

/** The category of a slug ('pipes'; an unknown one is 'Прочее'). */
export function goodsCategoryBySlug(slug: string): GoodsCategory {
  return BY_SLUG.get(slug) ?? BY_ID.get(0)!;
}
