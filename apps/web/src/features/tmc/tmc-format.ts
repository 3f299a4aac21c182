import { findRegion, findUnit, vatRateLabel } from '@tmc/shared/dictionaries';
import { formatNumber, formatPrice } from '@tmc/shared/number-format';

// Display of a goods item's coded fields: goods store dictionary codes, people read names.

export const unitName = (code: string): string => findUnit(code)?.name ?? code;
export const regionName = (code: string | null): string => (code ? (findRegion(code)?.name ?? code) : '');
export const vatName = (value: string): string => vatRateLabel(value) ?? value;

/** '1 500 шт' — the number format of the specification (section 5) with the unit. */
export const formatQuantity = (quantity: number, unit: string): string => `${formatNumber(quantity)}\u00A0${unitName(unit)}`;

export { formatNumber, formatPrice };
