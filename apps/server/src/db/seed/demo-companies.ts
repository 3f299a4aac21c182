// Pure generators of demo sellers, curators and corporations: realistic Russian companies with
// checksum-valid requisites. No database access; the seed step writes what these return.

import {
  completeBankAccount,
  completeCorrespondentAccount,
  completeInn10,
  completeOgrn,
} from '@tmc/shared/requisites';
import { hashString, type Random } from './random.ts';

export type Specialization = 'metal' | 'cable' | 'industrial' | 'construction' | 'packaging' | 'general';

export type Gender = 'male' | 'female';

export interface PersonSeed {
  lastName: string;
  firstName: string;
  middleName: string;
  gender: Gender;
  /** Latin, lower case. */
  email: string;
  /** 11 digits starting with 7. */
  phoneNumber: string;
}

export interface BankDetailsSeed {
  bankName: string;
  bankLegalEntity: string;
  bik: string;
  bankInn: string;
  bankAccount: string;
  correspondentAccount: string;
}

export interface BusinessCardSeed {
  title: string;
  address: string;
  phoneNumber: string;
  website: string;
  email: string;
  aboutSeller: string;
  aboutTmc: string;
  aboutDelivery: string;
}

export interface SellerSeed {
  /** Six digits, the first not 0. */
  sellerCode: string;
  /** What the seller mostly sells; `generateGoods` derives the same from the code. */
  specialization: Specialization;
  /** ООО «Уралтрубсталь» */
  title: string;
  /** Уралтрубсталь */
  shortName: string;
  /** Общество с ограниченной ответственностью «Уралтрубсталь» */
  legalEntity: string;
  inn: string;
  kpp: string;
  ogrn: string;
  /** Contact person. */
  lastName: string;
  firstName: string;
  middleName: string;
  gender: Gender;
  position: string;
  /** Contact person's phone: 11 digits starting with 7. */
  phoneNumber: string;
  email: string;
  /** Region code of REGIONS (the first two digits of the INN). */
  region: string;
  city: string;
  /** Legal address, postcode first. */
  address: string;
  bankDetails: BankDetailsSeed;
  premium: boolean;
  businessCard: BusinessCardSeed | null;
  /** End of the seller's conditions, yyyy-mm-dd. */
  endConditionAt: string;
  deleted: boolean;
}

export interface CorporationSeed {
  title: string;
  sellerCodes: string[];
}

// ---------------------------------------------------------------------------------------------
// Places: industrial cities with what an address, a phone number and an INN need

export interface Place {
  region: string;
  city: string;
  /** How the subject is written in an address before the city; null for federal cities. */
  area: string | null;
  postcodes: readonly [number, number];
  /** Long-distance code; with the local number it makes 10 digits. */
  phoneCode: string;
  /** Tax office numbers (the INN's 3rd-4th digits) of the city. */
  offices: readonly string[];
  /** How often sellers are based here. */
  weight: number;
  /** Name stems for company names ('Урал' + 'трубсталь'). */
  stems: readonly string[];
  streets?: readonly string[];
}

const range = (from: number, to: number): string[] => {
  const out: string[] = [];
  for (let n = from; n <= to; n++) out.push(String(n).padStart(2, '0'));
  return out;
};

