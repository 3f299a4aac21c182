// A pure, streaming generator of realistic surplus goods (ТМЦ): names built from categories with
// attributes (sizes, grades, standards, brands), prices derived from mass or size, units that fit
// the item. Flat memory: one item at a time; about a microsecond per item.

import type { VatRate } from '@tmc/shared/dictionaries';
import { PLACES, placeOfRegion, specializationOf, type Place, type Specialization } from './demo-companies.ts';
import { hashString, type Random } from './random.ts';

export interface GoodsSeed {
  sellerCode: string;
  name: string;
  description: string;
  /** Warehouse code, unique per seller ('ТМЦ-004512', '10.01.0345', '00-00012345'). */
  stockNumber: string;
  /** Unit code of UNITS ('796' шт, '006' м, '168' т, ...). */
  unit: string;
  quantity: number;
  /** Roubles per unit, 2 decimals. */
  price: number;
  /** A VAT_RATES value. */
  vat: VatRate;
  /** Year of manufacture. */
  year: number;
  /** Region code of REGIONS where the goods are stored. */
  region: string;
}

/** Unit codes of UNITS used below. */
const U = {
  pcs: '796', kpcs: '798', set: '839', kit: '704', pair: '715', pack: '778', pachka: '728', box: '812', bag: 'bag',
  roll: '736', bobbin: '616', coil: 'coil', sheet: '625', m: '006', lm: '018', km: '008', m2: '055', m3: '113', l: '112',
  kg: '166', t: '168',
} as const;

interface Made {
  name: string;
  unit: string;
  price: number;
  quantity: number;
  /** An item-specific sentence for the description, or ''. */
  note: string;
}

type Maker = (r: Random) => Made;

// ---------------------------------------------------------------------------------------------
// Helpers

/** A picker over weighted items with the cumulative sums computed once. */
function weighted<T>(items: readonly (readonly [T, number])[]): (r: Random) => T {
  const values = items.map(([item]) => item);
  const sums: number[] = [];
  let total = 0;
  for (const [, weight] of items) sums.push((total += weight));
  return (r) => {
    const roll = r.next() * total;
    let i = 0;
    while (i < sums.length - 1 && (sums[i] as number) <= roll) i++;
    return values[i] as T;
  };
}

/** Russian decimal comma: 3.5 -> '3,5'. */
const dec = (n: number): string => String(n).replace('.', ',');

/** A surplus price: the market price times a discount, rounded as a seller would. */
function money(r: Random, market: number): number {
  const value = market * (0.7 + r.next() * 0.38);
  if (value >= 20000) return Math.round(value / 10) * 10;
  if (value >= 1000) return r.chance(0.6) ? Math.round(value) : Math.round(value * 100) / 100;
  return Math.max(0.5, Math.round(value * 100) / 100);
}

/** An integer in [min, max], small values more likely (stock leftovers are mostly small). */
function count(r: Random, min: number, max: number): number {
  const x = r.next();
  return Math.round(min + (max - min) * x * x);
}

/** Like count, rounded to a multiple of `step` (packs, drums, coils). */
function lots(r: Random, step: number, minLots: number, maxLots: number): number {
  return step * count(r, minLots, maxLots);
}

function tonnes(r: Random, min: number, max: number): number {
  const x = r.next();
  return Math.round((min + (max - min) * x * x) * 1000) / 1000;
}

/** Metal sold by the tonne, the metre or the kilogram; the price follows from mass per metre. */
function byMass(
  r: Random,
  name: string,
  kgPerMetre: number,
  rubPerKg: number,
  options: { metres?: readonly [number, number]; tonnes?: readonly [number, number]; metreShare?: number; note?: string },
): Made {
  const note = options.note ?? '';
  const roll = r.next();
  const metreShare = options.metreShare ?? 0.4;
  if (roll < metreShare) {
    const [min, max] = options.metres ?? [6, 1200];
    return { name, unit: U.m, price: money(r, kgPerMetre * rubPerKg), quantity: count(r, min, max), note };
  }
  if (roll < 0.93) {
    const [min, max] = options.tonnes ?? [0.3, 40];
    return { name, unit: U.t, price: money(r, rubPerKg * 1000), quantity: tonnes(r, min, max), note };
  }
  return { name, unit: U.kg, price: money(r, rubPerKg * 1.15), quantity: count(r, 50, 5000), note };
}

/** A maker choosing among makers by weight. */
function mix(items: readonly (readonly [Maker, number])[]): Maker {
  const pick = weighted(items);
  return (r) => pick(r)(r);
}

function piece(name: string, unit: string, price: number, quantity: number, note = ''): Made {
  return { name, unit, price, quantity, note };
}

// ---------------------------------------------------------------------------------------------
// Pipes (трубы)

const STEEL_GRADES = ['Ст3сп', 'ст. 20', '09Г2С', 'ст. 10', '17Г1С'] as const;

const EW_PIPES: readonly (readonly [number, readonly number[]])[] = [
  [57, [3, 3.5, 4]], [76, [3, 3.5, 4, 5]], [89, [3.5, 4, 5]], [108, [3.5, 4, 5]], [114, [4, 4.5, 5]],
  [133, [4, 4.5, 5]], [159, [4, 4.5, 5, 6]], [219, [5, 6, 7, 8]], [273, [6, 7, 8]], [325, [6, 7, 8]],
  [377, [7, 8, 9]], [426, [7, 8, 10]], [530, [8, 9, 10]], [720, [9, 10, 12]], [820, [10, 12]],
];

const pipeLengthNotes = ['Длина 11–12 м.', 'Длина 6 м.', 'Немерная длина 9–12 м.', 'Концы под сварку, фаска.', ''] as const;

const ewPipe: Maker = (r) => {
  const [d, walls] = r.pick(EW_PIPES);
  const s = r.pick(walls);
  const size = `${d}х${dec(s)}`;
  const grade = r.pick(STEEL_GRADES);
  const form = r.int(0, 4);
  const name =
    d >= 530 && form < 2
      ? `Труба стальная электросварная ${size} ${r.pick(['17Г1С-У', '13Г1С-У', 'К52'])} ГОСТ 20295-85`
      : form === 0
        ? `Труба стальная электросварная ${size} ГОСТ 10704-91`
        : form === 1
          ? `Труба электросварная прямошовная ${size} ГОСТ 10705-80 ${grade}`
          : form === 2
            ? `Труба э/с ${size} ${grade}`
            : form === 3
              ? `Труба стальная ${size} ГОСТ 10704-91 ${grade}`
              : `Труба электросварная ${size} ${grade}`;
  return byMass(r, name, 0.02466 * (d - s) * s, 76 + r.next() * 26, {
    metres: d > 300 ? [12, 400] : [12, 2400],
    tonnes: [0.5, 60],
    note: r.pick(pipeLengthNotes),
  });
};

const SEAMLESS_D = [25, 32, 38, 42, 45, 57, 60, 76, 89, 102, 108, 114, 127, 133, 159, 168, 219, 273, 325] as const;
const SEAMLESS_S = [3, 3.5, 4, 4.5, 5, 6, 8, 10, 12, 14, 16, 20] as const;

const seamlessPipe: Maker = (r) => {
  const d = r.pick(SEAMLESS_D);
  const walls = SEAMLESS_S.filter((s) => s <= d / 5 && s >= d / 40);
  const s = r.pick(walls.length > 0 ? walls : [3]);
  const grade = r.pick(['ст. 20', 'ст. 20', '09Г2С', 'ст. 10', 'ст. 35', 'ст. 45', '40Х', '13ХФА', '20А'] as const);
  const size = `${d}х${dec(s)}`;
  const form = r.int(0, 3);
  const name =
    form === 0
      ? `Труба бесшовная горячедеформированная ${size} ГОСТ 8732-78 ${grade}`
      : form === 1
        ? `Труба г/д ${size} ${grade}`
        : form === 2
          ? `Труба бесшовная ${size} ${grade}`
          : `Труба стальная бесшовная ${size} ГОСТ 8732-78`;
  const alloy = grade === '40Х' || grade === '13ХФА' ? 1.2 : 1;
  return byMass(r, name, 0.02466 * (d - s) * s, (112 + r.next() * 45) * alloy, {
    metres: [6, 900],
    tonnes: [0.2, 25],
    note: r.pick(['Трубы с консервации, состояние хорошее.', 'Длина 4–12 м.', 'Заводская маркировка на каждой трубе.', '']),
  });
};

const COLD_D = [6, 8, 10, 12, 14, 16, 18, 20, 22, 25, 28, 30, 32, 38, 42, 45, 48, 57] as const;
const COLD_S = [0.5, 0.8, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5] as const;

const coldPipe: Maker = (r) => {
  const d = r.pick(COLD_D);
  const walls = COLD_S.filter((s) => s <= d / 4 && s >= d / 25);
  const s = r.pick(walls.length > 0 ? walls : [1]);
  const stainless = r.chance(0.25);
  const grade = stainless ? '12Х18Н10Т' : r.pick(['ст. 20', 'ст. 10', '09Г2С', 'ст. 35'] as const);
  const name = r.chance(0.5)
    ? `Труба бесшовная холоднодеформированная ${d}х${dec(s)} ГОСТ 8734-75 ${grade}`
    : `Труба х/д ${d}х${dec(s)} ${grade}`;
  return byMass(r, name, 0.02466 * (d - s) * s, stainless ? 420 + r.next() * 160 : 150 + r.next() * 60, {
    metres: [10, 1500],
    tonnes: [0.1, 5],
    metreShare: 0.6,
  });
};

/** ВГП: nominal bore, outer diameter, walls light / ordinary / reinforced. */
const VGP: readonly (readonly [number, number, readonly [number, number, number]])[] = [
  [15, 21.3, [2.5, 2.8, 3.2]], [20, 26.8, [2.5, 2.8, 3.2]], [25, 33.5, [2.8, 3.2, 4]], [32, 42.3, [2.8, 3.2, 4]],
  [40, 48, [3, 3.5, 4]], [50, 60, [3, 3.5, 4.5]], [65, 75.5, [3.2, 4, 4.5]], [80, 88.5, [3.5, 4, 4.5]],
  [100, 114, [4, 4.5, 5]],
];
const VGP_KINDS = ['лёгкая', 'обыкновенная', 'усиленная'] as const;

const vgpPipe: Maker = (r) => {
  const [dn, od, walls] = r.pick(VGP);
  const kind = r.int(0, 2);
  const s = walls[kind] as number;
  const zinc = r.chance(0.3);
  const form = r.int(0, 3);
  const name =
    form === 0
      ? `Труба ВГП ${dn}х${dec(s)} ГОСТ 3262-75${zinc ? ' оцинкованная' : ''}`
      : form === 1
        ? `Труба ВГП${zinc ? ' оцинкованная' : ''} ${dn}х${dec(s)}`
        : form === 2
          ? `Труба водогазопроводная Ду${dn}х${dec(s)} ГОСТ 3262-75`
          : `Труба ВГП ${dn}х${dec(s)} ${VGP_KINDS[kind]}`;
  return byMass(r, name, 0.02466 * (od - s) * s, (84 + r.next() * 24) * (zinc ? 1.35 : 1), {
    metres: [6, 3000],
    tonnes: [0.2, 20],
    metreShare: 0.55,
  });
};

const PROFILE_SQUARE = [15, 20, 25, 30, 40, 50, 60, 80, 100, 120, 140, 160, 200] as const;
const PROFILE_RECT: readonly (readonly [number, number])[] = [
  [30, 20], [40, 20], [40, 25], [50, 25], [60, 30], [60, 40], [80, 40], [80, 60], [100, 50], [120, 60], [120, 80],
  [140, 100], [160, 80], [200, 100],
];
const PROFILE_S = [1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 8] as const;

const profilePipe: Maker = (r) => {
  const square = r.chance(0.45);
  const [a, b] = square ? [r.pick(PROFILE_SQUARE), 0] : r.pick(PROFILE_RECT);
  const side = square ? a : b;
  const walls = PROFILE_S.filter((s) => s <= side / 6 && s >= Math.max(1.5, a / 40));
  const s = r.pick(walls.length > 0 ? walls : [1.5]);
  const bb = square ? a : b;
  const form = r.int(0, 3);
  const size = `${a}х${bb}х${dec(s)}`;
  const name =
    form === 0
      ? `Труба профильная ${size} ГОСТ 30245-2003`
      : form === 1
        ? `Труба профильная ${size} Ст3сп`
        : form === 2
          ? `Труба профильная ${square ? 'квадратная' : 'прямоугольная'} ${size}`
          : `Труба ${square ? 'квадратная' : 'прямоугольная'} ${size} ${r.pick(['09Г2С', 'Ст3сп', 'ст. 20'] as const)}`;
  return byMass(r, name, (2 * (a + bb) - 4 * s) * s * 0.00785, 80 + r.next() * 22, {
    metres: [6, 1800],
    tonnes: [0.2, 15],
    metreShare: 0.5,
    note: r.pick(['Длина 6 м.', 'Длина 12 м.', 'Хранение под навесом.', '']),
  });
};

const STAINLESS_D = [10, 12, 14, 16, 18, 20, 25, 32, 38, 45, 57, 76, 89, 108, 133, 159] as const;

const stainlessPipe: Maker = (r) => {
  const d = r.pick(STAINLESS_D);
  const walls = [1, 1.5, 2, 2.5, 3, 4, 5].filter((s) => s <= d / 6 && s >= d / 40);
  const s = r.pick(walls.length > 0 ? walls : [1]);
  const name = r.chance(0.5)
    ? `Труба нержавеющая ${d}х${dec(s)} 12Х18Н10Т ГОСТ 9941-81`
    : `Труба нержавеющая AISI ${r.pick(['304', '321', '316L'] as const)} ${d}х${dec(s)} ${r.pick(['электросварная', 'бесшовная'] as const)}`;
  return byMass(r, name, 0.02466 * (d - s) * s, 390 + r.next() * 230, { metres: [6, 600], tonnes: [0.05, 2], metreShare: 0.7 });
};

const PE_D = [20, 25, 32, 40, 50, 63, 75, 90, 110, 125, 160, 200, 225, 315] as const;

