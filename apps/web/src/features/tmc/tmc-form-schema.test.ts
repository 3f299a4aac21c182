import { describe, expect, it } from 'vitest';
import { TMC_MESSAGES } from '@tmc/shared/tmc-schemas';
import { tmcFormSchema, toCreateData } from './tmc-form-schema';

const filled = { name: 'Задвижка 30с41нж Ду100', description: '', stockNumber: '', unit: '796', vat: '20', region: '71', year: null };

describe('goods form schema', () => {
  it('reads numbers as typed the Russian way and builds the create body', () => {
    const result = tmcFormSchema.safeParse({ ...filled, quantity: '1 200', price: '4350,5', attributes: [{ key: ' Ду ', value: '100' }] });
    expect(result.success).toBe(true);
    const data = toCreateData(result.data!, '123456');
    expect(data).toMatchObject({ quantity: 1200, price: 4350.5, attributes: { Ду: '100' }, sellerCode: '123456' });
    expect(data.description).toBeNull();
    expect(toCreateData(result.data!)).not.toHaveProperty('sellerCode');
  });

  it('says which required fields are missing with the contract messages', () => {
    const result = tmcFormSchema.safeParse({ ...filled, name: '', region: '', quantity: '', price: '12,345', attributes: [{ key: '', value: 'x' }] });
    expect(result.success).toBe(false);
    // The form shows the first message of a field, as the resolver does.
    const messages: Record<string, string> = {};
    for (const issue of result.error!.issues) messages[issue.path.join('.')] ??= issue.message;
    expect(messages).toMatchObject({
      name: TMC_MESSAGES.nameRequired,
      region: TMC_MESSAGES.regionRequired,
      quantity: TMC_MESSAGES.quantityRequired,
      price: TMC_MESSAGES.priceInvalid,
      'attributes.0.key': TMC_MESSAGES.attributeInvalid,
    });
  });
});