export const PLACES: readonly Place[] = [
  {
    region: '77', city: 'Москва', area: null, postcodes: [107000, 129350], phoneCode: '495', offices: range(1, 51), weight: 14,
    stems: ['Мос', 'Центр', 'Столица', 'Рос'],
    streets: [
      'ул. Складочная', 'Огородный пр-д', 'ш. Энтузиастов', 'Волгоградский пр-т', 'Дмитровское ш.', 'ул. Подъёмная',
      '2-й Южнопортовый пр-д', 'Рязанский пр-т', 'ул. Электродная', 'Варшавское ш.', 'ул. Угрешская', 'Каширское ш.',
      'ул. Верхние Поля', 'Походный пр-д', 'ул. Бусиновская Горка',
    ],
  },
  {
    region: '50', city: 'Подольск', area: 'Московская обл.', postcodes: [142100, 142119], phoneCode: '496', offices: ['36', '74'], weight: 2,
    stems: ['Мос', 'Подмосков', 'Центр'],
  },
  {
    region: '50', city: 'Химки', area: 'Московская обл.', postcodes: [141400, 141420], phoneCode: '495', offices: ['47'], weight: 2,
    stems: ['Мос', 'Центр'],
  },
  {
    region: '50', city: 'Мытищи', area: 'Московская обл.', postcodes: [141000, 141031], phoneCode: '495', offices: ['29'], weight: 1,
    stems: ['Мос', 'Центр'],
  },
  {
    region: '50', city: 'Балашиха', area: 'Московская обл.', postcodes: [143900, 143989], phoneCode: '495', offices: ['01', '12'], weight: 1,
    stems: ['Мос', 'Подмосков'],
  },
  {
    region: '50', city: 'Электросталь', area: 'Московская обл.', postcodes: [144000, 144011], phoneCode: '496', offices: ['53'], weight: 1,
    stems: ['Мос', 'Центр'],
  },
  {
    region: '78', city: 'Санкт-Петербург', area: null, postcodes: [190000, 198515], phoneCode: '812',
    offices: ['02', '04', '05', '06', '07', '10', '11', '13', '14', '16', '17', '19', '20', '25', '26', '38', '39', '40', '41', '42'], weight: 8,
    stems: ['Нева', 'Балт', 'Петро', 'СевЗап', 'Невский'],
    streets: [
      'пр-т Обуховской Обороны', 'ул. Салова', 'Пулковское ш.', 'Московский пр-т', 'ул. Кржижановского',
      'Октябрьская наб.', 'пр-т Стачек', 'ул. Профессора Качалова', 'Кушелевская дорога', 'ул. Седова', 'Софийская ул.',
    ],
  },
  {
    region: '47', city: 'Гатчина', area: 'Ленинградская обл.', postcodes: [188300, 188309], phoneCode: '813', offices: ['05'], weight: 1,
    stems: ['Ладога', 'СевЗап'],
  },
  {
    region: '47', city: 'Всеволожск', area: 'Ленинградская обл.', postcodes: [188640, 188645], phoneCode: '813', offices: ['03'], weight: 1,
    stems: ['Ладога', 'Нева'],
  },
  {
    region: '66', city: 'Екатеринбург', area: 'Свердловская обл.', postcodes: [620000, 620149], phoneCode: '343',
    offices: ['58', '59', '60', '61', '70', '71', '72', '79', '85', '86'], weight: 6,
    stems: ['Урал', 'Исеть', 'Екат'],
    streets: [
      'ул. Малышева', 'ул. Фронтовых Бригад', 'ул. Шефская', 'ул. Монтёрская', 'ул. Черняховского', 'ул. Кулибина',
      'ул. Маневровая', 'ул. Машинная', 'Сибирский тракт', 'ул. Старых Большевиков',
    ],
  },
  {
    region: '66', city: 'Нижний Тагил', area: 'Свердловская обл.', postcodes: [622001, 622052], phoneCode: '3435', offices: ['23', '68'], weight: 1,
    stems: ['Урал', 'Тагил'],
  },
  {
    region: '66', city: 'Каменск-Уральский', area: 'Свердловская обл.', postcodes: [623400, 623439], phoneCode: '3439', offices: ['12'], weight: 1,
    stems: ['Урал', 'Исеть'],
  },
  {
    region: '74', city: 'Челябинск', area: 'Челябинская обл.', postcodes: [454000, 454139], phoneCode: '351',
    offices: ['47', '48', '49', '50', '51', '52', '53', '60'], weight: 5,
    stems: ['Урал', 'ЮжУрал', 'Челяб'],
    streets: ['Копейское ш.', 'ул. Героев Танкограда', 'Троицкий тракт', 'Свердловский пр-т', 'ул. Артиллерийская', 'ул. Линейная'],
  },
  {
    region: '74', city: 'Магнитогорск', area: 'Челябинская обл.', postcodes: [455000, 455051], phoneCode: '3519', offices: ['44', '45', '46'], weight: 2,
    stems: ['Урал', 'Магнит'],
  },
  {
    region: '59', city: 'Пермь', area: 'Пермский край', postcodes: [614000, 614113], phoneCode: '342', offices: ['02', '03', '04', '05', '06', '07', '08', '48'], weight: 3,
    stems: ['Урал', 'Кама', 'Прикам'],
    streets: ['ш. Космонавтов', 'ул. Героев Хасана', 'ул. Соликамская', 'ул. Промышленная', 'ул. Васильева'],
  },
  {
    region: '02', city: 'Уфа', area: 'Республика Башкортостан', postcodes: [450000, 450112], phoneCode: '347', offices: ['72', '73', '74', '75', '76', '77', '78'], weight: 3,
    stems: ['Баш', 'Урал', 'Агидель'],
  },
  {
    region: '56', city: 'Оренбург', area: 'Оренбургская обл.', postcodes: [460000, 460060], phoneCode: '353', offices: ['09', '10', '11', '12'], weight: 1,
    stems: ['Оренбург', 'Урал'],
  },
  {
    region: '54', city: 'Новосибирск', area: 'Новосибирская обл.', postcodes: [630000, 630136], phoneCode: '383', offices: range(1, 10), weight: 5,
    stems: ['Сиб', 'Обь', 'Новосиб'],
    streets: ['ул. Станционная', 'ул. Петухова', 'ул. Большевистская', 'ул. Богдана Хмельницкого', 'ул. Толмачёвская', 'Северный пр-д'],
  },
  {
    region: '55', city: 'Омск', area: 'Омская обл.', postcodes: [644000, 644125], phoneCode: '3812', offices: ['01', '02', '03', '04', '05', '06', '07', '28'], weight: 2,
    stems: ['Сиб', 'Иртыш', 'Омск'],
  },
  {
    region: '24', city: 'Красноярск', area: 'Красноярский край', postcodes: [660000, 660135], phoneCode: '391', offices: range(60, 66), weight: 3,
    stems: ['Сиб', 'Енисей', 'Красноярск'],
  },
  {
    region: '42', city: 'Кемерово', area: 'Кемеровская обл. — Кузбасс', postcodes: [650000, 650070], phoneCode: '3842', offices: ['05', '07'], weight: 2,
    stems: ['Кузбасс', 'Сиб'],
  },
  {
    region: '42', city: 'Новокузнецк', area: 'Кемеровская обл. — Кузбасс', postcodes: [654000, 654080], phoneCode: '3843', offices: ['17', '18', '53'], weight: 2,
    stems: ['Кузбасс', 'Кузнецк', 'Сиб'],
  },
  {
    region: '38', city: 'Иркутск', area: 'Иркутская обл.', postcodes: [664000, 664082], phoneCode: '3952', offices: ['08', '09', '10', '11', '12', '49'], weight: 2,
    stems: ['Ангара', 'Байкал', 'Сиб'],
  },
  {
    region: '70', city: 'Томск', area: 'Томская обл.', postcodes: [634000, 634063], phoneCode: '3822', offices: ['17', '18', '19', '20', '21'], weight: 1,
    stems: ['Томь', 'Сиб'],
  },
  {
    region: '72', city: 'Тюмень', area: 'Тюменская обл.', postcodes: [625000, 625062], phoneCode: '3452', offices: ['02', '03', '04', '05', '24'], weight: 3,
    stems: ['Тюмень', 'Запсиб', 'Сиб'],
  },
  {
    region: '86', city: 'Сургут', area: 'Ханты-Мансийский автономный округ — Югра', postcodes: [628400, 628426], phoneCode: '3462', offices: ['02'], weight: 2,
    stems: ['Югра', 'Север', 'Сургут'],
  },
  {
    region: '86', city: 'Нижневартовск', area: 'Ханты-Мансийский автономный округ — Югра', postcodes: [628600, 628624], phoneCode: '3466', offices: ['03'], weight: 1,
    stems: ['Югра', 'Самотлор'],
  },
  {
    region: '89', city: 'Новый Уренгой', area: 'Ямало-Ненецкий автономный округ', postcodes: [629300, 629330], phoneCode: '3494', offices: ['04'], weight: 1,
    stems: ['Ямал', 'Север'],
  },
  {
    region: '16', city: 'Казань', area: 'Республика Татарстан', postcodes: [420000, 420140], phoneCode: '843', offices: ['55', '56', '57', '58', '59', '60', '61', '83', '84', '85'], weight: 4,
    stems: ['Казань', 'Кама', 'Волга', 'Тат'],
    streets: ['ул. Тэцевская', 'ул. Восстания', 'ул. Журналистов', 'ул. Родины', 'ул. Поперечно-Базарная', 'ул. Техническая'],
  },
  {
    region: '16', city: 'Набережные Челны', area: 'Республика Татарстан', postcodes: [423800, 423832], phoneCode: '855', offices: ['50', '39'], weight: 2,
    stems: ['Кама', 'Челны'],
  },
  {
    region: '18', city: 'Ижевск', area: 'Удмуртская Республика', postcodes: [426000, 426077], phoneCode: '3412', offices: range(31, 41), weight: 1,
    stems: ['Удмурт', 'Ижевск', 'Кама'],
  },
  {
    region: '21', city: 'Чебоксары', area: 'Чувашская Республика', postcodes: [428000, 428037], phoneCode: '835', offices: range(27, 30), weight: 1,
    stems: ['Чуваш', 'Волга'],
  },
  {
    region: '52', city: 'Нижний Новгород', area: 'Нижегородская обл.', postcodes: [603000, 603163], phoneCode: '831', offices: range(56, 63), weight: 4,
    stems: ['Волга', 'Нижегород', 'Ока'],
    streets: ['ул. Коминтерна', 'Московское ш.', 'ул. Ларина', 'ул. Федосеенко', 'ул. Литвинова', 'пр-т Ленина'],
  },
  {
    region: '52', city: 'Дзержинск', area: 'Нижегородская обл.', postcodes: [606000, 606039], phoneCode: '831', offices: ['49'], weight: 1,
    stems: ['Волга', 'Ока'],
  },
  {
    region: '63', city: 'Самара', area: 'Самарская обл.', postcodes: [443000, 443125], phoneCode: '846', offices: range(11, 19), weight: 4,
    stems: ['Волга', 'Самара', 'Жигули'],
    streets: ['Заводское ш.', 'Южное ш.', 'ул. Алма-Атинская', 'Московское ш.', 'ул. Береговая', 'ул. XXII Партсъезда'],
  },
  {
    region: '63', city: 'Тольятти', area: 'Самарская обл.', postcodes: [445000, 445057], phoneCode: '848', offices: ['20', '21', '24'], weight: 2,
    stems: ['Волга', 'Жигули', 'Тольятти'],
  },
  {
    region: '64', city: 'Саратов', area: 'Саратовская обл.', postcodes: [410000, 410080], phoneCode: '845', offices: range(50, 55), weight: 1,
    stems: ['Волга', 'Саратов'],
  },
  {
    region: '73', city: 'Ульяновск', area: 'Ульяновская обл.', postcodes: [432000, 432072], phoneCode: '842', offices: range(25, 29), weight: 1,
    stems: ['Волга', 'Симбирск'],
  },
  {
    region: '34', city: 'Волгоград', area: 'Волгоградская обл.', postcodes: [400001, 400138], phoneCode: '844', offices: range(41, 48), weight: 2,
    stems: ['Волга', 'ВолгоДон'],
  },
  {
    region: '61', city: 'Ростов-на-Дону', area: 'Ростовская обл.', postcodes: [344000, 344116], phoneCode: '863', offices: range(61, 68), weight: 4,
    stems: ['Дон', 'Юг', 'Азов'],
    streets: ['ул. Доломановский пер.', 'ул. Вавилова', 'ул. Малиновского', 'ул. Шолохова', 'пр-т Стачки', 'ул. Каширская'],
  },
  {
    region: '61', city: 'Таганрог', area: 'Ростовская обл.', postcodes: [347900, 347942], phoneCode: '863', offices: ['54'], weight: 1,
    stems: ['Азов', 'Дон'],
  },
  {
    region: '23', city: 'Краснодар', area: 'Краснодарский край', postcodes: [350000, 350089], phoneCode: '861', offices: range(8, 12), weight: 3,
    stems: ['Кубань', 'Юг'],
  },
  {
    region: '23', city: 'Новороссийск', area: 'Краснодарский край', postcodes: [353900, 353925], phoneCode: '861', offices: ['15'], weight: 1,
    stems: ['Черномор', 'Юг'],
  },
  {
    region: '36', city: 'Воронеж', area: 'Воронежская обл.', postcodes: [394000, 394095], phoneCode: '473', offices: range(61, 66), weight: 2,
    stems: ['Чернозем', 'Воронеж'],
  },
  {
    region: '48', city: 'Липецк', area: 'Липецкая обл.', postcodes: [398000, 398059], phoneCode: '474', offices: range(21, 26), weight: 2,
    stems: ['Липецк', 'Чернозем'],
  },
  {
    region: '31', city: 'Старый Оскол', area: 'Белгородская обл.', postcodes: [309500, 309530], phoneCode: '472', offices: ['28'], weight: 1,
    stems: ['Оскол', 'Белгород'],
  },
  {
    region: '31', city: 'Белгород', area: 'Белгородская обл.', postcodes: [308000, 308036], phoneCode: '472', offices: ['23'], weight: 1,
    stems: ['Белгород', 'Чернозем'],
  },
  {
    region: '71', city: 'Тула', area: 'Тульская обл.', postcodes: [300000, 300062], phoneCode: '487', offices: range(3, 7), weight: 2,
    stems: ['Тула', 'Ока'],
  },
  {
    region: '40', city: 'Калуга', area: 'Калужская обл.', postcodes: [248000, 248033], phoneCode: '484', offices: range(27, 29), weight: 1,
    stems: ['Калуга', 'Ока'],
  },
  {
    region: '62', city: 'Рязань', area: 'Рязанская обл.', postcodes: [390000, 390048], phoneCode: '491', offices: range(29, 34), weight: 1,
    stems: ['Рязань', 'Ока'],
  },
  {
    region: '76', city: 'Ярославль', area: 'Ярославская обл.', postcodes: [150000, 150066], phoneCode: '485', offices: range(1, 6), weight: 2,
    stems: ['Ярославль', 'Верхневолж'],
  },
  {
    region: '35', city: 'Череповец', area: 'Вологодская обл.', postcodes: [162600, 162627], phoneCode: '820', offices: ['28'], weight: 2,
    stems: ['Шексна', 'Север'],
  },
  {
    region: '51', city: 'Мурманск', area: 'Мурманская обл.', postcodes: [183000, 183053], phoneCode: '815', offices: ['90'], weight: 1,
    stems: ['Мурман', 'Арктик', 'Север'],
  },
  {
    region: '29', city: 'Архангельск', area: 'Архангельская обл.', postcodes: [163000, 163072], phoneCode: '818', offices: ['01'], weight: 1,
    stems: ['Поморье', 'Север'],
  },
  {
    region: '11', city: 'Ухта', area: 'Республика Коми', postcodes: [169300, 169319], phoneCode: '821', offices: ['02'], weight: 1,
    stems: ['Коми', 'Север'],
  },
  {
    region: '39', city: 'Калининград', area: 'Калининградская обл.', postcodes: [236000, 236040], phoneCode: '401', offices: range(4, 8), weight: 1,
    stems: ['Балт', 'Янтарь'],
  },
  {
    region: '25', city: 'Владивосток', area: 'Приморский край', postcodes: [690001, 690106], phoneCode: '423', offices: range(36, 43), weight: 2,
    stems: ['Приморье', 'Дальвосток', 'Тихоокеан'],
  },
  {
    region: '27', city: 'Хабаровск', area: 'Хабаровский край', postcodes: [680000, 680054], phoneCode: '421', offices: range(21, 24), weight: 2,
    stems: ['Амур', 'Дальвосток', 'Хабаровск'],
  },
];