const pePipe: Maker = (r) => {
  const d = r.pick(PE_D);
  const gas = r.chance(0.25);
  const sdr = gas ? 11 : r.pick([11, 17, 17, 21, 26] as const);
  const s = Math.max(2, Math.round((d / sdr) * 10) / 10);
  const name = gas
    ? `Труба ПЭ100 ГАЗ SDR11 ${d}х${dec(s)}`
    : `Труба ПНД ПЭ100 SDR${sdr} ${d}х${dec(s)} ${r.pick(['питьевая', 'техническая', 'напорная'] as const)}`;
  const kgPerMetre = Math.PI * (d - s) * s * 0.00096;
  return piece(name, U.m, money(r, kgPerMetre * (200 + r.next() * 60)), count(r, 12, d > 110 ? 600 : 2000),
    r.pick(['Бухты по 100 м.', 'Отрезки по 12 м.', 'Сертификат соответствия.', '']));
};

const PPR: readonly (readonly [number, number])[] = [[20, 3.4], [25, 4.2], [32, 5.4], [40, 6.7], [50, 8.3], [63, 10.5]];

const pprPipe: Maker = (r) => {
  const [d, s] = r.pick(PPR);
  const reinforced = r.chance(0.5);
  const name = reinforced
    ? `Труба полипропиленовая PN20 ${d}х${dec(s)} армированная стекловолокном`
    : `Труба полипропиленовая PN${r.pick(['10', '16', '20'] as const)} ${d} мм`;
  return piece(name, U.m, money(r, d ** 1.7 * 0.35 * (reinforced ? 1.3 : 1)), lots(r, 4, 5, 400), 'Отрезки по 4 м.');
};

const sewerPipe: Maker = (r) => {
  if (r.chance(0.4)) {
    const d = r.pick([160, 200, 250, 315, 400, 500] as const);
    return piece(`Труба гофрированная двустенная SN8 ${d} мм`, U.m, money(r, d * 4.2), count(r, 6, 300));
  }
  const [d, s] = r.pick([[50, 1.8], [110, 2.7], [160, 3.6]] as const);
  const len = r.pick([500, 1000, 2000, 3000] as const);
  return piece(`Труба канализационная ПП ${d}х${dec(s)}х${len} мм`, U.pcs, money(r, (d * len * 2.2) / 1000 + 15), count(r, 5, 800));
};

const PPU: readonly (readonly [number, number, number])[] = [
  [57, 3.5, 125], [76, 3.5, 140], [89, 4, 160], [108, 4, 200], [159, 4.5, 250], [219, 6, 315], [273, 7, 400], [325, 7, 450],
];

const ppuPipe: Maker = (r) => {
  const [d, s, outer] = r.pick(PPU);
  const kgPerMetre = 0.02466 * (d - s) * s;
  return piece(`Труба стальная в ППУ изоляции ${d}х${dec(s)}/${outer} ПЭ`, U.m, money(r, kgPerMetre * 105 + outer * 8), count(r, 10, 600),
    'Изоляция в полиэтиленовой оболочке, система ОДК.');
};

// ---------------------------------------------------------------------------------------------
// Rolled metal (прокат)

const sheetNotes = ['Порезка в размер по запросу.', 'Листы в пачках, хранение под навесом.', 'Сертификат завода.', ''] as const;

const hotSheet: Maker = (r) => {
  const t = r.pick([2, 3, 4, 5, 6, 8, 10, 12, 14, 16, 20, 25, 30, 40, 50] as const);
  const grade = r.pick(['Ст3сп', 'Ст3сп', '09Г2С', 'ст. 20', 'ст. 45', '10ХСНД', 'С345'] as const);
  const [w, l] = r.pick([[1500, 6000], [2000, 6000], [1250, 2500], [1500, 3000]] as const);
  const form = r.int(0, 2);
  const name =
    form === 0
      ? `Лист г/к ${t} мм ${grade}`
      : form === 1
        ? `Лист горячекатаный ${t}х${w}х${l} мм ${grade} ГОСТ 19903-2015`
        : `Лист стальной ${t} мм ${grade}`;
  const sheetKg = (w / 1000) * (l / 1000) * t * 7.85;
  const rubPerKg = (grade === 'Ст3сп' ? 72 : 88) + r.next() * 20;
  if (r.chance(0.2)) return piece(name, U.sheet, money(r, sheetKg * rubPerKg), count(r, 1, 60), r.pick(sheetNotes));
  return { name, unit: U.t, price: money(r, rubPerKg * 1000), quantity: tonnes(r, 0.3, 45), note: r.pick(sheetNotes) };
};

const coldSheet: Maker = (r) => {
  const t = r.pick([0.5, 0.7, 0.8, 1, 1.2, 1.5, 2, 2.5, 3] as const);
  const kind = r.int(0, 2);
  const name =
    kind === 0
      ? `Лист х/к ${dec(t)} мм 1250х2500 08пс ГОСТ 19904-90`
      : kind === 1
        ? `Лист оцинкованный ${dec(t)}х1250х2500 мм`
        : `Лист холоднокатаный ${dec(t)} мм 1000х2000`;
  const sheetKg = (kind === 2 ? 2 : 3.125) * t * 7.85;
  const rubPerKg = (kind === 1 ? 105 : 90) + r.next() * 20;
  if (r.chance(0.5)) return piece(name, U.sheet, money(r, sheetKg * rubPerKg), count(r, 5, 400));
  return { name, unit: U.t, price: money(r, rubPerKg * 1000), quantity: tonnes(r, 0.2, 20), note: '' };
};

const specialSheet: Maker = (r) => {
  const kind = r.int(0, 2);
  if (kind === 0) {
    const t = r.pick([0.5, 0.8, 1, 1.5, 2, 3, 4, 5, 6, 8, 10] as const);
    const grade = r.pick(['AISI 304', 'AISI 430', '12Х18Н10Т', 'AISI 321'] as const);
    const name = `Лист нержавеющий ${grade} ${dec(t)} мм 1000х2000`;
    return piece(name, U.kg, money(r, 330 + r.next() * 150), count(r, 20, 3000), r.pick(['Поверхность 2B.', 'Поверхность BA с плёнкой.', '']));
  }
  if (kind === 1) {
    const t = r.pick([3, 4, 5, 6, 8] as const);
    const name = `Лист рифлёный ${r.pick(['ромб', 'чечевица'] as const)} ${t} мм Ст3сп`;
    return { name, unit: U.t, price: money(r, 92000 + r.next() * 18000), quantity: tonnes(r, 0.2, 12), note: '' };
  }
  const mark = r.pick(['ПВЛ 406', 'ПВЛ 408', 'ПВЛ 506', 'ПВЛ 508', 'ПВЛ 510'] as const);
  return piece(`Лист просечно-вытяжной ${mark} 1000х2000`, U.sheet, money(r, 1900 + r.next() * 2400), count(r, 2, 150));
};

const ANGLES: readonly (readonly [number, readonly number[]])[] = [
  [25, [3, 4]], [32, [3, 4]], [35, [3, 4]], [40, [3, 4, 5]], [45, [4, 5]], [50, [4, 5]], [63, [5, 6]], [70, [5, 6, 7]],
  [75, [5, 6, 8]], [80, [6, 8]], [90, [6, 7, 8]], [100, [7, 8, 10]], [110, [8]], [125, [8, 10]], [140, [10]],
  [160, [10, 12]], [200, [12, 14]],
];

const angle: Maker = (r) => {
  const [a, ts] = r.pick(ANGLES);
  const t = r.pick(ts);
  const grade = r.pick(['Ст3сп', 'Ст3пс', '09Г2С', 'С255', 'С345'] as const);
  const form = r.int(0, 3);
  let name: string;
  let kgPerMetre = (2 * a - t) * t * 0.00785;
  if (form === 3 && a >= 50 && a <= 125) {
    const b = Math.round((a * 0.63) / 5) * 5;
    name = `Уголок неравнополочный ${a}х${b}х${t} ГОСТ 8510-86`;
    kgPerMetre = (a + b - t) * t * 0.00785;
  } else if (form === 0) name = `Уголок ${a}х${a}х${t} ${grade} ГОСТ 8509-93`;
  else if (form === 1) name = `Уголок стальной равнополочный ${a}х${a}х${t}`;
  else name = `Уголок ${a}х${t} ${grade}`;
  return byMass(r, name, kgPerMetre, 74 + r.next() * 20, { metres: [6, 1200], tonnes: [0.1, 25], metreShare: 0.3 });
};

const CHANNELS: readonly (readonly [number, number])[] = [
  [5, 4.84], [6.5, 5.9], [8, 7.05], [10, 8.59], [12, 10.4], [14, 12.3], [16, 14.2], [18, 16.3], [20, 18.4], [22, 21],
  [24, 24], [27, 27.7], [30, 31.8], [40, 48.3],
];

const channel: Maker = (r) => {
  if (r.chance(0.15)) {
    const [h, b, t] = r.pick([[80, 40, 3], [100, 50, 4], [120, 60, 4], [140, 60, 5], [160, 80, 5], [200, 80, 6]] as const);
    return byMass(r, `Швеллер гнутый ${h}х${b}х${t} ГОСТ 8278-83`, (h + 2 * b - 2 * t) * t * 0.00785, 85 + r.next() * 15, {});
  }
  const [n, kg] = r.pick(CHANNELS);
  const series = r.pick(['П', 'У', 'П'] as const);
  const name = r.chance(0.6)
    ? `Швеллер ${dec(n)}${series} ГОСТ 8240-97`
    : `Швеллер ${dec(n)}${series} ${r.pick(['Ст3сп', '09Г2С', 'С255'] as const)}`;
  return byMass(r, name, kg, 76 + r.next() * 20, { metres: [6, 600], tonnes: [0.2, 30], metreShare: 0.3 });
};

const BEAMS: readonly (readonly [string, number])[] = [
  ['10Б1', 8.1], ['12Б1', 8.7], ['14Б1', 10.5], ['16Б1', 12.7], ['18Б1', 15.4], ['20Б1', 21.3], ['25Б1', 25.7],
  ['30Б1', 32.9], ['35Б1', 38.9], ['40Б1', 48.1], ['20Ш1', 30.6], ['25Ш1', 44.1], ['30Ш1', 54], ['40Ш1', 96],
  ['20К1', 41.5], ['25К1', 62.6], ['30К1', 84.8],
];

const beam: Maker = (r) => {
  const [size, kg] = r.pick(BEAMS);
  const name = r.chance(0.5)
    ? `Балка двутавровая ${size} СТО АСЧМ 20-93 ${r.pick(['С255', 'С345', 'Ст3сп'] as const)}`
    : `Двутавр ${size} ГОСТ Р 57837-2017 ${r.pick(['С255', 'С345', '09Г2С'] as const)}`;
  return byMass(r, name, kg, 82 + r.next() * 22, { metres: [6, 400], tonnes: [0.5, 40], metreShare: 0.25, note: r.pick(['Длина 12 м.', 'Длина 11,7 м.', '']) });
};

const REBAR_D = [6, 8, 10, 12, 14, 16, 18, 20, 22, 25, 28, 32, 36, 40] as const;

const rebar: Maker = (r) => {
  const d = r.pick(REBAR_D);
  const kind = r.pickWeighted([[0, 6], [1, 2], [2, 2], [3, 1]] as const);
  if (kind === 3) {
    const dd = r.pick([4, 6, 8, 10, 12, 14] as const);
    return piece(`Арматура композитная стеклопластиковая АКП ${dd} мм`, U.m, money(r, dd * dd * 0.45 + 6), lots(r, 50, 2, 200), 'Бухты по 50–100 м.');
  }
  const name =
    kind === 0
      ? `Арматура А500С ${d} мм ГОСТ 34028-2016`
      : kind === 1
        ? `Арматура А-III (А400) ${d} мм 35ГС`
        : `Арматура А240 (А-I) ${d} мм гладкая`;
  return byMass(r, name, 0.00617 * d * d, 60 + r.next() * 18, {
    metres: [12, 6000],
    tonnes: [0.5, 80],
    metreShare: 0.3,
    note: d <= 10 ? r.pick(['В бухтах.', 'В прутках 11,7 м.']) : r.pick(['В прутках 11,7 м.', 'Длина 6 м.', '']),
  });
};

const ROUND_D = [8, 10, 12, 14, 16, 18, 20, 22, 25, 28, 30, 32, 36, 40, 45, 50, 56, 60, 65, 70, 75, 80, 90, 100, 110, 120, 130, 140, 150, 160, 180, 200] as const;
const ROUND_GRADES: readonly (readonly [string, number])[] = [
  ['Ст3сп', 72], ['ст. 20', 82], ['ст. 35', 88], ['ст. 45', 92], ['40Х', 110], ['09Г2С', 88], ['65Г', 105],
  ['12Х18Н10Т', 420], ['ШХ15', 140], ['30ХГСА', 125],
];

const roundBar: Maker = (r) => {
  const d = r.pick(ROUND_D);
  const [grade, rub] = r.pick(ROUND_GRADES);
  const calibrated = d <= 60 && r.chance(0.25);
  const name = calibrated
    ? `Круг калиброванный ${d} мм ${grade} ГОСТ 7417-75`
    : r.chance(0.6)
      ? `Круг ${d} мм ${grade === 'ст. 45' ? 'сталь 45' : grade} ГОСТ 2590-2006`
      : `Круг стальной ${d} ${grade}`;
  return byMass(r, name, 0.00617 * d * d, rub * (calibrated ? 1.2 : 1) * (0.9 + r.next() * 0.25), {
    metres: [2, 300],
    tonnes: [0.05, 15],
    metreShare: 0.2,
  });
};

