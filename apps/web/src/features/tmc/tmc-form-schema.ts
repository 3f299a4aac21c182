import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { formatNumberInput, typedNumber } from '@tmc/shared/number-input';
import { text } from '@tmc/shared/text';
import { TMC_LIMITS, TMC_MESSAGES, tmcCreateInputSchema, type TmcCreateData, type TmcDetails } from '@tmc/shared/tmc-schemas';

// The goods form edits the API's create body (the shared schema) with one change: additional
// attributes are rows of name and value, which a form can add and remove, instead of a record.

const attributeRowSchema = z.object({
  key: text()
    .trim()
    .min(1, { error: TMC_MESSAGES.attributeInvalid })
    .max(TMC_LIMITS.attributeKeyMax, { error: TMC_MESSAGES.attributeInvalid }),
  value: text().trim().max(TMC_LIMITS.attributeValueMax, { error: TMC_MESSAGES.attributeInvalid }),
});

// A number field holds what is typed ('' while empty, '4350,' half-way through a fraction, '1 000,50');
// it becomes a number only when the form is checked (the shared parser), so typing is never interrupted.

export const tmcFormSchema = tmcCreateInputSchema.omit({ attributes: true, sellerCode: true }).extend({
  quantity: z.preprocess(typedNumber, tmcCreateInputSchema.shape.quantity),
  price: z.preprocess(typedNumber, tmcCreateInputSchema.shape.price),
  attributes: z.array(attributeRowSchema).max(TMC_LIMITS.attributesMax, { error: TMC_MESSAGES.attributesTooMany }),
});

export type TmcFormInput = z.input<typeof tmcFormSchema>;
export type TmcFormOutput = z.output<typeof tmcFormSchema>;

/** The create body of a filled form (a later row with the same name wins, as in a record). */
export function toCreateData(values: TmcFormOutput, sellerCode?: string): TmcCreateData {
  const { attributes, ...rest } = values;
  const data: TmcCreateData = { ...rest, attributes: Object.fromEntries(attributes.map((row) => [row.key, row.value])) };
  // An administrator places goods for the seller of the page; a representative's own seller is implied.
  if (sellerCode) data.sellerCode = sellerCode;
  return data;
}

export function formValuesOf(item: TmcDetails | null): DefaultValues<TmcFormInput> {
  if (!item) {
    // Empty required numbers are undefined, so the form says they are required rather than showing 0.
    return { name: '', description: '', stockNumber: '', unit: '796', vat: '', region: '', year: null, attributes: [] };
  }
  return {
    name: item.name,
    description: item.description ?? '',
    stockNumber: item.stockNumber ?? '',
    unit: item.unit,
    // Shown the Russian way ('1 500,5'), read back by the shared parser.
    quantity: formatNumberInput(item.quantity),
    price: formatNumberInput(item.price),
    vat: item.vat,
    year: item.year,
    region: item.region ?? '',
    attributes: Object.entries(item.attributes).map(([key, value]) => ({ key, value })),
  };
}