const placesByRegion = new Map<string, Place[]>();
for (const place of PLACES) {
  const list = placesByRegion.get(place.region) ?? [];
  list.push(place);
  placesByRegion.set(place.region, list);
}

/** The main seller city of a region, when the demo data knows one. */
export function placeOfRegion(region: string): Place | undefined {
  return placesByRegion.get(region)?.[0];
}

const PLACE_WEIGHTS = PLACES.map((place) => [place, place.weight] as const);

const GENERIC_STREETS = [
  'ул. Промышленная', 'ул. Заводская', 'ул. Складская', 'ул. Индустриальная', 'ул. Строителей', 'ул. Машиностроителей',
  'ул. Монтажников', 'ул. Металлургов', 'ул. Энергетиков', 'ул. Транспортная', 'ул. Железнодорожная', 'ул. Ленина',
  'ул. Советская', 'ул. Мира', 'ул. Гагарина', 'ул. Кирова', 'ул. Чкалова', 'пр-т Ленина', 'пр-т Победы', 'ул. Базовая',
  'ул. Автомобилистов', 'ул. Тракторная', 'ул. Шоссейная', 'ул. Механическая', 'ул. Северная', 'ул. Юности',
] as const;

// ---------------------------------------------------------------------------------------------
// Banks: the Russian banks' public requisites (BIK, INN); accounts are generated per seller