const otherBar: Maker = (r) => {
  const kind = r.int(0, 5);
  if (kind === 0) {
    const [w, t] = r.pick([[20, 4], [25, 4], [30, 4], [40, 4], [40, 5], [50, 5], [60, 6], [80, 8], [100, 10], [120, 12]] as const);
    return byMass(r, `Полоса ${w}х${t} Ст3сп ГОСТ 103-2006`, w * t * 0.00785, 74 + r.next() * 18, { metreShare: 0.3 });
  }
  if (kind === 1) {
    const [w, t] = r.pick([[25, 4], [40, 4], [40, 5], [50, 5]] as const);
    return byMass(r, `Полоса оцинкованная ${w}х${t} для заземления`, w * t * 0.00785, 120 + r.next() * 30, { metreShare: 0.6 });
  }
  if (kind === 2) {
    const s = r.pick([10, 12, 14, 17, 19, 22, 24, 27, 30, 32, 36, 41, 46, 50] as const);
    return byMass(r, `Шестигранник ${s} мм ст. ${r.pick(['35', '45', '20'] as const)} ГОСТ 2879-2006`, 0.0068 * s * s, 95 + r.next() * 30, { metreShare: 0.2 });
  }
  if (kind === 3) {
    const a = r.pick([10, 12, 14, 16, 20, 25, 30, 40, 50] as const);
    return byMass(r, `Квадрат ${a} мм Ст3сп ГОСТ 2591-2006`, 0.00785 * a * a, 78 + r.next() * 18, { metreShare: 0.2 });
  }
  if (kind === 4) {
    const d = r.pick([5.5, 6, 6.5, 8] as const);
    return { name: `Катанка ${dec(d)} мм ${r.pick(['Ст1кп', 'Ст3', 'Ст0'] as const)} ГОСТ 30136-95`, unit: U.t, price: money(r, 64000 + r.next() * 12000), quantity: tonnes(r, 0.5, 30), note: 'В мотках.' };
  }
  const wire = r.int(0, 2);
  if (wire === 0) {
    const d = r.pick([1.2, 1.6, 2, 3, 4] as const);
    return piece(`Проволока вязальная ${dec(d)} мм термообработанная ГОСТ 3282-74`, U.kg, money(r, 115 + r.next() * 30), count(r, 20, 3000), 'Мотки по 5–50 кг.');
  }
  if (wire === 1) {
    const d = r.pick([3, 4, 5] as const);
    return { name: `Проволока ВР-1 ${d} мм`, unit: U.t, price: money(r, 88000 + r.next() * 15000), quantity: tonnes(r, 0.1, 10), note: '' };
  }
  const d = r.pick([0.8, 1, 1.2, 1.6] as const);
  return piece(`Проволока сварочная Св-08Г2С ${dec(d)} мм омеднённая`, U.kg, money(r, 175 + r.next() * 60), lots(r, 15, 1, 120), 'Кассеты по 15 кг.');
};

const mesh: Maker = (r) => {
  const kind = r.int(0, 2);
  if (kind === 0) {
    const [c, d] = r.pick([[50, 3], [50, 4], [100, 4], [100, 5], [150, 4], [200, 5]] as const);
    return piece(`Сетка кладочная ${c}х${c}х${d} (2х0,5 м)`, U.pcs, money(r, 60 + d * d * 8), count(r, 20, 3000));
  }
  if (kind === 1) {
    const [c, d] = r.pick([[12, 1], [25, 1.6], [50, 1.6], [50, 2]] as const);
    return piece(`Сетка сварная ${c}х${c}х${dec(d)} оцинкованная, рулон 1х25 м`, U.roll, money(r, 1400 + d * 1500), count(r, 2, 150));
  }
  const [c, d] = r.pick([[35, 1.6], [50, 1.6], [50, 2], [60, 2.5]] as const);
  return piece(`Сетка-рабица ${c}х${c}х${dec(d)} оцинкованная 1,5х10 м`, U.roll, money(r, 1200 + d * 700), count(r, 2, 200));
};

const profSheet: Maker = (r) => {
  const mark = r.pick(['С8', 'С10', 'С20', 'С21', 'НС35', 'Н60', 'Н75'] as const);
  const t = r.pick([0.45, 0.5, 0.55, 0.7, 0.8] as const);
  const coat = r.chance(0.5) ? 'оцинкованный' : `RAL ${r.pick(['3005', '5005', '6005', '7004', '8017', '9003'] as const)}`;
  const name = `Профнастил ${mark}-1150-${dec(t)} ${coat}`;
  const perM2 = t * 1050 + (coat === 'оцинкованный' ? 0 : 90);
  if (r.chance(0.5)) return piece(name, U.m2, money(r, perM2), count(r, 20, 2500));
  return piece(name, U.sheet, money(r, perM2 * 2.3), count(r, 5, 500), 'Длина листа 2 м.');
};

// ---------------------------------------------------------------------------------------------
// Cable and wire (кабель и провод)

const CU_SECTIONS = [1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240] as const;
const AL_SECTIONS = [16, 25, 35, 50, 70, 95, 120, 150, 185, 240] as const;
const COPPER_RUB_PER_KG = 1150;
const ALUMINIUM_RUB_PER_KG = 320;

const cableNotes = ['На барабане.', 'Отрезками от 50 м.', 'Остаток после монтажа, кабель не использовался.', 'Барабан № 14.', 'Барабан № 18.', ''] as const;

function halfSection(sec: number, sections: readonly number[]): number {
  const target = sec / 2;
  let best = sections[0] as number;
  for (const s of sections) if (Math.abs(s - target) < Math.abs(best - target)) best = s;
  return best;
}

function cableMetres(r: Random, sec: number): number {
  const max = sec <= 6 ? 3000 : sec <= 50 ? 1500 : 600;
  const n = count(r, 10, max);
  return n >= 100 && r.chance(0.5) ? Math.round(n / 10) * 10 : n;
}

const copperCable: Maker = (r) => {
  const mark = r.pickWeighted([
    ['ВВГнг(А)-LS', 30], ['ВВГнг(А)', 20], ['ВВГ', 8], ['ВВГнг(А)-FRLS', 10], ['ВВГ-Пнг(А)', 8], ['NYM', 5], ['ВБбШв', 8],
    ['ВБШвнг(А)-LS', 4], ['ВВГнг(А)-FRHF', 3], ['ПвБбШв', 4],
  ] as const);
  let cores: number;
  let sec: number;
  if (mark === 'ВВГ-Пнг(А)') {
    cores = r.pick([2, 3] as const);
    sec = r.pick([1.5, 2.5, 4, 6] as const);
  } else if (mark === 'NYM') {
    cores = r.pick([2, 3, 4, 5] as const);
    sec = r.pick([1.5, 2.5, 4, 6, 10, 16] as const);
  } else {
    cores = r.pickWeighted([[1, 1], [2, 2], [3, 4], [4, 3], [5, 3]] as const);
    const secs = cores === 1 ? CU_SECTIONS : cores <= 3 ? CU_SECTIONS.slice(0, 11) : CU_SECTIONS;
    sec = r.next() < 0.55 ? r.pick(secs.slice(0, 5)) : r.pick(secs);
  }
  let layout = `${cores}х${dec(sec)}`;
  let total = cores * sec;
  if ((cores === 4 || cores === 5) && sec >= 25 && r.chance(0.35)) {
    const small = halfSection(sec, CU_SECTIONS);
    layout = `${cores - 1}х${dec(sec)}+1х${dec(small)}`;
    total = (cores - 1) * sec + small;
  }
  const shape = cores >= 3 && sec >= 35 ? r.pick(['мс(N)', 'мк(N)', 'ок(N)', ''] as const) : sec <= 16 ? r.pick(['ок(N)', 'ок(PE)', '', ''] as const) : '';
  const voltage = sec <= 16 ? r.pick(['-0,66', '-0,66', '-1', ''] as const) : r.pick(['-1', '-1', ''] as const);
  let name = `Кабель ${mark} ${layout}${shape ? ` ${shape}` : ''}${voltage}`;
  if (r.chance(0.15)) name += ' ГОСТ 31996-2012';
  const k = mark.includes('FR') ? 1.25 : mark.includes('LS') ? 1.08 : 1;
  const armour = mark.includes('Б') && mark !== 'ВВГ-Пнг(А)' ? 1.15 : 1;
  const perMetre = ((total * 8.9) / 1000) * COPPER_RUB_PER_KG * (1.3 + r.next() * 0.3) * k * armour + 10;
  if (sec <= 4 && r.chance(0.06)) {
    return piece(name, U.km, money(r, perMetre * 1000), Math.round(tonnes(r, 0.1, 5) * 100) / 100, r.pick(cableNotes));
  }
  return piece(name, U.m, money(r, perMetre), cableMetres(r, sec), r.pick(cableNotes));
};

const aluminiumCable: Maker = (r) => {
  if (r.chance(0.2)) {
    const copper = r.chance(0.3);
    const sec = r.pick(copper ? ([50, 70, 95, 120, 150, 185, 240] as const) : ([70, 95, 120, 150, 185, 240, 300, 400, 500, 630] as const));
    const screen = r.pick([16, 25, 35, 50, 70] as const);
    const kv = r.pick(['6', '10', '10', '20'] as const);
    const name = `Кабель ${copper ? 'ПвПу2г' : 'АПвПу2г'} 1х${sec}/${screen}-${kv}`;
    const perMetre = copper ? 400 + sec * 14 : 250 + sec * 1.6;
    return piece(name, U.m, money(r, perMetre), count(r, 30, 1500), r.pick(cableNotes));
  }
  const mark = r.pick(['АВВГ', 'АВВГнг(А)-LS', 'АВБбШв', 'АПвБбШв', 'АВБбШвнг(А)', 'АПвВнг(А)-LS', 'АВВГнг(А)'] as const);
  const cores = r.pickWeighted([[1, 1], [2, 1], [3, 1], [4, 5], [5, 2]] as const);
  const sec = r.pick(AL_SECTIONS);
  let layout = `${cores}х${sec}`;
  let total = cores * sec;
  if (cores === 4 && sec >= 35 && r.chance(0.35)) {
    const small = halfSection(sec, AL_SECTIONS);
    layout = `3х${sec}+1х${small}`;
    total = 3 * sec + small;
  }
  const shape = cores >= 3 ? r.pick(['мс(N)', 'мс', 'ок(N)', ''] as const) : '';
  const name = `Кабель ${mark} ${layout}${shape ? ` ${shape}` : ''}-1`;
  const armour = mark.includes('Б') ? 1.25 : 1;
  const perMetre = ((total * 2.7) / 1000) * ALUMINIUM_RUB_PER_KG * (2.2 + r.next() * 0.6) * armour + 25;
  return piece(name, U.m, money(r, perMetre), cableMetres(r, sec), r.pick(cableNotes));
};

const controlCable: Maker = (r) => {
  const kind = r.int(0, 1);
  if (kind === 0) {
    const mark = r.pick(['КВВГ', 'КВВГнг(А)', 'КВВГнг(А)-LS', 'КВВГЭнг(А)-LS', 'КВБбШв', 'КВВГнг(А)-FRLS'] as const);
    const n = r.pick([4, 5, 7, 10, 14, 19, 27, 37] as const);
    const s = r.pick([0.75, 1, 1.5, 2.5, 4] as const);
    const perMetre = ((n * s * 8.9) / 1000) * COPPER_RUB_PER_KG * 1.6 + 15;
    return piece(`Кабель ${mark} ${n}х${dec(s)}`, U.m, money(r, perMetre), cableMetres(r, s), r.pick(cableNotes));
  }
  const mark = r.pick(['КГ', 'КГтп-ХЛ', 'КГН', 'КГ-ХЛ'] as const);
  const cores = r.pick([1, 2, 3, 4, 5] as const);
  const s = r.pick([1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95] as const);
  let layout = `${cores}х${dec(s)}`;
  let total = cores * s;
  if (cores === 4 && s >= 4 && r.chance(0.5)) {
    const small = halfSection(s, CU_SECTIONS);
    layout = `3х${dec(s)}+1х${dec(small)}`;
    total = 3 * s + small;
  }
  const perMetre = ((total * 8.9) / 1000) * COPPER_RUB_PER_KG * 1.7 + 12;
  return piece(`Кабель ${mark} ${layout}`, U.m, money(r, perMetre), cableMetres(r, s), r.pick(cableNotes));
};

const SIGNAL_CABLES: readonly (readonly [string, number])[] = [
  ['Кабель UTP 4х2х0,52 кат. 5e', 22], ['Кабель F/UTP 4х2х0,52 кат. 5e', 30], ['Кабель U/UTP 4х2х0,57 кат. 6', 38],
  ['Кабель КСПВ 4х0,5', 14], ['Кабель КСПВ 8х0,5', 24], ['Кабель КПСнг(А)-FRLS 1х2х0,75', 28],
  ['Кабель КПСнг(А)-FRLS 2х2х1,5', 75], ['Кабель МКЭШ 3х0,75', 70], ['Кабель МКЭШ 5х0,75', 105],
  ['Кабель RG-6U 75 Ом', 18], ['Кабель ТППэп 10х2х0,5', 45], ['Кабель ТППэп 50х2х0,5', 180], ['Кабель КИПЭВ 2х2х0,6', 65],
  ['Кабель МКШ 7х0,75', 95], ['Кабель оптический ОКЛ-0,22-16', 60], ['Кабель КММ 2х0,35', 20],
  ['Кабель КУНРС 5х2х0,75', 140], ['Кабель ПНСВ 1х1,2', 9],
];

const signalCable: Maker = (r) => {
  const [name, rub] = r.pick(SIGNAL_CABLES);
  if (name.includes('UTP') && r.chance(0.5)) {
    return piece(`${name} (бухта 305 м)`, U.coil, money(r, rub * 305), count(r, 1, 60));
  }
  return piece(name, U.m, money(r, rub), cableMetres(r, 1), r.pick(cableNotes));
};

const WIRE_COLOURS = ['белый', 'черный', 'красный', 'синий', 'желто-зеленый', 'коричневый', 'серый'] as const;

