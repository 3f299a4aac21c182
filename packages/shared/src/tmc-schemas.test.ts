import { describe, expect, it } from 'vitest';
import { canModerateGoods, canPlaceGoods, canUseFavourites, canViewGoodsQueue, canViewSellerGoods, type Principal } from './roles.ts';
import { TMC_LIMITS, TMC_MESSAGES, tmcCreateInputSchema, tmcMovementInputSchema } from './tmc-schemas.ts';

const item = { name: '  Труба 57х3  ', unit: '006', quantity: 10.5, price: 99.99, vat: 'none', region: '77' };

describe('tmcCreateInputSchema', () => {
  it('accepts a valid item, trims text and stores blanks as null', () => {
    const parsed = tmcCreateInputSchema.parse({ ...item, description: '   ', stockNumber: ' ТМЦ-1 ' });
    expect(parsed).toMatchObject({ name: 'Труба 57х3', description: null, stockNumber: 'ТМЦ-1', year: null });
  });

  it('refuses bad values with the Russian messages', () => {
    const result = tmcCreateInputSchema.safeParse({ ...item, name: ' ', price: 1.234, quantity: -1, vat: '18', unit: 'x', region: '00', year: new Date().getFullYear() + 1 });
    expect(result.success).toBe(false);
    // The first message of each field, as the server and the form show it.
    const messages: Record<string, string> = {};
    for (const i of result.error!.issues) messages[i.path.join('.')] ??= i.message;
    expect(messages).toMatchObject({
      name: TMC_MESSAGES.nameRequired,
      price: TMC_MESSAGES.priceInvalid,
      quantity: TMC_MESSAGES.quantityInvalid,
      vat: TMC_MESSAGES.vatUnknown,
      unit: TMC_MESSAGES.unitUnknown,
      region: TMC_MESSAGES.regionUnknown,
      year: TMC_MESSAGES.yearInvalid,
    });
  });
});

describe('tmcMovementInputSchema', () => {
  const reasonError = (reason: unknown) => tmcMovementInputSchema.safeParse({ delta: 5, reason }).error?.issues[0]?.message;

  it('asks for a reason when there is none, and says a too long one is too long', () => {
    expect(reasonError('  ')).toBe(TMC_MESSAGES.movementReasonRequired);
    expect(reasonError(undefined)).toBe(TMC_MESSAGES.movementReasonRequired);
    expect(reasonError('а'.repeat(TMC_LIMITS.movementReasonMax + 1))).toBe(TMC_MESSAGES.movementReasonTooLong);
    expect(reasonError('а'.repeat(TMC_LIMITS.movementReasonMax))).toBeUndefined();
  });
});

describe('goods permissions', () => {
  const p = (role: Principal['role'], permission: Principal['permission']): Principal => ({ role, permission });
  it('follow DESIGN.md section 4', () => {
    expect([p('REPRESENTATIVE', 'STANDART'), p('ADMIN', 'L1'), p('ADMIN', 'L2')].every(canPlaceGoods)).toBe(true);
    expect([p('ADMIN', 'L3'), p('ADMIN', 'L4'), p('BUYER', 'STANDART'), null].some(canPlaceGoods)).toBe(false);
    expect(canModerateGoods(p('ADMIN', 'L4'))).toBe(false);
    expect(canViewGoodsQueue(p('ADMIN', 'L4'))).toBe(true);
    expect(canViewGoodsQueue(p('ADMIN', 'L3'))).toBe(false);
    expect(canViewSellerGoods(p('REPRESENTATIVE', 'STANDART'))).toBe(true);
    expect(canUseFavourites(p('BUYER', 'STANDART'))).toBe(true);
    expect(canUseFavourites(p('ADMIN', 'L1'))).toBe(false);
  });
});