interface Bank {
  name: string;
  legalEntity: string;
  bik: string;
  inn: string;
}

const SBER = 'Публичное акционерное общество «Сбербанк России»';
const SBER_INN = '7707083893';

const FEDERAL_BANKS: readonly Bank[] = [
  { name: 'ПАО Сбербанк', legalEntity: SBER, bik: '044525225', inn: SBER_INN },
  { name: 'АО «Альфа-Банк»', legalEntity: 'Акционерное общество «Альфа-Банк»', bik: '044525593', inn: '7728168971' },
  { name: 'Банк ВТБ (ПАО)', legalEntity: 'Банк ВТБ (публичное акционерное общество)', bik: '044525187', inn: '7702070139' },
  { name: 'АО «Райффайзенбанк»', legalEntity: 'Акционерное общество «Райффайзенбанк»', bik: '044525700', inn: '7744000302' },
  { name: 'ПАО «Промсвязьбанк»', legalEntity: 'Публичное акционерное общество «Промсвязьбанк»', bik: '044525555', inn: '7744000912' },
  { name: 'Банк ГПБ (АО)', legalEntity: '«Газпромбанк» (Акционерное общество)', bik: '044525823', inn: '7744001497' },
  { name: 'АО «ТБанк»', legalEntity: 'Акционерное общество «ТБанк»', bik: '044525974', inn: '7710140679' },
  { name: 'АО «Россельхозбанк»', legalEntity: 'Акционерное общество «Российский Сельскохозяйственный банк»', bik: '044525111', inn: '7725114488' },
  { name: 'ПАО «Совкомбанк»', legalEntity: 'Публичное акционерное общество «Совкомбанк»', bik: '043469743', inn: '4401116480' },
];

const sber = (name: string, bik: string): Bank => ({ name, legalEntity: SBER, bik, inn: SBER_INN });

const REGIONAL_BANKS: Readonly<Record<string, readonly Bank[]>> = {
  '78': [sber('Северо-Западный банк ПАО Сбербанк', '044030653')],
  '47': [sber('Северо-Западный банк ПАО Сбербанк', '044030653')],
  '66': [
    sber('Уральский банк ПАО Сбербанк', '046577674'),
    { name: 'ПАО «Банк Синара»', legalEntity: 'Публичное акционерное общество «Банк Синара»', bik: '046577756', inn: '6608003052' },
  ],
  '74': [
    sber('Челябинское отделение № 8597 ПАО Сбербанк', '047501602'),
    { name: 'ПАО «Челябинвестбанк»', legalEntity: 'Публичное акционерное общество «Челябинвестбанк»', bik: '047501779', inn: '7421000200' },
  ],
  '59': [sber('Западно-Уральский банк ПАО Сбербанк', '045773603')],
  '02': [
    sber('Башкирское отделение № 8598 ПАО Сбербанк', '048073601'),
    { name: 'ПАО «БАНК УРАЛСИБ»', legalEntity: 'Публичное акционерное общество «БАНК УРАЛСИБ»', bik: '044525787', inn: '0274062111' },
  ],
  '54': [sber('Сибирский банк ПАО Сбербанк', '045004641')],
  '55': [sber('Омское отделение № 8634 ПАО Сбербанк', '045209673')],
  '24': [sber('Красноярское отделение № 8646 ПАО Сбербанк', '040407627')],
  '42': [sber('Кемеровское отделение № 8615 ПАО Сбербанк', '043207612')],
  '38': [sber('Байкальский банк ПАО Сбербанк', '042520607')],
  '72': [sber('Западно-Сибирское отделение № 8647 ПАО Сбербанк', '047102651')],
  '86': [sber('Западно-Сибирское отделение № 8647 ПАО Сбербанк', '047102651')],
  '89': [sber('Западно-Сибирское отделение № 8647 ПАО Сбербанк', '047102651')],
  '16': [
    sber('Отделение «Банк Татарстан» № 8610 ПАО Сбербанк', '049205603'),
    { name: 'ПАО «АК БАРС» БАНК', legalEntity: 'Публичное акционерное общество «АК БАРС» БАНК', bik: '049205805', inn: '1653001805' },
  ],
  '52': [sber('Волго-Вятский банк ПАО Сбербанк', '042202603')],
  '63': [sber('Поволжский банк ПАО Сбербанк', '043601607')],
  '61': [sber('Юго-Западный банк ПАО Сбербанк', '046015602')],
  '23': [sber('Краснодарское отделение № 8619 ПАО Сбербанк', '040349602')],
  '36': [sber('Центрально-Черноземный банк ПАО Сбербанк', '042007681')],
  '25': [sber('Дальневосточный банк ПАО Сбербанк', '040813608')],
  '27': [sber('Дальневосточный банк ПАО Сбербанк', '040813608')],
};

// ---------------------------------------------------------------------------------------------
// People

const MALE_FIRST_NAMES = [
  'Александр', 'Алексей', 'Анатолий', 'Андрей', 'Антон', 'Аркадий', 'Артём', 'Борис', 'Вадим', 'Валентин', 'Валерий',
  'Василий', 'Виктор', 'Виталий', 'Владимир', 'Владислав', 'Вячеслав', 'Геннадий', 'Георгий', 'Глеб', 'Григорий',
  'Даниил', 'Денис', 'Дмитрий', 'Евгений', 'Егор', 'Иван', 'Игорь', 'Илья', 'Кирилл', 'Константин', 'Леонид', 'Максим',
  'Марат', 'Михаил', 'Никита', 'Николай', 'Олег', 'Павел', 'Пётр', 'Роман', 'Руслан', 'Сергей', 'Станислав', 'Степан',
  'Тимур', 'Фёдор', 'Эдуард', 'Юрий', 'Ярослав', 'Ринат', 'Рустам', 'Айдар',
] as const;