const wire: Maker = (r) => {
  const kind = r.pickWeighted([[0, 5], [1, 2], [2, 2], [3, 2], [4, 1], [5, 1]] as const);
  if (kind === 0) {
    const s = r.pick([0.5, 0.75, 1, 1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120] as const);
    const mark = r.pick(['ПуГВ', 'ПуГВ', 'ПуВ', 'ПВ-3'] as const);
    const name = `Провод ${mark} 1х${dec(s)} ${r.pick(WIRE_COLOURS)}`;
    const perMetre = ((s * 8.9) / 1000) * COPPER_RUB_PER_KG * 1.5 + 2;
    if (s <= 10 && r.chance(0.4)) return piece(`${name} (бухта 100 м)`, U.coil, money(r, perMetre * 100), count(r, 1, 80));
    return piece(name, U.m, money(r, perMetre), cableMetres(r, s));
  }
  if (kind === 1) {
    const n = r.pick([2, 3, 4, 5] as const);
    const s = r.pick([0.75, 1, 1.5, 2.5, 4] as const);
    const name = `Провод ПВС ${n}х${dec(s)}`;
    const perMetre = ((n * s * 8.9) / 1000) * COPPER_RUB_PER_KG * 1.6 + 6;
    if (r.chance(0.3)) return piece(`${name} (бухта 100 м)`, U.coil, money(r, perMetre * 100), count(r, 1, 50));
    return piece(name, U.m, money(r, perMetre), cableMetres(r, s));
  }
  if (kind === 2) {
    const [p, n] = r.pick([[16, 25], [25, 35], [35, 54.6], [50, 54.6], [70, 54.6], [95, 70], [120, 95]] as const);
    const perMetre = (((3 * p + n) * 2.7) / 1000) * ALUMINIUM_RUB_PER_KG * 1.8 + 10;
    return piece(`Провод СИП-2 3х${p}+1х${dec(n)}`, U.m, money(r, perMetre), cableMetres(r, p), r.pick(cableNotes));
  }
  if (kind === 3) {
    const [a, b] = r.pick([[35, 6.2], [50, 8], [70, 11], [95, 16], [120, 19], [150, 24], [185, 29], [240, 32]] as const);
    const perMetre = ((a * 2.7 + b * 7.85) / 1000) * 300 * 1.5;
    return piece(`Провод АС ${a}/${dec(b)}`, U.m, money(r, perMetre), count(r, 100, 6000), 'На барабанах.');
  }
  if (kind === 4) {
    const [n, s] = r.pick([[2, 16], [4, 16], [2, 25], [4, 25]] as const);
    return piece(`Провод СИП-4 ${n}х${s}`, U.m, money(r, ((n * s * 2.7) / 1000) * ALUMINIUM_RUB_PER_KG * 2 + 8), cableMetres(r, s));
  }
  const s = r.pick([0.12, 0.2, 0.35, 0.5, 0.75] as const);
  return piece(`Провод МГТФ ${dec(s)}`, U.m, money(r, 6 + s * 40), count(r, 100, 5000));
};

// ---------------------------------------------------------------------------------------------
// Pipeline fittings and valves (детали трубопроводов, арматура)

const FITTING_SIZES: readonly (readonly [number, number])[] = [
  [57, 3.5], [57, 4], [76, 3.5], [76, 4], [89, 3.5], [89, 4], [108, 4], [108, 5], [114, 4.5], [133, 4], [159, 4.5],
  [159, 6], [219, 6], [219, 8], [273, 8], [325, 8], [377, 10], [426, 10], [530, 10],
];

function elbowMass(d: number, s: number): number {
  return 1.5 * (d / 1000) * (Math.PI / 2) * 0.02466 * (d - s) * s;
}

const fitting: Maker = (r) => {
  const index = r.int(0, FITTING_SIZES.length - 1);
  const [d, s] = FITTING_SIZES[index] as readonly [number, number];
  const size = `${d}х${dec(s)}`;
  const grade = r.pick(['ст. 20', '09Г2С', 'ст. 20', '12Х18Н10Т'] as const);
  const stainless = grade === '12Х18Н10Т' ? 4 : 1;
  const base = (elbowMass(d, s) * (170 + r.next() * 90) + 30) * stainless;
  const kind = r.pickWeighted([[0, 5], [1, 2], [2, 2], [3, 1]] as const);
  if (kind === 0) {
    const angleDeg = r.pickWeighted([['90', 6], ['45', 3], ['60', 1], ['30', 1]] as const);
    const name = r.chance(0.5)
      ? `Отвод ${angleDeg}° ${size} ГОСТ 17375-2001 ${grade}`
      : `Отвод крутоизогнутый ${angleDeg}-${size} ${grade}`;
    return piece(name, U.pcs, money(r, base * (Number(angleDeg) / 90 + 0.1)), count(r, 2, 400));
  }
  if (kind === 1) {
    const [d2, s2] = FITTING_SIZES[Math.max(0, index - r.int(1, 3))] as readonly [number, number];
    if (d2 === d) return piece(`Заглушка эллиптическая ${size} ГОСТ 17379-2001`, U.pcs, money(r, base * 0.6), count(r, 2, 200));
    return piece(`Переход К ${size}-${d2}х${dec(s2)} ГОСТ 17378-2001`, U.pcs, money(r, base * 0.8), count(r, 2, 200));
  }
  if (kind === 2) {
    return piece(`Тройник ${size} ГОСТ 17376-2001 ${grade}`, U.pcs, money(r, base * 1.9), count(r, 1, 150));
  }
  return piece(`Заглушка эллиптическая ${size} ГОСТ 17379-2001`, U.pcs, money(r, base * 0.6), count(r, 2, 200));
};

const DN = [15, 20, 25, 32, 40, 50, 65, 80, 100, 125, 150, 200, 250, 300, 400, 500] as const;

const flange: Maker = (r) => {
  const dn = r.pick(DN);
  const pn = r.pick([6, 10, 16, 16, 25, 40] as const);
  const collar = r.chance(0.35);
  const name = collar
    ? `Фланец воротниковый Ду${dn} Ру${pn} ${r.pick(['ст. 20', '09Г2С'] as const)} ГОСТ 33259-2015`
    : `Фланец плоский Ду${dn} Ру${pn} ст. 20 ГОСТ 33259-2015`;
  const price = 4 * dn ** 1.15 * (pn / 16) ** 0.4 * (collar ? 1.8 : 1);
  if (r.chance(0.1)) return piece(`${name}, комплект с крепежом`, U.set, money(r, price * 2.6), count(r, 1, 60));
  return piece(name, U.pcs, money(r, price), count(r, 1, 300));
};

const VALVE_DN = [15, 20, 25, 32, 40, 50, 65, 80, 100, 125, 150, 200, 250, 300] as const;

const valve: Maker = (r) => {
  const kind = r.pickWeighted([[0, 3], [1, 2], [2, 3], [3, 2], [4, 2], [5, 1], [6, 1], [7, 1]] as const);
  const dn = r.pick(VALVE_DN.filter((v) => v >= 50));
  const note = r.pick(['Новая, с паспортом.', 'Хранение в заводской упаковке.', 'С консервации, без эксплуатации.', ''] as const);
  if (kind === 0) {
    const mark = r.pick(['30с41нж', '30с41нж', '30с64нж', '30с15нж'] as const);
    const pn = mark === '30с64нж' ? 25 : 16;
    return piece(`Задвижка ${mark} Ду${dn} Ру${pn}`, U.pcs, money(r, 3000 * (dn / 10) ** 0.95 * (pn === 25 ? 1.3 : 1)), count(r, 1, 40), note);
  }
  if (kind === 1) {
    const name = r.chance(0.5) ? `Задвижка 30ч6бр Ду${dn} Ру10` : `Задвижка клиновая МЗВ Ду${dn} Ру16 с обрезиненным клином`;
    return piece(name, U.pcs, money(r, 1800 * (dn / 10) ** 0.95), count(r, 1, 40), note);
  }
  if (kind === 2) {
    const d = r.pick(VALVE_DN);
    const form = r.int(0, 2);
    const name =
      form === 0
        ? `Кран шаровой 11с67п Ду${d} Ру40 фланцевый`
        : form === 1
          ? `Кран шаровой стальной КШЦФ Ду${d} Ру16`
          : `Кран шаровой под приварку Ду${d} Ру40`;
    return piece(name, U.pcs, money(r, 350 * (d / 10) ** 1.35 + 400), count(r, 1, 80), note);
  }
  if (kind === 3) {
    const size = r.pick(['1/2"', '3/4"', '1"', '1 1/4"', '1 1/2"', '2"'] as const);
    const price = { '1/2"': 320, '3/4"': 460, '1"': 720, '1 1/4"': 1150, '1 1/2"': 1550, '2"': 2400 }[size];
    return piece(`Кран шаровой латунный ${size} ${r.pick(['ВР-ВР', 'ВР-НР'] as const)} ${r.pick(['ручка-рычаг', 'ручка-бабочка'] as const)}`, U.pcs, money(r, price), count(r, 5, 500));
  }
  if (kind === 4) {
    return piece(`Затвор дисковый поворотный Ду${dn} Ру16 межфланцевый`, U.pcs, money(r, 900 * (dn / 10) ** 1.05), count(r, 1, 60), note);
  }
  if (kind === 5) {
    const d = r.pick([15, 20, 25, 32, 40, 50, 80, 100] as const);
    const name = r.pick([
      `Клапан обратный 16с10нж Ду${d} Ру16`, `Вентиль запорный 15с22нж Ду${d} Ру40`, `Вентиль 15кч19п Ду${d} Ру16`,
      `Клапан обратный поворотный 19с53нж Ду${d} Ру40`,
    ] as const);
    return piece(name, U.pcs, money(r, 1200 * (d / 10) ** 1.1), count(r, 1, 60), note);
  }
  if (kind === 6) {
    const d = r.pick([25, 32, 40, 50, 80] as const);
    return piece(`Клапан предохранительный 17с28нж Ду${d} Ру16`, U.pcs, money(r, 9000 + d * 300), count(r, 1, 20), note);
  }
  return piece(`Фильтр сетчатый фланцевый ФМФ Ду${dn} Ру16`, U.pcs, money(r, 800 * (dn / 10) ** 1.05), count(r, 1, 30), note);
};

const smallFitting: Maker = (r) => {
  const d = r.pick([15, 20, 25, 32, 40, 50] as const);
  const kind = r.pick(['Сгон стальной', 'Муфта стальная', 'Резьба стальная', 'Контргайка стальная', 'Бочата стальные'] as const);
  return piece(`${kind} Ду${d}`, U.pcs, money(r, 15 + d * 2.2), count(r, 20, 2000));
};

// ---------------------------------------------------------------------------------------------
// Bearings (подшипники)

const BORE_CODES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22] as const;

function boreMm(code: number): number {
  return code === 0 ? 10 : code === 1 ? 12 : code === 2 ? 15 : code === 3 ? 17 : code * 5;
}

const IMPORT_BRANDS: readonly (readonly [string, number])[] = [
  ['SKF', 3.2], ['FAG', 3], ['NSK', 2.8], ['NTN', 2.6], ['Timken', 2.9], ['ZWZ', 1.3], ['HRB', 1.2], ['VBF', 0.9],
];
const RUSSIAN_BRANDS: readonly (readonly [string, number])[] = [['ГПЗ-4', 1.1], ['ЕПК', 1.2], ['СПЗ-4', 1], ['ВПЗ', 1], ['', 1]];

const bearing: Maker = (r) => {
  const code = r.pick(BORE_CODES);
  const bb = String(code).padStart(2, '0');
  const bore = boreMm(code);
  const kind = r.pickWeighted([[0, 6], [1, 4], [2, 2], [3, 2], [4, 1], [5, 1]] as const);
  const imported = kind !== 1 && r.chance(0.6);
  const [brand, factor] = imported ? r.pick(IMPORT_BRANDS) : r.pick(RUSSIAN_BRANDS);
  let designation: string;
  let series: number;
  if (kind === 0) {
    const s = r.pickWeighted([['60', 2], ['62', 5], ['63', 3], ['64', 1]] as const);
    designation = `${s}${bb}${r.pick(['', '-2RS', '-2Z', ' ZZ', '-2RS1', ' C3', '-2RS C3'] as const)}`;
    series = { '60': 0.8, '62': 1.2, '63': 1.9, '64': 3 }[s];
  } else if (kind === 1) {
    const s = r.pick(['2', '3'] as const);
    const prefix = r.pick(['', '180', '80', '60'] as const);
    designation = `${prefix}${s}${bb}`;
    series = s === '2' ? 1.1 : 1.7;
  } else if (kind === 2) {
    const s = r.pick(['222', '223', '230'] as const);
    designation = `${s}${bb} ${r.pick(['CC/W33', 'EAW33', 'CA/W33', 'MBW33'] as const)}`;
    series = 8;
  } else if (kind === 3) {
    const s = r.pick(['302', '303', '322', '323'] as const);
    const russian = { '302': '72', '303': '73', '322': '75', '323': '76' }[s];
    designation = r.chance(0.5) ? `${s}${bb}` : `${s}${bb} (${russian}${bb})`;
    series = 2.2;
  } else if (kind === 4) {
    const s = r.pick(['NU 2', 'NJ 2', 'NU 3', 'N 3'] as const);
    designation = `${s}${bb} ${r.pick(['ECP', 'ECJ', 'ECM', 'E'] as const)}`;
    series = 4;
  } else {
    const d = Math.min(code, 12);
    const name = r.chance(0.5) ? `Подшипниковый узел UCP ${200 + Math.max(4, d)}` : `Корпус подшипника SN ${500 + Math.max(5, d)}`;
    return piece(name, U.pcs, money(r, 450 + boreMm(Math.max(4, d)) * 28), count(r, 1, 60));
  }
  const name = `Подшипник ${designation}${brand ? ` ${brand}` : ''}`;
  const price = (bore ** 1.5 + (bore > 50 ? (bore - 50) ** 2 * 0.8 : 0)) * series * factor + 40;
  return piece(name, U.pcs, money(r, price), count(r, 1, bore < 40 ? 500 : 80), r.pick(['В индивидуальной упаковке.', 'Новый, не устанавливался.', '', ''] as const));
};

// ---------------------------------------------------------------------------------------------
// Paints and coatings (ЛКМ)

const FEMININE_COLOURS = [
  'белая', 'черная', 'серая', 'красная', 'синяя', 'зеленая', 'желтая', 'голубая', 'коричневая', 'оранжевая', 'светло-серая',
  'темно-серая', 'вишневая', 'бежевая', 'слоновая кость',
] as const;

function paintPack(r: Random, name: string, packKg: number, rubPerKg: number): Made {
  if (r.chance(0.5)) return piece(`${name} ${dec(packKg)} кг`, U.kg, money(r, rubPerKg), lots(r, packKg, 1, 60));
  return piece(`${name} ${dec(packKg)} кг`, U.pcs, money(r, rubPerKg * packKg), count(r, 1, 300), 'Цена за упаковку.');
}

