import { REGIONS, UNITS, VAT_RATE_VALUES } from '@tmc/shared/dictionaries';
import {
  isValidBankAccount,
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
} from '@tmc/shared/requisites';
import { describe, expect, it } from 'vitest';
import {
  generateCorporations,
  generateCurators,
  generateSellers,
  specializationOf,
  surname,
  transliterate,
  type SellerSeed,
} from './demo-companies.ts';
import { generateGoods, type GoodsSeed } from './demo-goods.ts';
import { createRandom } from './random.ts';

const TODAY = '2026-11-22';
const regionCodes = new Set(REGIONS.map((r) => r.code));
const unitCodes = new Set(UNITS.map((u) => u.code));
const vatValues = new Set<string>(VAT_RATE_VALUES);

function take<T>(items: Iterable<T>, n: number): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (out.length >= n) break;
    out.push(item);
  }
  return out;
}

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRandom(123);
    const b = createRandom(123);
    const c = createRandom(124);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps helpers in range', () => {
    const r = createRandom(5);
    for (let i = 0; i < 10_000; i++) {
      const x = r.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const n = r.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
    }
    expect(r.digits(12)).toMatch(/^\d{12}$/);
    expect(['a', 'b']).toContain(r.pick(['a', 'b']));
    expect(r.chance(0)).toBe(false);
    expect(r.chance(1)).toBe(true);
    expect(r.pickWeighted([['only', 1]])).toBe('only');
    expect(r.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
  });

  it('hits every integer of a small range', () => {
    const r = createRandom(9);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) seen.add(r.int(1, 6));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('generateSellers', () => {
  const sellers = generateSellers(createRandom(2024), 200, { today: TODAY });

  it('is deterministic for a seed', () => {
    expect(generateSellers(createRandom(2024), 200, { today: TODAY })).toEqual(sellers);
    expect(generateSellers(createRandom(2025), 200, { today: TODAY })).not.toEqual(sellers);
  });

  it('gives unique six-digit seller codes, names, INNs and domains', () => {
    for (const s of sellers) expect(s.sellerCode).toMatch(/^[1-9]\d{5}$/);
    expect(new Set(sellers.map((s) => s.sellerCode)).size).toBe(sellers.length);
    expect(new Set(sellers.map((s) => s.shortName.toLowerCase())).size).toBe(sellers.length);
    expect(new Set(sellers.map((s) => s.inn)).size).toBe(sellers.length);
    expect(new Set(sellers.map((s) => s.email.split('@')[1])).size).toBe(sellers.length);
  });

  it('gives requisites that pass the shared validators', () => {
    for (const s of sellers) {
      expect(s.inn, s.title).toMatch(/^\d{10}$/);
      expect(isValidInn(s.inn), s.inn).toBe(true);
      expect(s.inn.slice(0, 2)).toBe(s.region);
      expect(isValidKpp(s.kpp), s.kpp).toBe(true);
      expect(s.kpp.slice(0, 4)).toBe(s.inn.slice(0, 4));
      expect(s.ogrn).toMatch(/^1\d{12}$/);
      expect(isValidOgrn(s.ogrn), s.ogrn).toBe(true);
      expect(s.ogrn.slice(3, 5)).toBe(s.region);
      const bank = s.bankDetails;
      expect(isValidBik(bank.bik), bank.bik).toBe(true);
      expect(isValidInn(bank.bankInn), bank.bankInn).toBe(true);
      expect(bank.bankAccount.startsWith('40702810')).toBe(true);
      expect(isValidBankAccount(bank.bankAccount, bank.bik), bank.bankAccount).toBe(true);
      expect(isValidCorrespondentAccount(bank.correspondentAccount, bank.bik), bank.correspondentAccount).toBe(true);
      expect(bank.bankName).not.toBe('');
      expect(bank.bankLegalEntity).not.toBe('');
    }
  });

  it('names companies and people in Russian with consistent forms', () => {
    for (const s of sellers) {
      expect(s.title).toMatch(/^(ООО|АО|ПАО) «[А-ЯЁ][^«»]+»$/);
      expect(s.title).toContain(s.shortName);
      expect(s.legalEntity).toMatch(/^(Общество с ограниченной ответственностью|Акционерное общество|Публичное акционерное общество) «/);
      expect(s.legalEntity.endsWith(`«${s.shortName}»`)).toBe(true);
      expect(s.shortName).toMatch(/[А-ЯЁа-яё]/);
      if (s.gender === 'male') expect(s.middleName).toMatch(/ич$/);
      else expect(s.middleName).toMatch(/(вна|ична)$/);
      expect(s.lastName).toMatch(/^[А-ЯЁ][а-яё]+$/);
      expect(s.firstName).toMatch(/^[А-ЯЁ][а-яё]+$/);
      expect(s.position).not.toBe('');
      expect(s.phoneNumber).toMatch(/^7\d{10}$/);
      expect(s.email).toMatch(/^[a-z0-9.-]+@[a-z0-9-]+\.(ru|com|su)$/);
      expect(regionCodes.has(s.region)).toBe(true);
      expect(s.address).toMatch(/^\d{6}, .*г\. /);
      expect(s.address).toContain(s.city);
      expect(s.specialization).toBe(specializationOf(s.sellerCode));
    }
    expect(surname('Иванов', 'female')).toBe('Иванова');
    expect(surname('Покровский', 'female')).toBe('Покровская');
    expect(surname('Шевчук', 'female')).toBe('Шевчук');
    expect(transliterate('Уралтрубсталь')).toBe('uraltrubstal');
    expect(transliterate('СибКабель')).toBe('sibkabel');
  });

  it('gives premium sellers (about 40 %) a business card and others none', () => {
    const premium = sellers.filter((s) => s.premium);
    expect(premium.length / sellers.length).toBeGreaterThan(0.25);
    expect(premium.length / sellers.length).toBeLessThan(0.55);
    for (const s of sellers) {
      if (!s.premium) {
        expect(s.businessCard).toBeNull();
        continue;
      }
      const card = s.businessCard;
      expect(card).not.toBeNull();
      if (!card) continue;
      expect(card.title).toBe(s.title);
      expect(card.address).toMatch(/^\d{6}, /);
      expect(card.address).toContain(s.city);
      expect(card.phoneNumber).toMatch(/^7\d{10}$/);
      expect(card.website).toMatch(/^https:\/\/[a-z0-9-]+\.(ru|com|su)$/);
      expect(card.email).toMatch(/^info@/);
      for (const text of [card.aboutSeller, card.aboutTmc, card.aboutDelivery]) {
        expect(text.length).toBeGreaterThan(40);
        expect(text).toMatch(/[а-я]/);
      }
    }
  });

  it('keeps the first seller in good standing, ends one or two, deletes about one in twenty', () => {
    const [first] = sellers;
    expect(first?.premium).toBe(true);
    expect(first?.deleted).toBe(false);
    expect(first && first.endConditionAt > TODAY).toBe(true);
    for (const s of sellers) expect(s.endConditionAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sellers.filter((s) => s.endConditionAt <= TODAY)).toHaveLength(2);
    expect(sellers.filter((s) => s.deleted)).toHaveLength(10);
    const few = generateSellers(createRandom(1), 5, { today: TODAY });
    expect(few.filter((s) => s.endConditionAt <= TODAY)).toHaveLength(1);
  });
});

describe('generateCurators and generateCorporations', () => {
  it('makes curators with Russian names and unique latin e-mails', () => {
    const curators = generateCurators(createRandom(3), 30);
    expect(curators).toHaveLength(30);
    expect(new Set(curators.map((c) => c.email)).size).toBe(30);
    for (const c of curators) {
      expect(c.lastName).toMatch(/^[А-ЯЁ][а-яё]+$/);
      expect(c.email).toMatch(/^[a-z]+\.[a-z]+\d*@tmc-market\.ru$/);
      expect(c.phoneNumber).toMatch(/^79\d{9}$/);
    }
  });

  it('groups 3-5 active sellers per corporation, each seller at most once', () => {
    const sellers = generateSellers(createRandom(11), 40, { today: TODAY });
    const corporations = generateCorporations(createRandom(12), sellers, 4);
    expect(corporations).toHaveLength(4);
    const deleted = new Set(sellers.filter((s) => s.deleted).map((s) => s.sellerCode));
    const used = corporations.flatMap((c) => c.sellerCodes);
    expect(new Set(used).size).toBe(used.length);
    expect(new Set(corporations.map((c) => c.title)).size).toBe(4);
    for (const c of corporations) {
      expect(c.sellerCodes.length).toBeGreaterThanOrEqual(3);
      expect(c.sellerCodes.length).toBeLessThanOrEqual(5);
      for (const code of c.sellerCodes) expect(deleted.has(code)).toBe(false);
    }
  });
});

describe('generateGoods', () => {
  const sellers: SellerSeed[] = generateSellers(createRandom(77), 50, { today: TODAY });

  it('is deterministic for a seed', () => {
    const a = take(generateGoods(createRandom(5), sellers, 2000), 2000);
    const b = take(generateGoods(createRandom(5), sellers, 2000), 2000);
    expect(b).toEqual(a);
    expect(take(generateGoods(createRandom(6), sellers, 50), 50)).not.toEqual(a.slice(0, 50));
  });

  it('streams 100,000 varied goods whose fields are in the dictionaries', () => {
    const sellerCodes = new Set(sellers.map((s) => s.sellerCode));
    const stockNumbers = new Map<string, Set<string>>();
    const names = new Set<string>();
    const firstWords = new Set<string>();
    const units = new Set<string>();
    const vats = new Set<string>();
    let total = 0;
    let sameRegion = 0;
    const regionOf = new Map(sellers.map((s) => [s.sellerCode, s.region]));
    const bad: GoodsSeed[] = [];

    for (const g of generateGoods(createRandom(99), sellers, 100_000)) {
      total++;
      const ok =
        sellerCodes.has(g.sellerCode) &&
        unitCodes.has(g.unit) &&
        vatValues.has(g.vat) &&
        regionCodes.has(g.region) &&
        Number.isInteger(g.year) && g.year >= 2010 && g.year <= 2026 &&
        g.price > 0 && Math.round(g.price * 100) === Math.round(g.price * 100 * 1000) / 1000 &&
        g.quantity > 0 && Number.isFinite(g.quantity) &&
        /[А-ЯЁ]/.test(g.name) && g.name.length <= 200 &&
        g.description.length > 20 && g.stockNumber.length > 0;
      if (!ok && bad.length < 5) bad.push(g);
      let numbers = stockNumbers.get(g.sellerCode);
      if (!numbers) stockNumbers.set(g.sellerCode, (numbers = new Set()));
      if (numbers.has(g.stockNumber) && bad.length < 5) bad.push(g);
      numbers.add(g.stockNumber);
      names.add(g.name);
      firstWords.add(g.name.split(' ')[0] ?? '');
      units.add(g.unit);
      vats.add(g.vat);
      if (regionOf.get(g.sellerCode) === g.region) sameRegion++;
    }

    expect(bad).toEqual([]);
    expect(total).toBe(100_000);
    expect(names.size).toBeGreaterThan(5000);
    for (const word of ['Труба', 'Кабель', 'Провод', 'Лист', 'Уголок', 'Швеллер', 'Арматура', 'Круг', 'Отвод', 'Задвижка',
      'Кран', 'Подшипник', 'Эмаль', 'Грунт', 'Стрейч-плёнка', 'Коробка', 'Болт', 'Электроды', 'Костюм', 'Перчатки',
      'Цемент', 'Фанера', 'Автоматический', 'Электродвигатель', 'Манометр', 'Масло']) {
      expect(firstWords, word).toContain(word);
    }
    expect(units.size).toBeGreaterThan(12);
    expect([...vats].sort()).toEqual([...VAT_RATE_VALUES].sort());
    expect(sameRegion / total).toBeGreaterThan(0.8);
  });

  it('fits units to goods', () => {
    const byUnit = (prefix: string) => {
      const units = new Set<string>();
      for (const g of generateGoods(createRandom(3), sellers, 30_000)) if (g.name.startsWith(prefix)) units.add(g.unit);
      return units;
    };
    for (const unit of byUnit('Подшипник ')) expect(unit).toBe('796');
    for (const unit of byUnit('Труба стальная электросварная')) expect(['006', '168', '166']).toContain(unit);
    for (const unit of byUnit('Кабель ВВГ')) expect(['006', '008']).toContain(unit);
  });

  it('refuses an empty seller list', () => {
    expect(() => generateGoods(createRandom(1), [], 1).next()).toThrow();
  });
});