const FEMALE_FIRST_NAMES = [
  'Александра', 'Алина', 'Алла', 'Анастасия', 'Анна', 'Валентина', 'Валерия', 'Вера', 'Виктория', 'Галина', 'Дарья',
  'Диана', 'Евгения', 'Екатерина', 'Елена', 'Елизавета', 'Жанна', 'Ирина', 'Карина', 'Кристина', 'Ксения', 'Лариса',
  'Лилия', 'Любовь', 'Людмила', 'Маргарита', 'Марина', 'Мария', 'Надежда', 'Наталья', 'Нина', 'Оксана', 'Ольга',
  'Полина', 'Светлана', 'Софья', 'Тамара', 'Татьяна', 'Ульяна', 'Юлия', 'Яна', 'Гульнара', 'Альбина', 'Эльвира',
] as const;

/** Patronymics: masculine form and feminine form. */
const PATRONYMICS: readonly (readonly [string, string])[] = [
  ['Александрович', 'Александровна'], ['Алексеевич', 'Алексеевна'], ['Анатольевич', 'Анатольевна'],
  ['Андреевич', 'Андреевна'], ['Борисович', 'Борисовна'], ['Вадимович', 'Вадимовна'], ['Валентинович', 'Валентиновна'],
  ['Валерьевич', 'Валерьевна'], ['Васильевич', 'Васильевна'], ['Викторович', 'Викторовна'], ['Витальевич', 'Витальевна'],
  ['Владимирович', 'Владимировна'], ['Вячеславович', 'Вячеславовна'], ['Геннадьевич', 'Геннадьевна'],
  ['Георгиевич', 'Георгиевна'], ['Григорьевич', 'Григорьевна'], ['Дмитриевич', 'Дмитриевна'], ['Евгеньевич', 'Евгеньевна'],
  ['Иванович', 'Ивановна'], ['Игоревич', 'Игоревна'], ['Ильич', 'Ильинична'], ['Константинович', 'Константиновна'],
  ['Леонидович', 'Леонидовна'], ['Максимович', 'Максимовна'], ['Михайлович', 'Михайловна'], ['Николаевич', 'Николаевна'],
  ['Олегович', 'Олеговна'], ['Павлович', 'Павловна'], ['Петрович', 'Петровна'], ['Романович', 'Романовна'],
  ['Сергеевич', 'Сергеевна'], ['Станиславович', 'Станиславовна'], ['Степанович', 'Степановна'], ['Фёдорович', 'Фёдоровна'],
  ['Юрьевич', 'Юрьевна'], ['Эдуардович', 'Эдуардовна'], ['Маратович', 'Маратовна'], ['Рустамович', 'Рустамовна'],
];

/** Surnames in the masculine form; `surname()` makes the feminine one. */
const SURNAMES = [
  'Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Федоров',
  'Морозов', 'Волков', 'Алексеев', 'Лебедев', 'Семенов', 'Егоров', 'Павлов', 'Козлов', 'Степанов', 'Николаев', 'Орлов',
  'Андреев', 'Макаров', 'Никитин', 'Захаров', 'Зайцев', 'Соловьев', 'Борисов', 'Яковлев', 'Григорьев', 'Романов',
  'Воробьев', 'Сергеев', 'Кузьмин', 'Фролов', 'Александров', 'Дмитриев', 'Королев', 'Гусев', 'Киселев', 'Ильин',
  'Максимов', 'Поляков', 'Сорокин', 'Виноградов', 'Ковалев', 'Белов', 'Медведев', 'Антонов', 'Тарасов', 'Жуков',
  'Баранов', 'Филиппов', 'Комаров', 'Давыдов', 'Беляев', 'Герасимов', 'Богданов', 'Осипов', 'Сидоров', 'Матвеев',
  'Титов', 'Марков', 'Миронов', 'Крылов', 'Куликов', 'Карпов', 'Власов', 'Мельников', 'Денисов', 'Гаврилов', 'Тихонов',
  'Казаков', 'Афанасьев', 'Данилов', 'Савельев', 'Тимофеев', 'Фомин', 'Чернов', 'Абрамов', 'Мартынов', 'Ефимов',
  'Щербаков', 'Назаров', 'Калинин', 'Исаев', 'Чернышев', 'Быков', 'Маслов', 'Родионов', 'Коновалов', 'Лазарев',
  'Воронин', 'Климов', 'Филатов', 'Пономарев', 'Голубев', 'Кудрявцев', 'Прохоров', 'Наумов', 'Потапов', 'Журавлев',
  'Овчинников', 'Трофимов', 'Леонов', 'Соболев', 'Ермаков', 'Колесников', 'Гончаров', 'Емельянов', 'Никифоров',
  'Грачев', 'Котов', 'Гришин', 'Ефремов', 'Архипов', 'Громов', 'Кириллов', 'Малышев', 'Панов', 'Моисеев', 'Румянцев',
  'Акимов', 'Кондратьев', 'Бирюков', 'Горбунов', 'Анисимов', 'Еремин', 'Тихомиров', 'Галкин', 'Лукьянов', 'Михеев',
  'Скворцов', 'Юдин', 'Белоусов', 'Нестеров', 'Симонов', 'Прокофьев', 'Харитонов', 'Князев', 'Цветков', 'Левин',
  'Воронов', 'Аксенов', 'Мальцев', 'Логинов', 'Горшков', 'Савин', 'Краснов', 'Майоров', 'Демидов', 'Елисеев',
  'Рыбаков', 'Сафонов', 'Плотников', 'Демин', 'Хохлов', 'Жданов', 'Шестаков', 'Покровский', 'Вишневский',
  'Рождественский', 'Успенский', 'Высоцкий', 'Белецкий', 'Коваленко', 'Шевченко', 'Бондаренко', 'Ткаченко',
  'Кравченко', 'Сидоренко', 'Шевчук', 'Ковальчук', 'Полищук', 'Черных', 'Седых', 'Белых', 'Петросян', 'Саркисян',
  'Хабибуллин', 'Галиев', 'Сафин', 'Ахметов', 'Гарипов', 'Закиров', 'Файзуллин', 'Валиев', 'Нуриев', 'Шарипов',
  'Исмагилов', 'Мухаметшин',
] as const;