const paint: Maker = (r) => {
  const kind = r.pickWeighted([[0, 5], [1, 3], [2, 2], [3, 2], [4, 2], [5, 2], [6, 2]] as const);
  const pack = r.pick([0.9, 1.9, 2.7, 6, 20, 25, 50] as const);
  if (kind === 0) return paintPack(r, `Эмаль ПФ-115 ${r.pick(FEMININE_COLOURS)}`, pack, 170 + r.next() * 90);
  if (kind === 1) return paintPack(r, `Грунт ГФ-021 ${r.pick(['серый', 'красно-коричневый', 'белый'] as const)}`, pack, 140 + r.next() * 60);
  if (kind === 2) return paintPack(r, `Грунт-эмаль по ржавчине 3 в 1 ${r.pick(FEMININE_COLOURS)}`, r.pick([0.9, 1.9, 20] as const), 280 + r.next() * 120);
  if (kind === 3) {
    const name = r.pick([
      'Эмаль ХВ-124 защитная', 'Эмаль ХВ-785 серая', 'Эмаль КО-8101 серебристая термостойкая', 'Эмаль КО-8101 черная термостойкая',
      'Эмаль ЭП-140 серая', 'Эмаль НЦ-132 серая', 'Эмаль МЛ-12 голубая', 'Эмаль АК-511 для дорожной разметки белая',
    ] as const);
    return paintPack(r, name, r.pick([20, 25, 50] as const), 260 + r.next() * 260);
  }
  if (kind === 4) {
    const name = r.pick(['Краска ВД-АК-111 фасадная белая', 'Краска ВД-АК-111 интерьерная белая', 'Краска МА-15 сурик', 'Краска для бетонных полов серая'] as const);
    return paintPack(r, name, r.pick([3, 7, 14, 25] as const), 95 + r.next() * 90);
  }
  if (kind === 5) {
    const name = r.pick(['Растворитель 646', 'Уайт-спирит', 'Сольвент нефтяной', 'Ксилол нефтяной', 'Растворитель Р-4', 'Олифа Оксоль'] as const);
    const can = r.pick([1, 5, 10, 20, 200] as const);
    if (can === 200) return piece(`${name}, бочка 200 л`, U.l, money(r, 95 + r.next() * 60), lots(r, 200, 1, 10));
    return piece(`${name} ${can} л`, U.pcs, money(r, can * (110 + r.next() * 70)), count(r, 2, 300));
  }
  const name = r.pick(['Лак ПФ-283', 'Лак БТ-577', 'Мастика битумная МБР-90', 'Праймер битумный', 'Мастика резинобитумная'] as const);
  return paintPack(r, name, r.pick([2, 10, 18, 20] as const), 120 + r.next() * 120);
};

// ---------------------------------------------------------------------------------------------
// Packaging (упаковка)

const packaging: Maker = (r) => {
  const kind = r.pickWeighted([[0, 4], [1, 4], [2, 2], [3, 2], [4, 1], [5, 2], [6, 1], [7, 1]] as const);
  if (kind === 0) {
    const w = r.pick([250, 450, 500] as const);
    const t = r.pick([17, 20, 23, 30] as const);
    const machine = r.chance(0.35);
    const grade = r.pick(['первичная', 'первичная', 'вторичная', 'черная'] as const);
    const name = r.chance(0.6)
      ? `Стрейч-плёнка ${w} мм ${t} мкм ${grade}${machine ? ' машинная' : ''}`
      : `Пленка стрейч ${w} мм х ${t} мкм${machine ? ', машинная намотка' : ''}`;
    if (r.chance(0.4)) return piece(name, U.kg, money(r, 180 + r.next() * 70), count(r, 50, 3000));
    return piece(name, U.roll, money(r, (machine ? 16 : 2) * (190 + r.next() * 60)), count(r, 6, 600), machine ? 'Вес рулона 16 кг.' : 'Вес рулона 2 кг.');
  }
  if (kind === 1) {
    const [l, w, h] = r.pick([[300, 200, 200], [380, 285, 190], [400, 300, 300], [600, 400, 400], [500, 300, 300], [310, 260, 380], [600, 400, 200], [240, 180, 100]] as const);
    const board = r.pick(['Т-22', 'Т-23', 'Т-24', 'П-32'] as const);
    const price = ((2 * (l + w) * (h + w)) / 1_000_000) * (board === 'П-32' ? 75 : 42) + 4;
    return piece(`Коробка гофрокартон ${l}х${w}х${h} мм ${board} ${r.pick(['бурая', 'бурая', 'белая'] as const)}`, U.pcs, money(r, price), count(r, 50, 20000));
  }
  if (kind === 2) {
    const [w, l] = r.pick([[48, 66], [48, 100], [50, 150], [75, 66]] as const);
    const name = `Скотч упаковочный ${w} мм х ${l} м ${r.pick(['прозрачный', 'коричневый', 'белый'] as const)}`;
    if (r.chance(0.4)) return piece(`${name}, 36 шт`, U.pack, money(r, 36 * (l * 0.9 + 20)), count(r, 2, 300));
    return piece(name, U.pcs, money(r, l * 0.9 + 20), count(r, 24, 5000));
  }
  if (kind === 3) {
    const size = r.pick(['55х95', '55х105', '40х60', '50х90', '105х150'] as const);
    return piece(`Мешок полипропиленовый ${size} см ${r.pick(['белый', 'зеленый', 'белый'] as const)}`, U.pcs, money(r, size === '105х150' ? 28 : 8 + r.next() * 8), count(r, 100, 50000));
  }
  if (kind === 4) {
    const [w, l] = r.pick([[1.2, 50], [1.2, 100], [1.5, 100]] as const);
    return piece(`Плёнка воздушно-пузырчатая ${dec(w)}х${l} м двухслойная`, U.roll, money(r, w * l * 14), count(r, 2, 300));
  }
  if (kind === 5) {
    const name = r.pick(['Поддон деревянный 1200х800 (европоддон)', 'Поддон деревянный 1200х1000', 'Поддон деревянный 1200х800 б/у 1 сорт'] as const);
    return piece(name, U.pcs, money(r, name.includes('б/у') ? 280 : 520 + r.next() * 200), count(r, 10, 2000));
  }
  if (kind === 6) {
    const [w, l] = r.pick([[12, 1000], [15, 1500], [16, 1000], [19, 900]] as const);
    const pet = w >= 16 && r.chance(0.5);
    return piece(`Лента ${pet ? 'ПЭТ' : 'ПП'} упаковочная ${w} мм х ${l} м`, U.bobbin, money(r, w * l * (pet ? 0.13 : 0.07)), count(r, 2, 400));
  }
  const size = r.pick(['90х90х150', '95х95х160', '90х90х120'] as const);
  return piece(`Биг-бэг ${size} см, 1000 кг`, U.pcs, money(r, 450 + r.next() * 400), count(r, 10, 3000));
};

// ---------------------------------------------------------------------------------------------
// Electrical (электротехника)

const ELECTRIC_BRANDS = ['IEK', 'EKF', 'КЭАЗ', 'DEKraft', 'Schneider Electric', 'ABB', 'Legrand'] as const;
const MOTORS: readonly (readonly [string, number, number])[] = [
  ['АИР71B4', 0.75, 1500], ['АИР80A2', 1.5, 3000], ['АИР80B4', 1.5, 1500], ['АИР90L4', 2.2, 1500], ['АИР100S4', 3, 1500],
  ['АИР100L4', 4, 1500], ['АИР112M4', 5.5, 1500], ['АИР132S4', 7.5, 1500], ['АИР132M4', 11, 1500], ['АИР160S4', 15, 1500],
  ['АИР160M4', 18.5, 1500], ['АИР180S4', 22, 1500], ['АИР180M4', 30, 1500], ['АИР200M4', 37, 1500], ['АИР225M4', 55, 1500],
  ['АИР250S4', 75, 1500], ['АИР132M6', 7.5, 1000], ['АИР160S2', 15, 3000],
];

const electrical: Maker = (r) => {
  const kind = r.pickWeighted([[0, 5], [1, 2], [2, 3], [3, 2], [4, 2], [5, 2], [6, 2], [7, 2], [8, 1], [9, 1]] as const);
  if (kind === 0) {
    const series = r.pick(['ВА47-29', 'ВА47-63', 'ВА47-100'] as const);
    const poles = r.pickWeighted([[1, 4], [2, 1], [3, 3]] as const);
    const amps = r.pick(series === 'ВА47-100' ? ([50, 63, 80, 100] as const) : ([6, 10, 16, 20, 25, 32, 40, 50, 63] as const));
    const name = `Автоматический выключатель ${series} ${poles}P ${amps}А х-ка ${r.pick(['B', 'C', 'C', 'D'] as const)} ${r.pick(ELECTRIC_BRANDS)}`;
    return piece(name, U.pcs, money(r, 110 * poles + amps * 4), count(r, 5, 600));
  }
  if (kind === 1) {
    const amps = r.pick([100, 125, 160, 200, 250] as const);
    return piece(`Автоматический выключатель ВА57-35 3P ${amps}А`, U.pcs, money(r, 5000 + amps * 18), count(r, 1, 40));
  }
  if (kind === 2) {
    const type = r.pick(['ДПО', 'ДСП', 'ДБО', 'ДВО', 'ДКУ'] as const);
    const watts = r.pick(type === 'ДКУ' ? ([50, 100, 150] as const) : ([18, 24, 36, 40, 50] as const));
    const name = `Светильник светодиодный ${type} ${watts} Вт ${r.pick(['4000', '5000', '6500'] as const)}К IP${r.pick(['20', '40', '54', '65'] as const)}`;
    return piece(name, U.pcs, money(r, 200 + watts * 28), count(r, 5, 500));
  }
  if (kind === 3) {
    const [series, amps] = r.pick([['КМИ-11210', 12], ['КМИ-22510', 25], ['КМИ-34012', 40], ['КМИ-46512', 65], ['ПМЛ-1100', 10], ['ПМЛ-2100', 25], ['ПМЛ-3100', 40]] as const);
    return piece(`${series.startsWith('ПМЛ') ? 'Пускатель' : 'Контактор'} ${series} ${amps}А ${r.pick(['230В', '380В'] as const)}`, U.pcs, money(r, 600 + amps * 45), count(r, 2, 150));
  }
  if (kind === 4) {
    const [frame, kw, rpm] = r.pick(MOTORS);
    const name = `Электродвигатель ${frame} ${dec(kw)} кВт ${rpm} об/мин ${r.pick(['IM1081', 'IM2081', 'IM3081'] as const)}`;
    return piece(name, U.pcs, money(r, 9000 * kw ** 0.72 + 4000), count(r, 1, 12), r.pick(['Новый, с консервации.', 'Хранился в заводской упаковке.', '']));
  }
  if (kind === 5) {
    const ratio = r.pick([100, 150, 200, 300, 400, 600] as const);
    const name = r.chance(0.7) ? `Трансформатор тока ТТИ-А ${ratio}/5А 5ВА кл. 0,5` : `Трансформатор ТМГ-${r.pick([250, 400, 630] as const)}/10/0,4 У1`;
    return name.includes('ТМГ') ? piece(name, U.pcs, money(r, 550000 + r.next() * 500000), count(r, 1, 3)) : piece(name, U.pcs, money(r, 500 + ratio * 0.6), count(r, 3, 200));
  }
  if (kind === 6) {
    const [w, h] = r.pick([[100, 50], [200, 50], [300, 80], [400, 100], [50, 50]] as const);
    if (r.chance(0.5)) return piece(`Лоток перфорированный ${w}х${h} оцинкованный L=3000 мм`, U.pcs, money(r, 350 + w * 4.5), count(r, 5, 500));
    const [a, b] = r.pick([[25, 16], [40, 25], [60, 40], [100, 60], [16, 16]] as const);
    return piece(`Кабель-канал ${a}х${b} белый`, U.m, money(r, 20 + a * b * 0.05), count(r, 20, 3000));
  }
  if (kind === 7) {
    const d = r.pick([16, 20, 25, 32, 40, 50] as const);
    return piece(`Гофротруба ПВХ ${d} мм с зондом`, U.m, money(r, 4 + d * 0.45), lots(r, r.pick([50, 100] as const), 1, 40), 'Бухты по 50–100 м.');
  }
  if (kind === 8) {
    const name = r.pick([
      'Щит распределительный ЩРН-12 IP31', 'Щит распределительный ЩРН-24 IP31', 'Щит распределительный ЩРН-36 IP31',
      'Шкаф ЩМП-3 IP54 650х500х220', 'Счетчик электроэнергии Меркурий 230 ART-01', 'Счетчик электроэнергии Меркурий 234 ARTM-03',
      'Муфта кабельная 3ПСТ-10 70-120', 'Муфта кабельная 4ПСТ-1 70-120', 'Ящик с понижающим трансформатором ЯТП-0,25 220/12',
    ] as const);
    return piece(name, U.pcs, money(r, 2500 + r.next() * 14000), count(r, 1, 60));
  }
  const [s, bolt] = r.pick([[16, 8], [25, 8], [35, 10], [50, 10], [70, 12], [95, 12], [120, 12], [150, 16]] as const);
  return piece(`Наконечник кабельный ТМЛ ${s}-${bolt}`, U.pcs, money(r, 20 + s * 0.9), count(r, 20, 3000));
};

// ---------------------------------------------------------------------------------------------
// Fasteners (метизы)

const BOLT_D = [6, 8, 10, 12, 14, 16, 20, 24, 27, 30] as const;

