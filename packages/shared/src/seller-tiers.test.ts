import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  effectiveTariff,
  FREE_TIER_TERMS,
  freeWindowStart,
  parseTierAmount,
  parseTierValidity,
  tierImportMessage,
  tierLimitMessage,
  tierPeriodEnd,
  tierRoom,
  tierTerms,
} from './seller-tiers.ts';

describe('the price list read as terms', () => {
  it('reads the positions count as its upper bound, and no number as no limit', () => {
    expect(parseTierAmount('до 15')).toBe(15);
    expect(parseTierAmount('до 100')).toBe(100);
    expect(parseTierAmount('от 16 до 100')).toBe(100);
    expect(parseTierAmount('до 2 000')).toBe(2000);
    expect(parseTierAmount('до 2\u00A0000')).toBe(2000);
    expect(parseTierAmount('без ограничений')).toBeNull();
    expect(parseTierAmount(null)).toBeNull();
    expect(parseTierAmount('')).toBeNull();
  });

  it('reads the validity as months, days or no end, and refuses what it cannot read', () => {
    expect(parseTierValidity('6 месяцев')).toEqual({ kind: 'months', n: 6 });
    expect(parseTierValidity('12 месяцев, за каждого поставщика')).toEqual({ kind: 'months', n: 12 });
    expect(parseTierValidity('1 год, далее на условиях GOLD')).toEqual({ kind: 'months', n: 12 });
    expect(parseTierValidity('2 года')).toEqual({ kind: 'months', n: 24 });
    expect(parseTierValidity('365 дней')).toEqual({ kind: 'days', n: 365 });
    expect(parseTierValidity('2 недели')).toEqual({ kind: 'days', n: 14 });
    expect(parseTierValidity('бессрочно')).toEqual({ kind: 'unlimited' });
    expect(parseTierValidity('Бессрочно')).toEqual({ kind: 'unlimited' });
    expect(parseTierValidity('по договорённости')).toBeNull();
    expect(parseTierValidity('0 дней')).toBeNull();
    expect(parseTierValidity(null)).toBeNull();
  });

  it('ends a period by calendar months (the day clamped), by days, or never', () => {
    const from = new Date('2026-01-31T10:00:00Z');
    expect(tierPeriodEnd(from, { kind: 'months', n: 1 })!.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(tierPeriodEnd(from, { kind: 'months', n: 6 })!.toISOString()).toBe('2026-07-31T10:00:00.000Z');
    expect(tierPeriodEnd(from, { kind: 'days', n: 365 })!.toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(tierPeriodEnd(from, { kind: 'unlimited' })).toBeNull();
  });
});

describe('the tier in force (injected clock)', () => {
  const end = new Date('2027-03-01T00:00:00Z');
  const before = new Date(end.getTime() - 1);

  it('is the stored tier while its period lasts, and the free tier after it', () => {
    expect(effectiveTariff({ tariff: 'silver', endsAt: end }, before)).toBe('silver');
    expect(effectiveTariff({ tariff: 'silver', endsAt: end }, end)).toBe('free');
    expect(effectiveTariff({ tariff: 'platinum', endsAt: end.toISOString() }, new Date('2027-05-01T00:00:00Z'))).toBe('free');
  });

  it('gives EXCLUSIVE the GOLD terms after its year', () => {
    const paid = new Date('2026-03-01T00:00:00Z');
    const year = tierPeriodEnd(paid, parseTierValidity('1 год, далее на условиях GOLD')!)!;
    expect(year.toISOString()).toBe('2027-03-01T00:00:00.000Z');
    expect(effectiveTariff({ tariff: 'exclusive', endsAt: year }, new Date('2027-02-28T23:59:59Z'))).toBe('exclusive');
    expect(effectiveTariff({ tariff: 'exclusive', endsAt: year }, year)).toBe('gold');
  });

  it('keeps an open-ended tier, and reads an unknown one as free', () => {
    expect(effectiveTariff({ tariff: 'gold', endsAt: null }, new Date('2099-01-01T00:00:00Z'))).toBe('gold');
    expect(effectiveTariff({ tariff: 'free', endsAt: end }, before)).toBe('free');
    expect(effectiveTariff({ tariff: 'diamond', endsAt: null }, before)).toBe('free');
  });
});

describe('the room', () => {
  it('counts the free tier over the last half year, from the injected clock', () => {
    expect(freeWindowStart(new Date('2026-08-31T12:00:00Z')).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(addCalendarMonths(new Date('2026-03-15T00:00:00Z'), -6).toISOString()).toBe('2025-09-15T00:00:00.000Z');
    expect(tierRoom(FREE_TIER_TERMS, { placedInWindow: 14, held: 200 })).toBe(1);
    expect(tierRoom(FREE_TIER_TERMS, { placedInWindow: 15, held: 0 })).toBe(0);
    expect(tierRoom(FREE_TIER_TERMS, { placedInWindow: 40, held: 0 })).toBe(0);
  });

  it('counts a paid tier over the goods held, and an unlimited one not at all', () => {
    const oneOff = tierTerms('one-off', 'до 100');
    expect(oneOff).toEqual({ tariff: 'one-off', limit: 100, window: 'held' });
    expect(tierRoom(oneOff, { placedInWindow: 100, held: 60 })).toBe(40);
    expect(tierRoom(tierTerms('platinum', 'без ограничений'), { placedInWindow: 9999, held: 9999 })).toBeNull();
    // The free tier's terms are the constants, whatever the price list says.
    expect(tierTerms('free', 'до 1000')).toBe(FREE_TIER_TERMS);
  });
});

describe('the texts', () => {
  it('names the limit and offers the tariff page', () => {
    expect(tierLimitMessage(FREE_TIER_TERMS)).toBe(
      'Бесплатный тариф позволяет разместить 15 позиций за полгода, и лимит исчерпан. Чтобы разместить больше, выберите платный тариф на странице «Тарифы»',
    );
    expect(tierLimitMessage(tierTerms('one-off', 'до 100'))).toBe(
      'Тариф «Разовый» позволяет разместить до 100 позиций, и лимит исчерпан. Чтобы разместить больше, выберите тариф с большим числом позиций на странице «Тарифы»',
    );
    expect(tierImportMessage(tierTerms('silver', 'до 500'), 1, 1200)).toBe(
      'Тариф «Серебряный» позволяет разместить до 500 позиций: сейчас можно добавить ещё 1 позицию, а в файле новых — 1 200. Загрузятся только первые 1; чтобы загрузить все, выберите тариф с большим числом позиций на странице «Тарифы»',
    );
  });
});