/** The surname in the person's gender: Иванов/Иванова, Покровский/Покровская, Шевчук/Шевчук. */
export function surname(masculine: string, gender: Gender): string {
  if (gender === 'male') return masculine;
  if (/(ов|ев|ёв|ин|ын)$/.test(masculine)) return `${masculine}а`;
  if (/(ский|цкий)$/.test(masculine)) return `${masculine.slice(0, -2)}ая`;
  return masculine;
}

const TRANSLIT: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** Latin spelling for e-mail names and domains: 'Уралтрубсталь' -> 'uraltrubstal'. */
export function transliterate(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    const latin = TRANSLIT[ch];
    if (latin !== undefined) out += latin;
    else if (/[a-z0-9-]/.test(ch)) out += ch;
    else if (ch === ' ') out += '-';
  }
  return out;
}

const MOBILE_CODES = [
  '900', '902', '903', '904', '905', '906', '908', '909', '910', '912', '913', '914', '915', '916', '917', '918', '919',
  '920', '921', '922', '923', '925', '926', '927', '929', '950', '951', '952', '953', '960', '961', '962', '963', '964',
  '965', '967', '977', '978', '981', '982', '985', '987', '991', '995', '999',
] as const;

function mobilePhone(rand: Random): string {
  return `7${rand.pick(MOBILE_CODES)}${rand.digits(7)}`;
}

function cityPhone(rand: Random, place: Place): string {
  const local = 10 - place.phoneCode.length;
  return `7${place.phoneCode}${String(rand.int(2, 9))}${rand.digits(local - 1)}`;
}

function person(rand: Random, gender?: Gender): Omit<PersonSeed, 'email' | 'phoneNumber'> {
  const g = gender ?? (rand.chance(0.62) ? 'male' : 'female');
  const [middleMale, middleFemale] = rand.pick(PATRONYMICS);
  return {
    lastName: surname(rand.pick(SURNAMES), g),
    firstName: g === 'male' ? rand.pick(MALE_FIRST_NAMES) : rand.pick(FEMALE_FIRST_NAMES),
    middleName: g === 'male' ? middleMale : middleFemale,
    gender: g,
  };
}

function personalMailbox(p: { firstName: string; lastName: string }): string {
  return `${transliterate(p.firstName.charAt(0))}.${transliterate(p.lastName)}`;
}

// ---------------------------------------------------------------------------------------------
// Company names

const SPECIALIZATION_WEIGHTS: readonly (readonly [Specialization, number])[] = [
  ['metal', 25],
  ['cable', 15],
  ['industrial', 20],
  ['construction', 15],
  ['packaging', 7],
  ['general', 18],
];

/** What a seller sells, derived from its code, so goods generated later agree with its name. */
export function specializationOf(sellerCode: string): Specialization {
  let roll = hashString(`spec:${sellerCode}`) % 100;
  for (const [specialization, weight] of SPECIALIZATION_WEIGHTS) {
    if (roll < weight) return specialization;
    roll -= weight;
  }
  return 'general';
}

/** Name parts; joined as 'Уралтрубсталь' or 'УралТрубСталь'. */
const NAME_CORES: Readonly<Record<Specialization, readonly (readonly string[])[]>> = {
  metal: [
    ['Труб', 'Сталь'], ['Металл'], ['Сталь'], ['Металл', 'Снаб'], ['Труб', 'Комплект'], ['Металл', 'Торг'], ['Прокат'],
    ['Спец', 'Сталь'], ['Металл', 'Ресурс'], ['Труб', 'Пром'], ['Металло', 'База'], ['Сталь', 'Инвест'], ['Труб', 'Деталь'],
    ['Арм', 'Снаб'],
  ],
  cable: [
    ['Кабель'], ['Электро'], ['Энерго', 'Комплект'], ['Электро', 'Снаб'], ['Кабель', 'Торг'], ['Энерго', 'Ресурс'],
    ['Электро', 'Монтаж'], ['Кабель', 'Снаб'], ['Энерго', 'Снаб'], ['Провод'], ['Электро', 'Комплект'],
  ],
  industrial: [
    ['Пром', 'Снаб'], ['Тех', 'Снаб'], ['Подшипник'], ['Метиз'], ['Пром', 'Комплект'], ['Тех', 'Комплект'], ['Мех', 'Снаб'],
    ['Инструмент'], ['Пром', 'Техника'], ['Гидро', 'Маш'], ['Маш', 'Комплект'], ['Пром', 'Деталь'],
  ],
  construction: [
    ['Строй'], ['Строй', 'Комплект'], ['Строй', 'Ресурс'], ['Строй', 'Снаб'], ['Строй', 'Материалы'], ['Строй', 'Торг'],
    ['Строй', 'Инвест'], ['Монолит'], ['Строй', 'Деталь'], ['Бетон'],
  ],
  packaging: [['Упак'], ['Тара'], ['Пласт'], ['Полимер'], ['Упак', 'Сервис'], ['Хим', 'Снаб'], ['Лако', 'Краска'], ['Пак']],
  general: [
    ['Пром', 'Ресурс'], ['Снаб'], ['Комплект'], ['Ресурс'], ['Торг'], ['Снаб', 'Сбыт'], ['Пром', 'Торг'], ['Тех', 'Ресурс'],
    ['Пром', 'Актив'], ['Склад'], ['Маш', 'Завод'],
  ],
};

const BRAND_WORDS = [
  'Альфа', 'Вектор', 'Гарант', 'Стандарт', 'Меридиан', 'Эталон', 'Партнёр', 'Регион', 'Альянс', 'Интер', 'Глобал',
  'Прайм', 'Лидер', 'Магистраль', 'Форвард', 'Титан', 'Атлант', 'Прогресс', 'Профи', 'Союз', 'Сфера', 'Фаворит',
] as const;

const TECH_STEMS = ['Пром', 'Техно', 'Инвест', 'Спец', 'Тех', 'Нефте', 'Энерго'] as const;

/** Generated names must not pass for well-known real companies. */
const RESERVED_NAME_PARTS = ['северсталь', 'уралкабель', 'мосэнерго', 'ростех', 'росэнерго', 'промсвязь'] as const;

function isReservedName(name: string): boolean {
  const lower = name.toLowerCase();
  return RESERVED_NAME_PARTS.some((part) => lower.includes(part));
}

function companyName(rand: Random, specialization: Specialization, place: Place): string {
  const core = rand.pick(NAME_CORES[specialization]);
  const lowerTail = core.join('').toLowerCase();
  const camel = core.join('');
  const style = rand.pickWeighted<number>([[0, 40], [1, 30], [2, 20], [3, 10]]);
  if (style === 0) {
    const stem = rand.pick(place.stems);
    return stem.charAt(0) + stem.slice(1).toLowerCase() + lowerTail;
  }
  if (style === 1) return rand.pick(place.stems) + camel;
  if (style === 2) return `${rand.pick(BRAND_WORDS)}-${camel.charAt(0)}${camel.slice(1).toLowerCase()}`;
  return rand.pick(TECH_STEMS) + camel;
}