const fastener: Maker = (r) => {
  const kind = r.pickWeighted([[0, 5], [1, 3], [2, 2], [3, 2], [4, 2], [5, 3], [6, 3], [7, 2], [8, 1], [9, 2]] as const);
  const d = r.pick(BOLT_D);
  const zinc = r.chance(0.4) ? ' оцинкованный' : '';
  if (kind === 0) {
    const len = Math.max(d * 2, r.pick([20, 25, 30, 35, 40, 50, 60, 70, 80, 90, 100, 120, 150, 200] as const));
    const cls = r.pick(['5.8', '8.8', '8.8', '10.9'] as const);
    const name = r.chance(0.6) ? `Болт М${d}х${len} ГОСТ 7798-70 кл. пр. ${cls}${zinc}` : `Болт DIN 933 М${d}х${len} ${cls}${zinc ? ' цинк' : ''}`;
    return piece(name, U.kg, money(r, 140 + (cls === '10.9' ? 80 : 0) + r.next() * 80), count(r, 5, 2000));
  }
  if (kind === 1) {
    const name = r.chance(0.6) ? `Гайка М${d} ГОСТ 5915-70 кл. пр. ${r.pick(['5', '8', '10'] as const)}${zinc ? ' оцинкованная' : ''}` : `Гайка DIN 934 М${d}${zinc ? ' цинк' : ''}`;
    return piece(name, U.kg, money(r, 150 + r.next() * 80), count(r, 5, 1500));
  }
  if (kind === 2) {
    const name = r.pick([`Шайба ${d} ГОСТ 11371-78`, `Шайба гроверная ${d} ГОСТ 6402-70`, `Шайба DIN 125 М${d}`, `Шайба увеличенная DIN 9021 М${d}`] as const);
    return piece(name, U.kg, money(r, 160 + r.next() * 80), count(r, 2, 800));
  }
  if (kind === 3) {
    const len = r.pick([1000, 2000] as const);
    return piece(`Шпилька резьбовая М${d}х${len} DIN 975 ${r.pick(['4.8', '8.8'] as const)}`, U.pcs, money(r, (d * d * len) / 3500 + 20), count(r, 10, 2000));
  }
  if (kind === 4) {
    const [a, b] = r.pick([[6, 40], [8, 65], [10, 100], [12, 100], [12, 150], [16, 150]] as const);
    const name = r.chance(0.5) ? `Анкер клиновой ${a}х${b}` : `Анкерный болт с гайкой ${a}х${b}`;
    return piece(name, U.pcs, money(r, 6 + a * b * 0.045), count(r, 50, 5000));
  }
  if (kind === 5) {
    const size = r.pick(['4,8х19', '4,8х29', '4,8х35', '5,5х19', '5,5х32', '4,8х50'] as const);
    const name = `Саморез кровельный ${size} RAL ${r.pick(['3005', '6005', '8017', '9003', '7004'] as const)}`;
    if (r.chance(0.5)) return piece(`${name}, 250 шт`, U.pack, money(r, 250 * (1.6 + r.next())), count(r, 2, 400));
    return piece(name, U.kpcs, money(r, 1600 + r.next() * 900), count(r, 1, 200));
  }
  if (kind === 6) {
    const size = r.pick(['1,8х32', '2х40', '2,5х50', '3х70', '3,5х90', '4х100', '5х150', '6х200'] as const);
    return piece(`Гвозди строительные ${size} ГОСТ 4028-63`, U.kg, money(r, 95 + r.next() * 45), lots(r, 5, 1, 400), 'Ящики по 25 кг.');
  }
  if (kind === 7) {
    const [brand, rub] = r.pick([['УОНИ-13/55', 230], ['МР-3', 190], ['АНО-21', 200], ['ОК 46.00', 420], ['ЦЛ-11', 1250], ['ОЗС-12', 210], ['ЦУ-5', 520], ['ОЗЛ-8', 1150]] as const);
    const dd = r.pick([2.5, 3, 4, 5] as const);
    return piece(`Электроды ${brand} ${dec(dd)} мм`, U.kg, money(r, rub), lots(r, 5, 1, 200), 'Пачки по 5 кг.');
  }
  if (kind === 8) {
    const size = r.pick(['3,2х8', '4х10', '4х12', '4,8х12', '4,8х16'] as const);
    return piece(`Заклепка вытяжная ${size} ${r.pick(['алюминий/сталь', 'сталь/сталь', 'нержавеющая'] as const)}`, U.kpcs, money(r, 650 + r.next() * 900), count(r, 1, 80));
  }
  const kind2 = r.int(0, 2);
  if (kind2 === 0) {
    const dd = r.pick([6, 8, 10, 12, 16] as const);
    return piece(`Трос стальной ${dd} мм ГОСТ 2688-80`, U.m, money(r, 20 + dd * dd * 1.1), count(r, 20, 3000));
  }
  if (kind2 === 1) {
    const dd = r.pick([6, 8, 10, 13] as const);
    return piece(`Цепь такелажная короткозвенная ${dd} мм DIN 766`, U.m, money(r, 40 + dd * dd * 3.2), count(r, 5, 500));
  }
  const size = r.pick(['16-25', '20-32', '32-50', '40-60', '60-80'] as const);
  return piece(`Хомут червячный ${size} мм нерж.`, U.pcs, money(r, 25 + r.next() * 40), count(r, 20, 3000));
};

// ---------------------------------------------------------------------------------------------
// Tools (инструмент)

const tool: Maker = (r) => {
  const kind = r.pickWeighted([[0, 4], [1, 2], [2, 3], [3, 1], [4, 2], [5, 2], [6, 2], [7, 2], [8, 1]] as const);
  if (kind === 0) {
    const d = r.pick([115, 125, 150, 180, 230] as const);
    const t = r.pick([1, 1.2, 1.6, 2, 2.5] as const);
    const name = `Диск отрезной по металлу ${d}х${dec(t)}х22,23 ${r.pick(['Луга', 'Hitachi', 'Bosch', 'Cutop', 'Makita'] as const)}`;
    if (r.chance(0.4)) return piece(`${name}, 25 шт`, U.pack, money(r, 25 * (d * 0.45 + 10)), count(r, 1, 200));
    return piece(name, U.pcs, money(r, d * 0.45 + 10), count(r, 25, 5000));
  }
  if (kind === 1) {
    const [d, h, bore] = r.pick([[125, 6, 22], [180, 6, 22], [230, 6, 22], [250, 25, 76], [300, 40, 76], [400, 40, 127]] as const);
    const name = d >= 250 ? `Круг шлифовальный ПП ${d}х${h}х${bore} 25А 40 СМ` : `Круг зачистной ${d}х${h}х${bore}`;
    return piece(name, U.pcs, money(r, d * d * h * 0.00035 + 60), count(r, 5, 600));
  }
  if (kind === 2) {
    const d = r.pick([2, 3, 3.3, 4, 4.2, 5, 6, 6.8, 8, 8.5, 10, 10.2, 12, 14, 16] as const);
    return piece(`Сверло по металлу ${dec(d)} мм Р6М5 ГОСТ 10902-77`, U.pcs, money(r, 15 + d * d * 2.2), count(r, 10, 1000));
  }
  if (kind === 3) {
    const [d, p] = r.pick([[6, 1], [8, 1.25], [10, 1.5], [12, 1.75], [16, 2], [20, 2.5]] as const);
    return piece(`Метчик машинно-ручной М${d}х${dec(p)} Р6М5`, U.pcs, money(r, 80 + d * 18), count(r, 5, 400));
  }
  if (kind === 4) {
    const name = r.pick([
      'Ключ гаечный комбинированный 17 мм', 'Ключ гаечный рожковый 17х19', 'Ключ гаечный рожковый 22х24',
      'Набор ключей комбинированных 8-32 мм, 22 предмета', 'Набор головок 1/2" 24 предмета', 'Набор головок 1/2" 94 предмета',
      'Ключ трубный рычажный №3', 'Ключ динамометрический 1/2" 40-210 Нм',
    ] as const);
    return piece(name, name.startsWith('Набор') ? U.kit : U.pcs, money(r, name.startsWith('Набор') ? 3500 + r.next() * 9000 : 250 + r.next() * 2500), count(r, 2, 200));
  }
  if (kind === 5) {
    const [name, rub] = r.pick([
      ['Перфоратор Makita HR2470', 14500], ['УШМ Bosch GWS 9-125', 7800], ['УШМ Интерскол УШМ-230/2300М', 8900],
      ['Дрель-шуруповерт аккумуляторная Makita DDF453', 12500], ['Сварочный инвертор Ресанта САИ-220', 11900],
      ['Генератор бензиновый Huter DY6500L', 52000], ['Компрессор поршневой Fubag 100 л', 38000], ['Пила торцовочная Metabo KS 216', 23000],
      ['Миксер строительный Зубр ЗМР-1600', 9500],
    ] as const);
    return piece(name, U.pcs, money(r, rub), count(r, 1, 30), r.pick(['Новый, в упаковке.', 'Гарантия производителя.', '']));
  }
  if (kind === 6) {
    const t = r.pick([1, 2, 3, 5] as const);
    const name = r.pick([
      `Таль ручная цепная ${t} т ${r.pick([3, 6] as const)} м`, `Строп текстильный петлевой СТП ${t} т ${r.pick([2, 3, 4, 6] as const)} м`,
      `Домкрат гидравлический бутылочный ${t * 5} т`, `Строп цепной 2СЦ ${t} т 2 м`,
    ] as const);
    return piece(name, U.pcs, money(r, name.startsWith('Строп текстильный') ? 500 + t * 300 : 2500 + t * 2600), count(r, 1, 80));
  }
  if (kind === 7) {
    const name = r.pick([
      'Лопата штыковая с черенком', 'Лопата совковая ЛСП', 'Кувалда 5 кг', 'Кувалда 8 кг', 'Рулетка 5 м', 'Рулетка 10 м',
      'Уровень строительный 1000 мм', 'Лом монтажный 25 мм', 'Тачка строительная 100 л', 'Ножовка по металлу',
    ] as const);
    return piece(name, U.pcs, money(r, 250 + r.next() * 2500), count(r, 5, 300));
  }
  const [w, h, grade] = r.pick([[16, 10, 'Т5К10'], [20, 12, 'Т15К6'], [25, 16, 'ВК8'], [32, 20, 'Т5К10']] as const);
  return piece(`Резец токарный проходной отогнутый ${w}х${h} ${grade}`, U.pcs, money(r, 150 + w * 9), count(r, 5, 300));
};

// ---------------------------------------------------------------------------------------------
// Workwear and PPE (спецодежда, СИЗ)

const SIZES = ['44-46', '48-50', '52-54', '56-58', '60-62'] as const;
const HEIGHTS = ['170-176', '182-188'] as const;

const workwear: Maker = (r) => {
  const kind = r.pickWeighted([[0, 4], [1, 2], [2, 4], [3, 2], [4, 2], [5, 2], [6, 1]] as const);
  const size = `р. ${r.pick(SIZES)}/${r.pick(HEIGHTS)}`;
  if (kind === 0) {
    const season = r.pick(['летний', 'зимний', 'летний'] as const);
    const model = r.pick(['«Мастер»', '«Профессионал»', '«Механик»', '«Строитель»', '«Вектор»', '«Техник»'] as const);
    const colour = r.pick(['серый с красным', 'синий', 'темно-синий', 'серо-зеленый', 'оранжевый', 'черный с желтым'] as const);
    return piece(`Костюм рабочий ${season} ${model} ${colour} ${size}`, U.set, money(r, season === 'зимний' ? 3800 + r.next() * 2500 : 1400 + r.next() * 1200), count(r, 2, 300));
  }
  if (kind === 1) {
    const [item, rub] = r.pick([
      ['Куртка утепленная мужская', 3900], ['Куртка сигнальная зимняя', 4300], ['Брюки рабочие', 1100],
      ['Полукомбинезон рабочий', 1350], ['Халат рабочий х/б', 850],
    ] as const);
    return piece(`${item} ${size}`, U.pcs, money(r, rub * (0.8 + r.next() * 0.5)), count(r, 2, 300));
  }
  if (kind === 2) {
    const name = r.pick([
      `Перчатки х/б с ПВХ ${r.pick(['точка', 'протектор', 'волна'] as const)} ${r.pick([7.5, 10, 13] as const).toString().replace('.', ',')} класс`,
      'Перчатки трикотажные х/б 4 нити', 'Перчатки нитриловые МБС', 'Перчатки латексные КЩС тип 1', 'Краги сварщика спилковые',
      'Рукавицы брезентовые', 'Рукавицы комбинированные',
    ] as const);
    return piece(name, U.pair, money(r, name.includes('Краги') ? 260 + r.next() * 150 : 12 + r.next() * 55), count(r, 50, 20000));
  }
  if (kind === 3) {
    const shoe = r.int(39, 47);
    const name = r.pick([`Сапоги резиновые мужские р. ${shoe}`, `Сапоги ПВХ утепленные р. ${shoe}`, `Ботинки кожаные с металлическим подноском р. ${shoe}`, `Валенки на резиновой подошве р. ${shoe}`] as const);
    return piece(name, U.pair, money(r, name.startsWith('Ботинки') ? 2200 + r.next() * 1500 : 700 + r.next() * 1300), count(r, 2, 200));
  }
  if (kind === 4) {
    const name = r.pick([
      `Каска защитная СОМЗ-55 ${r.pick(['белая', 'оранжевая', 'желтая', 'красная'] as const)}`, 'Очки защитные открытые О15',
      'Щиток защитный лицевой НБТ', 'Жилет сигнальный оранжевый 2 класс', 'Пояс предохранительный ПП-1', 'Беруши с шнурком',
    ] as const);
    return piece(name, U.pcs, money(r, 80 + r.next() * 900), count(r, 5, 1000));
  }
  if (kind === 5) {
    const name = r.pick(['Респиратор 3M 8112 FFP1', 'Респиратор 3M 9312 FFP1', 'Респиратор Алина-100', 'Респиратор Лепесток-200', 'Респиратор У-2К'] as const);
    if (r.chance(0.3)) return piece(`${name}, 20 шт`, U.pack, money(r, 20 * (45 + r.next() * 120)), count(r, 1, 200));
    return piece(name, U.pcs, money(r, 45 + r.next() * 120), count(r, 20, 5000));
  }
  return piece(`Комбинезон защитный одноразовый ${r.pick(['Tyvek Classic Xpert', 'Каспер-3', 'КЗМ'] as const)} ${r.pick(['M', 'L', 'XL', 'XXL'] as const)}`, U.pcs, money(r, 180 + r.next() * 700), count(r, 10, 1500));
};

// ---------------------------------------------------------------------------------------------
// Building materials (стройматериалы)

