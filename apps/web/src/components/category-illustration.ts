// Hashed files (cached for a year), never inlined into the JS: the goods pages' first load has a budget.
// Each file is named '<id>-<slug>.svg' after its GOODS_CATEGORIES entry (packages/shared/src/goods-categories.ts);
// the id is read from the name, so the list's texts do not come into the goods pages' code.
const files = import.meta.glob<string>('../assets/categories/*.svg', { eager: true, query: '?no-inline', import: 'default' });
const byId = new Map(Object.entries(files).map(([file, url]) => [Number(/(\d+)-[a-z]+\.svg$/.exec(file)?.[1]), url]));

/** The URL of a goods category's illustration; 'Прочее' (0) for an unknown id. */
export function categoryIllustrationUrl(categoryId: number | null | undefined): string {
  return byId.get(categoryId ?? 0) ?? byId.get(0)!;
}