const LEGAL_FORMS = [
  { short: 'ООО', full: 'Общество с ограниченной ответственностью', weight: 78 },
  { short: 'АО', full: 'Акционерное общество', weight: 18 },
  { short: 'ПАО', full: 'Публичное акционерное общество', weight: 4 },
] as const;

const POSITIONS = [
  ['Генеральный директор', 3], ['Директор', 3], ['Коммерческий директор', 4], ['Заместитель директора по МТО', 2],
  ['Менеджер по продажам', 6], ['Ведущий менеджер по продажам', 3], ['Начальник отдела сбыта', 3],
  ['Начальник отдела снабжения', 2], ['Специалист по реализации неликвидов', 2], ['Главный инженер', 1],
  ['Руководитель направления', 2], ['Заведующий складом', 1],
] as const;

const SALES_MAILBOXES = ['sales', 'info', 'zakaz', 'opt', 'snab', 'office', 'sklad'] as const;

const WHAT_WE_ARE: Readonly<Record<Specialization, readonly string[]>> = {
  metal: ['металлоторговая компания', 'поставщик металлопроката и трубной продукции', 'металлобаза'],
  cable: ['поставщик кабельно-проводниковой продукции и электротехники', 'электротехническая компания'],
  industrial: ['поставщик комплектующих для промышленных предприятий', 'снабженческая компания'],
  construction: ['поставщик строительных материалов', 'строительная компания'],
  packaging: ['поставщик упаковочных материалов и промышленной химии', 'производитель и поставщик упаковки'],
  general: ['производственное предприятие', 'машиностроительное предприятие', 'промышленное предприятие'],
};

const ABOUT_TMC: Readonly<Record<Specialization, readonly string[]>> = {
  metal: [
    'На складе трубы стальные электросварные и бесшовные, ВГП, профильные трубы, листовой и сортовой прокат, детали трубопроводов. Вся продукция с сертификатами качества завода-изготовителя.',
    'Реализуем остатки металлопроката: лист, уголок, швеллер, балку, арматуру, круг, а также отводы, фланцы и запорную арматуру. Возможна порезка в размер.',
  ],
  cable: [
    'Силовой и контрольный кабель, провода, кабель связи, автоматические выключатели и светотехника. Кабель на барабанах и в отрезках, есть сертификаты и паспорта.',
    'Остатки кабельной продукции после завершения объектов: ВВГнг(А)-LS, АВБбШв, КВВГ, СИП, а также щитовое оборудование и светильники.',
  ],
  industrial: [
    'Подшипники отечественного и импортного производства, метизы, РТИ, инструмент, редукторы и насосное оборудование. Продукция новая, в заводской упаковке.',
    'Комплектующие для ремонта оборудования: подшипники, ремни, уплотнения, рукава высокого давления, крепёж и режущий инструмент.',
  ],
  construction: [
    'Сухие смеси, кирпич и блоки, листовые материалы, утеплитель, кровельные материалы и ЛКМ. Остатки после завершения строительных объектов.',
    'Строительные материалы по ценам ниже рыночных: цемент, газобетон, фанера, OSB, гипсокартон, пиломатериалы, крепёж.',
  ],
  packaging: [
    'Стрейч-плёнка, гофрокартонная тара, скотч, мешки, ЛКМ и технические масла. Продаём партиями от одной упаковки.',
    'Упаковочные материалы со склада: плёнка, коробки, лента, поддоны, а также растворители и смазки.',
  ],
  general: [
    'Неликвиды и сверхнормативные запасы предприятия: металлопрокат, кабель, запорная арматура, подшипники, спецодежда и материалы для ремонта.',
    'Излишки материально-технических ресурсов: трубы, прокат, электротехника, инструмент, СИЗ. Все позиции хранились на складе предприятия.',
  ],
};

// ---------------------------------------------------------------------------------------------
// Dates

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

// ---------------------------------------------------------------------------------------------
// Sellers

export interface GenerateSellersOptions {
  /** yyyy-mm-dd that endConditionAt is counted from; today (UTC) by default. */
  today?: string;
}

function address(rand: Random, place: Place): string {
  const street = rand.pick(place.streets && rand.chance(0.7) ? place.streets : GENERIC_STREETS);
  let house = `д. ${rand.int(1, 120)}`;
  if (rand.chance(0.15)) house += rand.pick(['А', 'Б', 'В']);
  if (rand.chance(0.3)) house += `, ${rand.pick(['стр.', 'корп.'])} ${rand.int(1, 9)}`;
  const office = rand.chance(0.55) ? `, ${rand.pick(['офис', 'оф.', 'пом.'])} ${rand.int(1, 450)}` : '';
  const area = place.area ? `${place.area}, ` : '';
  return `${rand.int(place.postcodes[0], place.postcodes[1])}, ${area}г. ${place.city}, ${street}, ${house}${office}`;
}

function bankDetails(rand: Random, region: string): BankDetailsSeed {
  const regional = REGIONAL_BANKS[region];
  const bank = regional && rand.chance(0.55) ? rand.pick(regional) : rand.pick(FEDERAL_BANKS);
  return {
    bankName: bank.name,
    bankLegalEntity: bank.legalEntity,
    bik: bank.bik,
    bankInn: bank.inn,
    bankAccount: completeBankAccount(bank.bik, `40702810${rand.digits(11)}`),
    correspondentAccount: completeCorrespondentAccount(bank.bik),
  };
}

/** Indices in 0..count-1 chosen at random, never index 0 (the demo's main seller stays ordinary). */
function someIndices(rand: Random, count: number, how: number): Set<number> {
  const chosen = new Set<number>();
  const wanted = Math.min(how, count - 1);
  while (chosen.size < wanted) chosen.add(rand.int(1, count - 1));
  return chosen;
}

/**
 * `count` sellers with unique codes, names and INNs. The first one is always premium, active and
 * in good standing (a convenient demo account); one or two have conditions already ended and about
 * one in twenty is deleted.
 */