const building: Maker = (r) => {
  const kind = r.pickWeighted([[0, 3], [1, 2], [2, 2], [3, 2], [4, 3], [5, 2], [6, 2], [7, 2], [8, 1], [9, 1], [10, 1], [11, 1]] as const);
  if (kind === 0) {
    const [mark, norm] = r.pick([['М400 Д20', 'ЦЕМ II/А-Ш 32,5Б'], ['М500 Д0', 'ЦЕМ I 42,5Н'], ['М500 Д20', 'ЦЕМ II/А-Ш 42,5Б']] as const);
    if (r.chance(0.3)) return { name: `Цемент ${norm} навалом`, unit: U.t, price: money(r, 6500 + r.next() * 2500), quantity: tonnes(r, 5, 120), note: 'Отгрузка в цементовоз.' };
    const bag = r.pick([25, 50] as const);
    return piece(`Цемент ${mark} (${norm}) ${bag} кг`, U.bag, money(r, bag * (7 + r.next() * 4)), count(r, 20, 2000), 'На поддонах, хранение в закрытом складе.');
  }
  if (kind === 1) {
    const [name, rub] = r.pick([
      ['Штукатурка гипсовая Knauf Ротбанд 30 кг', 620], ['Штукатурка гипсовая Волма Слой 30 кг', 430], ['Клей плиточный Ceresit CM 11 25 кг', 560],
      ['Клей плиточный Юнис 2000 25 кг', 450], ['Смесь кладочная М150 40 кг', 260], ['Пескобетон М300 40 кг', 240],
      ['Наливной пол Основит Скорлайн 20 кг', 520], ['Шпаклевка полимерная Шитрок 28 кг', 1450],
    ] as const);
    return piece(name, U.bag, money(r, rub), count(r, 10, 1500));
  }
  if (kind === 2) {
    const name = `Кирпич керамический ${r.pick(['одинарный', 'полуторный'] as const)} ${r.pick(['полнотелый', 'пустотелый'] as const)} М${r.pick([125, 150, 175] as const)}`;
    if (r.chance(0.4)) return piece(name, U.kpcs, money(r, 18000 + r.next() * 14000), Math.round(tonnes(r, 0.5, 40) * 10) / 10, 'На поддонах по 300–400 шт.');
    return piece(name, U.pcs, money(r, 18 + r.next() * 14), lots(r, 100, 3, 400));
  }
  if (kind === 3) {
    const density = r.pick([400, 500, 600] as const);
    const t = r.pick([100, 150, 200, 250, 300, 375, 400] as const);
    return piece(`Блок газобетонный D${density} 600х250х${t}`, U.m3, money(r, 5200 + density * 2.5 + r.next() * 1000), Math.round(tonnes(r, 1, 60) * 100) / 100);
  }
  if (kind === 4) {
    const form = r.int(0, 3);
    if (form === 0) {
      const t = r.pick([9, 12, 15, 18, 22] as const);
      return piece(`Плита OSB-3 ${t} мм 2500х1250`, U.sheet, money(r, 75 * t + 100), count(r, 5, 600));
    }
    if (form === 1) {
      const t = r.pick([4, 6, 8, 10, 12, 15, 18, 21] as const);
      const type = r.pick(['ФК', 'ФСФ', 'ФСФ ламинированная'] as const);
      return piece(`Фанера ${type} ${t} мм 1525х1525 сорт ${r.pick(['2/2', '3/3', '4/4', '2/4'] as const)}`, U.sheet, money(r, 95 * t + (type.includes('ламин') ? 900 : 150)), count(r, 5, 800));
    }
    if (form === 2) {
      const t = r.pick([9.5, 12.5] as const);
      const wet = r.chance(0.35);
      return piece(`Гипсокартон ${wet ? 'ГКЛВ влагостойкий' : 'ГКЛ'} ${dec(t)} мм 2500х1200 ${r.pick(['Knauf', 'Волма', 'Gyproc'] as const)}`, U.sheet, money(r, wet ? 520 : 400), count(r, 10, 1000));
    }
    const [profile, rub] = r.pick([['ПП 60х27', 210], ['ПН 28х27', 140], ['ПС 50х50', 260], ['ПН 50х40', 230]] as const);
    return piece(`Профиль для ГКЛ ${profile} 3 м 0,${r.pick([4, 5, 6] as const)} мм`, U.pcs, money(r, rub), count(r, 20, 3000));
  }
  if (kind === 5) {
    const [name, rub] = r.pick([
      ['Утеплитель Rockwool Лайт Баттс 50 мм', 1150], ['Утеплитель Техноблок Стандарт 100 мм', 1450], ['Утеплитель ISOVER Венти 50 мм', 1300],
      ['Пеноплэкс Комфорт 50 мм', 780], ['Утеплитель Техноплекс 100 мм', 820], ['Утеплитель Технониколь Роклайт 50 мм', 850],
    ] as const);
    if (r.chance(0.3)) return piece(name, U.m3, money(r, rub * 3.3), Math.round(tonnes(r, 1, 60) * 100) / 100);
    return piece(`${name}, упаковка`, U.pack, money(r, rub), count(r, 5, 800));
  }
  if (kind === 6) {
    const [a, b] = r.pick([[25, 100], [25, 150], [40, 150], [50, 100], [50, 150], [50, 200], [100, 100], [150, 150], [100, 150], [50, 50]] as const);
    const beamLike = a === b || a >= 100;
    const name = beamLike ? `Брус ${a}х${b}х6000 мм хвоя ${r.pick(['1', '2'] as const)} сорт` : `Доска обрезная ${a}х${b}х6000 мм ${r.pick(['1', '2'] as const)} сорт хвоя`;
    return piece(name, U.m3, money(r, 17000 + r.next() * 11000), Math.round(tonnes(r, 0.5, 40) * 1000) / 1000, 'Естественной влажности.');
  }
  if (kind === 7) {
    const [name, rub] = r.pick([
      ['Рубероид РКП-350', 520], ['Рубероид РКК-350', 650], ['Линокром ТКП', 1250], ['Линокром ХПП', 980], ['Техноэласт ЭКП', 2700],
      ['Изоспан B 70 м²', 1300], ['Унифлекс ЭПП', 1650],
    ] as const);
    return piece(name, U.roll, money(r, rub), count(r, 5, 600));
  }
  if (kind === 8) {
    const name = `Плитка тротуарная ${r.pick(['«Кирпичик»', '«Волна»', '«Катушка»', '«Старый город»'] as const)} ${r.pick([60, 80] as const)} мм ${r.pick(['серая', 'красная', 'коричневая'] as const)}`;
    return piece(name, U.m2, money(r, 650 + r.next() * 500), Math.round(tonnes(r, 5, 900) * 10) / 10);
  }
  if (kind === 9) {
    const name = `Керамогранит ${r.pick(['600х600', '300х300', '1200х600'] as const)} ${r.pick(['серый', 'бежевый', 'белый', 'графит'] as const)} ${r.pick(['матовый', 'полированный', 'структурированный'] as const)}`;
    return piece(name, U.m2, money(r, 700 + r.next() * 1600), Math.round(tonnes(r, 5, 800) * 100) / 100);
  }
  if (kind === 10) {
    const name = r.pick(['Песок строительный мытый', 'Песок карьерный', 'Щебень гранитный фр. 5-20', 'Щебень гранитный фр. 20-40', 'Щебень известняковый фр. 40-70', 'Керамзит фр. 10-20'] as const);
    if (name.startsWith('Керамзит')) return piece(name, U.m3, money(r, 2600 + r.next() * 1000), count(r, 5, 300));
    return { name, unit: U.t, price: money(r, name.includes('Песок') ? 700 + r.next() * 500 : 1600 + r.next() * 1200), quantity: tonnes(r, 10, 800), note: 'Отгрузка самосвалами.' };
  }
  const [name, rub] = r.pick([
    ['Кольцо колодезное КС 10-9', 5200], ['Кольцо колодезное КС 15-9', 9800], ['Кольцо колодезное КС 20-9', 16500],
    ['Плита дорожная 2П30.18-30', 24500], ['Бордюр БР 100.30.15', 650], ['Лоток водоотводный бетонный 1000х140х125', 950],
    ['Плита перекрытия ПК 60-15-8', 27000], ['Фундаментный блок ФБС 24.4.6', 7800],
  ] as const);
  return piece(name, U.pcs, money(r, rub), count(r, 1, 200));
};

// ---------------------------------------------------------------------------------------------
// Rubber goods, hydraulics, seals (РТИ, гидравлика, уплотнения)

const rubber: Maker = (r) => {
  const kind = r.pickWeighted([[0, 3], [1, 2], [2, 2], [3, 2], [4, 2], [5, 2]] as const);
  if (kind === 0) {
    const section = r.pick(['A(А)', 'B(Б)', 'C(В)', 'SPA', 'SPB', 'SPZ'] as const);
    const len = r.pick([1000, 1250, 1400, 1600, 1800, 2000, 2240, 2500, 2800, 3150, 3550] as const);
    const name = section.startsWith('SP') ? `Ремень клиновой ${section}-${len} Lw` : `Ремень приводной клиновой ${section}-${len} ГОСТ 1284.1-89`;
    return piece(name, U.pcs, money(r, 120 + len * 0.22 * (section.startsWith('C') ? 2 : 1)), count(r, 2, 300));
  }
  if (kind === 1) {
    const type = r.pick(['1SN', '2SN', '4SP'] as const);
    const dn = r.pick([6, 8, 10, 12, 16, 20, 25, 32] as const);
    const len = r.pick([500, 750, 1000, 1500, 2000, 3000] as const);
    return piece(`Рукав высокого давления ${type} DN${dn} L=${len} мм`, U.pcs, money(r, 350 + dn * len * 0.04 * (type === '4SP' ? 2.2 : 1)), count(r, 1, 150));
  }
  if (kind === 2) {
    const cls = r.pick(['В(III)', 'Г(IV)', 'Ж(VI)'] as const);
    const d = r.pick([12, 16, 20, 25, 32, 38, 50] as const);
    return piece(`Рукав напорный ${cls}-1,6-${d} ГОСТ 18698-79`, U.m, money(r, 60 + d * 7), count(r, 10, 1000), 'Бухты по 20–50 м.');
  }
  if (kind === 3) {
    const [d, dd, h] = r.pick([[20, 35, 7], [30, 47, 10], [40, 60, 10], [50, 70, 10], [60, 80, 12], [80, 105, 12], [100, 125, 12], [150, 180, 15]] as const);
    const name = r.chance(0.6) ? `Манжета армированная ${d}х${dd}х${h} ГОСТ 8752-79` : `Кольцо уплотнительное ${String(d).padStart(3, '0')}-${String(d + 5).padStart(3, '0')}-30 ГОСТ 9833-73`;
    return piece(name, U.pcs, money(r, 25 + d * 2.5), count(r, 10, 2000));
  }
  if (kind === 4) {
    const t = r.pick([0.5, 1, 2, 3, 4, 5] as const);
    const name = r.chance(0.5) ? `Паронит ${r.pick(['ПОН-Б', 'ПМБ'] as const)} ${dec(t)} мм` : `Техпластина ${r.pick(['ТМКЩ', 'МБС'] as const)} ${r.pick([2, 3, 4, 5, 6, 8, 10] as const)} мм`;
    return piece(name, U.kg, money(r, 230 + r.next() * 220), count(r, 10, 3000));
  }
  const d = r.pick([8, 10, 12, 14, 16, 20] as const);
  const name = r.chance(0.5) ? `Набивка сальниковая ${r.pick(['АП-31', 'ХБП', 'АГИ'] as const)} ${d} мм` : `Шнур асбестовый ШАОН ${d} мм`;
  return piece(name, U.kg, money(r, 350 + r.next() * 500), count(r, 5, 600));
};

// ---------------------------------------------------------------------------------------------
// Oils and lubricants (масла, смазки)

const lubricant: Maker = (r) => {
  if (r.chance(0.6)) {
    const oil = r.pick([
      'Масло индустриальное И-20А', 'Масло индустриальное И-40А', 'Масло гидравлическое ВМГЗ', 'Масло гидравлическое МГЕ-46В',
      'Масло компрессорное КС-19', 'Масло трансмиссионное ТАД-17и', 'Масло моторное М-10Г2к', 'Масло моторное Лукойл Авангард 15W-40',
      'Масло трансформаторное ГК', 'Масло редукторное Mobilgear 600 XP 220', 'Масло гидравлическое Shell Tellus S2 M 46',
    ] as const);
    const rubPerLitre = (oil.includes('Mobil') || oil.includes('Shell') ? 480 : 150) + r.next() * 120;
    const pack = r.pick([20, 216.5, 216.5, 1000] as const);
    if (pack === 20) return piece(`${oil}, канистра 20 л`, U.pcs, money(r, rubPerLitre * 20), count(r, 1, 200));
    return piece(`${oil}${pack === 1000 ? ', еврокуб 1000 л' : ', бочка 216,5 л'}`, U.l, money(r, rubPerLitre), lots(r, pack === 1000 ? 1000 : 216.5, 1, 20));
  }
  const grease = r.pick(['Смазка Литол-24', 'Смазка Солидол Ж', 'Смазка ЦИАТИМ-201', 'Смазка графитная', 'Смазка ШРУС-4', 'Смазка ЛИТА'] as const);
  const pack = r.pick([0.8, 2, 10, 18, 21.5, 180] as const);
  return piece(`${grease} ${dec(pack)} кг`, U.kg, money(r, 190 + r.next() * 240), Math.round(lots(r, pack, 1, 40) * 10) / 10);
};

// ---------------------------------------------------------------------------------------------
// Equipment (оборудование)

