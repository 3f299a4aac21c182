import type { Paged } from '@tmc/shared/lists';

/** Which page of a list: `page` counts from 0 (the specification's convention), `size` items each. */
export interface PageRequest {
  page: number;
  size: number;
}

/** The number of items before the page (SQL's OFFSET). */
export function pageOffset({ page, size }: PageRequest): number {
  return page * size;
}

/** The answer of every list: this page's items, the page and size asked for, and the list's total. */
export function paged<T>(items: T[], { page, size }: PageRequest, total: number): Paged<T> {
  return { items, page, size, total };
}