export function generateSellers(rand: Random, count: number, options: GenerateSellersOptions = {}): SellerSeed[] {
  const today = options.today ?? isoDate(new Date());
  const codes = new Set<string>();
  const names = new Set<string>();
  const domains = new Set<string>();
  const inns = new Set<string>();
  const ended = someIndices(rand, count, count >= 10 ? 2 : count >= 3 ? 1 : 0);
  const deleted = someIndices(rand, count, Math.round(count / 20));
  const sellers: SellerSeed[] = [];

  for (let i = 0; i < count; i++) {
    let sellerCode: string;
    do sellerCode = String(rand.int(100000, 999999));
    while (codes.has(sellerCode));
    codes.add(sellerCode);

    const specialization = specializationOf(sellerCode);
    const place = rand.pickWeighted(PLACE_WEIGHTS);

    let shortName = companyName(rand, specialization, place);
    for (let attempt = 0; (names.has(shortName.toLowerCase()) || isReservedName(shortName)) && attempt < 40; attempt++) {
      shortName = companyName(rand, specialization, place);
    }
    for (let n = 2; names.has(shortName.toLowerCase()); n++) shortName = `${shortName.replace(/-\d+$/, '')}-${n}`;
    names.add(shortName.toLowerCase());

    const form = rand.pickWeighted(LEGAL_FORMS.map((f) => [f, f.weight] as const));
    const title = `${form.short} «${shortName}»`;
    const legalEntity = `${form.full} «${shortName}»`;

    const office = rand.pick(place.offices);
    let inn: string;
    do inn = completeInn10(`${place.region}${office}${rand.digits(5)}`);
    while (inns.has(inn));
    inns.add(inn);
    const kpp = `${inn.slice(0, 4)}01001`;
    const foundedYear = rand.int(2002, 2021);
    const ogrn = completeOgrn(`1${String(foundedYear % 100).padStart(2, '0')}${inn.slice(0, 4)}${rand.digits(5)}`);

    let domain = transliterate(shortName);
    if (domains.has(domain)) domain = `${domain}-${transliterate(place.city).slice(0, 3)}`;
    for (let n = 2; domains.has(domain); n++) domain = `${transliterate(shortName)}${n}`;
    domains.add(domain);
    const host = `${domain}.${rand.pickWeighted([['ru', 85], ['com', 10], ['su', 5]])}`;

    const contact = person(rand);
    const email = rand.chance(0.6)
      ? `${rand.pick(SALES_MAILBOXES)}@${host}`
      : `${personalMailbox(contact)}@${host}`;

    const legalAddress = address(rand, place);
    const premium = i === 0 || rand.chance(0.4);
    const endConditionAt = ended.has(i) ? addDays(today, -rand.int(1, 45)) : addDays(today, rand.int(20, 540));

    sellers.push({
      sellerCode,
      specialization,
      title,
      shortName,
      legalEntity,
      inn,
      kpp,
      ogrn,
      lastName: contact.lastName,
      firstName: contact.firstName,
      middleName: contact.middleName,
      gender: contact.gender,
      position: rand.pickWeighted(POSITIONS),
      phoneNumber: mobilePhone(rand),
      email,
      region: place.region,
      city: place.city,
      address: legalAddress,
      bankDetails: bankDetails(rand, place.region),
      premium,
      businessCard: premium ? businessCard(rand, { title, specialization, place, host, foundedYear }) : null,
      endConditionAt,
      deleted: deleted.has(i),
    });
  }
  return sellers;
}

function businessCard(
  rand: Random,
  seller: { title: string; specialization: Specialization; place: Place; host: string; foundedYear: number },
): BusinessCardSeed {
  const { place } = seller;
  const warehouse = address(rand, place);
  const aboutSeller = [
    `${seller.title} — ${rand.pick(WHAT_WE_ARE[seller.specialization])}, г. ${place.city}.`,
    `Работаем с ${seller.foundedYear} года.`,
    rand.pick([
      'Реализуем складские остатки и неликвиды по ценам ниже рыночных.',
      'Большая часть позиций — остатки после завершения проектов и излишки закупок.',
      'Работаем с юридическими лицами и ИП по безналичному расчёту, с НДС и без.',
      'Постоянным покупателям предоставляем отсрочку платежа.',
    ]),
  ].join(' ');
  const aboutDelivery = [
    `Самовывоз со склада: ${warehouse}.`,
    rand.pick([
      'Погрузка краном и автопогрузчиком бесплатно.',
      'Отгрузка в течение 1–2 рабочих дней после оплаты.',
      'Склад работает по будням с 8:00 до 17:00.',
    ]),
    rand.pick([
      `Доставка по г. ${place.city} и области собственным транспортом.`,
      'В другие регионы отправляем транспортными компаниями.',
      'Возможна доставка до объекта покупателя, стоимость по запросу.',
    ]),
  ].join(' ');
  return {
    title: seller.title,
    address: warehouse,
    phoneNumber: cityPhone(rand, place),
    website: `https://${seller.host}`,
    email: `info@${seller.host}`,
    aboutSeller,
    aboutTmc: rand.pick(ABOUT_TMC[seller.specialization]),
    aboutDelivery,
  };
}

// ---------------------------------------------------------------------------------------------
// Curators and corporations

/** Curators: the platform's staff or contractors; e-mails on the platform's domain. */
export function generateCurators(rand: Random, count: number, emailDomain = 'tmc-market.ru'): PersonSeed[] {
  const mailboxes = new Set<string>();
  const curators: PersonSeed[] = [];
  for (let i = 0; i < count; i++) {
    const p = person(rand);
    let mailbox = personalMailbox(p);
    for (let n = 2; mailboxes.has(mailbox); n++) mailbox = `${personalMailbox(p)}${n}`;
    mailboxes.add(mailbox);
    curators.push({ ...p, email: `${mailbox}@${emailDomain}`, phoneNumber: mobilePhone(rand) });
  }
  return curators;
}

const CORPORATION_TITLES = [
  'Металлинвест Групп', 'ГК «УралСибМеталл»', 'Промресурс Групп', 'Холдинг «Северный альянс»', 'ГК «ВолгаИнвестПром»',
  'Корпорация «Центр снабжения»', 'ГК «Энергокомплекс»', 'Трубный холдинг «Магистраль»', 'ГК «Строительный альянс»',
  'Индустрия Групп', 'ГК «Техносфера»', 'Объединённая снабженческая компания',
] as const;

/**
 * Corporations grouping 3-5 active sellers each (a seller is in one corporation at most). Fewer
 * are returned when there are not enough active sellers.
 */
export function generateCorporations(
  rand: Random,
  sellers: readonly Pick<SellerSeed, 'sellerCode' | 'deleted'>[],
  count: number,
): CorporationSeed[] {
  const pool = rand.shuffle(sellers.filter((s) => !s.deleted).map((s) => s.sellerCode));
  const titles = rand.shuffle(CORPORATION_TITLES);
  const corporations: CorporationSeed[] = [];
  for (let i = 0; i < count; i++) {
    const size = rand.int(3, 5);
    if (pool.length < 3) break;
    const title = titles[i % titles.length] ?? 'Промышленная группа';
    corporations.push({
      title: i < titles.length ? title : `${title} ${Math.floor(i / titles.length) + 1}`,
      sellerCodes: pool.splice(0, size),
    });
  }
  return corporations;
}