const equipment: Maker = (r) => {
  const kind = r.pickWeighted([[0, 3], [1, 2], [2, 3], [3, 2], [4, 2], [5, 2], [6, 1]] as const);
  if (kind === 0) {
    const [pump, kw] = r.pick([['К 65-50-160', 5.5], ['К 80-50-200', 15], ['К 100-65-200', 30], ['К 100-80-160', 15], ['К 150-125-315', 30], ['Д 320-50', 75], ['1Д 630-90', 250], ['КМ 80-50-200', 15]] as const);
    return piece(`Насос центробежный ${pump} с эл. двигателем ${kw} кВт`, U.pcs, money(r, 25000 + kw * 4200), count(r, 1, 5), r.pick(['Новый, с консервации.', 'На раме, в сборе.', '']));
  }
  if (kind === 1) {
    const [name, rub] = r.pick([
      ['Насос Grundfos CR 10-6', 210000], ['Насос Wilo IL 80/150-5,5/2', 265000], ['Насос Calpeda NM 50/16', 78000],
      ['Насос дренажный Джилекс Дренажник 200/25', 18500], ['Насос шестеренный НШ-32У-3', 6500], ['Насос шестеренный НШ-50У-3', 8900],
      ['Насос вихревой ЦНС 38-44', 98000],
    ] as const);
    return piece(name, U.pcs, money(r, rub), count(r, 1, 12));
  }
  if (kind === 2) {
    const form = r.int(0, 2);
    if (form === 0) {
      const size = r.pick([125, 160, 200, 250, 315] as const);
      return piece(`Редуктор Ц2У-${size}-${r.pick(['8', '12,5', '16', '25', '40'] as const)}-12У1`, U.pcs, money(r, size * size * 1.9 + 25000), count(r, 1, 6));
    }
    if (form === 1) {
      const size = r.pick([63, 80, 100, 125] as const);
      return piece(`Мотор-редуктор 4МЦ2С-${size} ${r.pick([28, 35.5, 45, 56, 71] as const)} об/мин`, U.pcs, money(r, size * 900 + 20000), count(r, 1, 6));
    }
    const size = r.pick(['050', '063', '075', '090', '110'] as const);
    return piece(`Червячный редуктор NMRV ${size} i=${r.pick([10, 20, 30, 40, 50, 80] as const)}`, U.pcs, money(r, Number(size) * 180 + 3000), count(r, 1, 20));
  }
  if (kind === 3) {
    const model = r.pick(['ВР 80-75 №2,5', 'ВР 80-75 №4', 'ВР 80-75 №5', 'ВР 86-77 №6,3', 'ВР 280-46 №5', 'ВР 300-45 №3,15'] as const);
    return piece(`Вентилятор радиальный ${model} ${r.pick(['0,75', '1,5', '3', '5,5', '7,5', '11'] as const)} кВт`, U.pcs, money(r, 28000 + r.next() * 110000), count(r, 1, 8));
  }
  if (kind === 4) {
    const d = r.pick([100, 125, 160, 200, 250, 315, 400, 500] as const);
    if (r.chance(0.7)) return piece(`Воздуховод круглый оцинкованный ${d} мм 0,5 мм`, U.m, money(r, 120 + d * 2.1), count(r, 5, 600));
    return piece(`Воздуховод прямоугольный ${r.pick(['300х200', '400х300', '500х300', '600х400'] as const)} 0,7 мм`, U.m, money(r, 1100 + r.next() * 1400), count(r, 5, 300));
  }
  if (kind === 5) {
    const sections = r.pick([4, 6, 8, 10, 12] as const);
    const name = r.chance(0.5)
      ? `Радиатор биметаллический ${r.pick(['Rifar Base', 'Royal Thermo BiLiner', 'Global Style Plus'] as const)} 500 ${sections} секций`
      : `Радиатор стальной панельный ${r.pick(['Kermi', 'Buderus', 'Prado'] as const)} тип ${r.pick(['11', '22', '33'] as const)} 500х${r.pick([400, 600, 800, 1000, 1200, 1600] as const)}`;
    return piece(name, U.pcs, money(r, name.includes('секций') ? sections * 1050 : 5500 + r.next() * 9000), count(r, 1, 120));
  }
  const [name, rub] = r.pick([
    ['Станок токарно-винторезный 16К20', 980000], ['Станок вертикально-сверлильный 2Н135', 540000], ['Кран-балка ручная 2 т пролет 6 м', 190000],
    ['Компрессор винтовой ВК-20 2,5 м³/мин', 420000], ['Тепловая пушка дизельная Master B 100 CED', 72000], ['Тележка гидравлическая 2,5 т', 21000],
  ] as const);
  return piece(name, U.pcs, money(r, rub), count(r, 1, 3), r.pick(['Новое, не эксплуатировалось.', 'Хранилось на складе в упаковке.', '']));
};

// ---------------------------------------------------------------------------------------------
// Instruments and automation (КИПиА)

const instrument: Maker = (r) => {
  const kind = r.pickWeighted([[0, 4], [1, 2], [2, 2], [3, 1]] as const);
  if (kind === 0) {
    const model = r.pick(['ДМ02-100', 'ТМ-510Р', 'МП4-У', 'ДМ8008-ВУ', 'ТМ-310Р'] as const);
    const range = r.pick(['0-0,6', '0-1', '0-1,6', '0-2,5', '0-6', '0-10', '0-16', '0-25', '0-40'] as const);
    const unit = r.pick(['МПа', 'кгс/см²'] as const);
    return piece(`Манометр ${model} ${range} ${unit} М20х1,5 кл. т. ${r.pick(['1,5', '2,5'] as const)}`, U.pcs, money(r, 320 + r.next() * 2400), count(r, 2, 300));
  }
  if (kind === 1) {
    const name = r.pick(['Термометр биметаллический ТБ-63 0-120 °C', 'Термометр биметаллический ТБП-100 0-160 °C', 'Термопреобразователь ТСП-0193 Pt100', 'Термопара ТХА-0292 L=500 мм'] as const);
    return piece(name, U.pcs, money(r, 450 + r.next() * 3500), count(r, 2, 150));
  }
  if (kind === 2) {
    const name = r.pick(['Датчик давления Метран-150', 'Датчик давления Метран-75', 'Датчик давления ОВЕН ПД100', 'Датчик давления Элемер АИР-20/М2'] as const);
    return piece(name, U.pcs, money(r, name.includes('ОВЕН') ? 6500 : 38000 + r.next() * 40000), count(r, 1, 40));
  }
  const name = r.pick(['Регулятор давления газа РДГ-50Н', 'Клапан электромагнитный СВМГ-50', 'Кран трехходовой 11б18бк', 'Счетчик воды ВСХ-15'] as const);
  return piece(name, U.pcs, money(r, 900 + r.next() * 25000), count(r, 1, 60));
};

// ---------------------------------------------------------------------------------------------
// Categories and sellers' profiles

type CategoryKey =
  | 'pipes' | 'rolled' | 'cable' | 'valves' | 'bearings' | 'paints' | 'packaging' | 'electrical' | 'fasteners' | 'tools'
  | 'workwear' | 'building' | 'rubber' | 'lubricants' | 'equipment' | 'instruments';

interface Category {
  make: (r: Random) => Made;
  /** 1C subaccount used by the '10.01.0345' stock number style. */
  account: string;
}

const CATEGORIES: Readonly<Record<CategoryKey, Category>> = {
  pipes: {
    make: mix([
      [ewPipe, 6], [seamlessPipe, 3], [coldPipe, 1], [vgpPipe, 3], [profilePipe, 4], [stainlessPipe, 1], [pePipe, 2],
      [pprPipe, 1], [sewerPipe, 1], [ppuPipe, 1],
    ]),
    account: '10.01',
  },
  rolled: {
    make: mix([
      [hotSheet, 4], [coldSheet, 2], [specialSheet, 2], [angle, 4], [channel, 3], [beam, 2], [rebar, 4], [roundBar, 3],
      [otherBar, 3], [mesh, 1], [profSheet, 2],
    ]),
    account: '10.01',
  },
  cable: {
    make: mix([
      [copperCable, 8], [aluminiumCable, 4], [controlCable, 3], [signalCable, 2], [wire, 4],
    ]),
    account: '10.01',
  },
  valves: {
    make: mix([[fitting, 5], [flange, 3], [valve, 5], [smallFitting, 1]]),
    account: '10.05',
  },
  bearings: { make: bearing, account: '10.05' },
  paints: { make: paint, account: '10.06' },
  packaging: { make: packaging, account: '10.04' },
  electrical: { make: electrical, account: '10.06' },
  fasteners: { make: fastener, account: '10.06' },
  tools: { make: tool, account: '10.10' },
  workwear: { make: workwear, account: '10.10' },
  building: { make: building, account: '10.08' },
  rubber: { make: rubber, account: '10.05' },
  lubricants: { make: lubricant, account: '10.03' },
  equipment: { make: equipment, account: '10.05' },
  instruments: { make: instrument, account: '10.05' },
};

const PROFILES: Readonly<Record<Specialization, readonly (readonly [CategoryKey, number])[]>> = {
  metal: [['pipes', 35], ['rolled', 35], ['valves', 20], ['fasteners', 5], ['paints', 3], ['tools', 2]],
  cable: [['cable', 60], ['electrical', 35], ['tools', 3], ['workwear', 2]],
  industrial: [
    ['bearings', 22], ['fasteners', 15], ['tools', 15], ['rubber', 12], ['equipment', 12], ['instruments', 8],
    ['lubricants', 8], ['workwear', 8],
  ],
  construction: [['building', 45], ['paints', 15], ['fasteners', 12], ['tools', 8], ['pipes', 8], ['workwear', 6], ['electrical', 6]],
  packaging: [['packaging', 60], ['paints', 15], ['lubricants', 10], ['workwear', 10], ['tools', 5]],
  general: [
    ['pipes', 10], ['rolled', 10], ['cable', 10], ['valves', 8], ['bearings', 8], ['electrical', 8], ['fasteners', 6],
    ['tools', 6], ['workwear', 6], ['building', 5], ['rubber', 5], ['equipment', 6], ['instruments', 4], ['paints', 4],
    ['lubricants', 2], ['packaging', 2],
  ],
};

const profilePickers = Object.fromEntries(
  Object.entries(PROFILES).map(([key, weights]) => [key, weighted(weights)]),
) as Readonly<Record<Specialization, (r: Random) => CategoryKey>>;

// ---------------------------------------------------------------------------------------------
// Descriptions

const CONDITIONS = [
  'Новое, в заводской упаковке.', 'Новое, не использовалось.', 'Остаток после завершения строительного объекта.',
  'Неликвид: излишки закупки, хранится на складе с момента поставки.', 'Складской остаток, упаковка частично вскрыта.',
  'Излишки производственных запасов предприятия.', 'Невостребованный аварийный запас.', 'Остатки с консервации, состояние хорошее.',
  'Поставка не по спецификации, продукция не использовалась.', 'Сверхнормативный запас, продаём ниже рыночной цены.',
] as const;

const DOCUMENTS = [
  'Сертификат качества завода-изготовителя.', 'Есть паспорт изделия.', 'Документы в наличии.', 'Сертификаты соответствия прилагаются.',
  '', '',
] as const;

const TERMS = [
  'Возможна продажа частями.', 'Продажа только всем объёмом.', 'Торг уместен при покупке всей партии.', 'Отгрузка в течение 2 рабочих дней после оплаты.',
  'Погрузка за счёт продавца.', 'Возможна доставка по региону.', '',
] as const;

function describe(r: Random, made: Made, city: string | undefined): string {
  const parts: string[] = [];
  if (made.note) parts.push(made.note);
  parts.push(r.pick(CONDITIONS));
  const docs = r.pick(DOCUMENTS);
  if (docs) parts.push(docs);
  parts.push(city ? `Самовывоз со склада в г. ${city}.` : 'Самовывоз со склада поставщика.');
  const terms = r.pick(TERMS);
  if (terms) parts.push(terms);
  return parts.join(' ');
}

// ---------------------------------------------------------------------------------------------
// Goods stream

/** Years of manufacture, recent ones more likely. Fixed rather than today's, so a seed gives the same data. */
const EARLIEST_YEAR = 2010;
const LATEST_YEAR = 2026;

type StockStyle = (account: string, n: number) => string;

const STOCK_STYLES: readonly StockStyle[] = [
  (_, n) => `ТМЦ-${String(n).padStart(6, '0')}`,
  (account, n) => `${account}.${String(n).padStart(4, '0')}`,
  (_, n) => `00-${String(n).padStart(8, '0')}`,
  (_, n) => `МТР-${String(n).padStart(7, '0')}`,
  (_, n) => `ЦБ-${String(n).padStart(8, '0')}`,
  (_, n) => `НФ-${String(n).padStart(6, '0')}`,
];

interface SellerState {
  sellerCode: string;
  region: string;
  city: string | undefined;
  pickCategory: (r: Random) => CategoryKey;
  /** General taxation: VAT 20/22 %; otherwise simplified: no VAT or 5/7 %. */
  vatPayer: boolean;
  stockStyle: StockStyle;
  counter: number;
}

const pickOtherPlace = weighted(PLACES.map((place) => [place, place.weight] as const));

function goodsVat(r: Random, vatPayer: boolean): VatRate {
  const x = r.next();
  if (vatPayer) return x < 0.6 ? '22' : x < 0.99 ? '20' : x < 0.995 ? '10' : '0';
  return x < 0.65 ? 'none' : x < 0.9 ? '5' : '7';
}

/**
 * Streams `count` goods of the given sellers. The seller's specialization (derived from its code,
 * as generateSellers does) decides the categories; most goods are stored in the seller's region.
 * Stock numbers are unique per seller.
 */
export function* generateGoods(
  rand: Random,
  sellers: readonly { sellerCode: string; region: string }[],
  count: number,
): Generator<GoodsSeed> {
  if (sellers.length === 0) throw new Error('generateGoods needs at least one seller');
  const states: SellerState[] = sellers.map((seller) => {
    const hash = hashString(`goods:${seller.sellerCode}`);
    return {
      sellerCode: seller.sellerCode,
      region: seller.region,
      city: placeOfRegion(seller.region)?.city,
      pickCategory: profilePickers[specializationOf(seller.sellerCode)],
      vatPayer: hash % 10 < 7,
      stockStyle: STOCK_STYLES[(hash >>> 8) % STOCK_STYLES.length] as StockStyle,
      counter: (hash >>> 16) % 500,
    };
  });
  // Larger and smaller sellers: weights 1..6.
  const pickSeller = weighted(states.map((state) => [state, 1 + (hashString(`size:${state.sellerCode}`) % 6)] as const));

  for (let i = 0; i < count; i++) {
    const seller = pickSeller(rand);
    const category = CATEGORIES[seller.pickCategory(rand)];
    const made = category.make(rand);
    seller.counter += 1 + (rand.next() < 0.2 ? rand.int(1, 5) : 0);
    let region = seller.region;
    let city = seller.city;
    if (rand.next() < 0.12) {
      const place: Place = pickOtherPlace(rand);
      region = place.region;
      city = place.city;
    }
    yield {
      sellerCode: seller.sellerCode,
      name: made.name,
      description: describe(rand, made, city),
      stockNumber: seller.stockStyle(category.account, seller.counter),
      unit: made.unit,
      quantity: made.quantity > 0 ? made.quantity : 1,
      price: made.price,
      vat: goodsVat(rand, seller.vatPayer),
      year: LATEST_YEAR - Math.floor((LATEST_YEAR - EARLIEST_YEAR + 1) * rand.next() ** 1.6),
      region,
    };
  }
}
