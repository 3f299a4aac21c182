// The shop window's category of goods (packages/shared/src/goods-categories.ts) from the first word of
// the name, spelled in the application for writers of many rows (the import, the seed), so that storing a
// row does not run the SQL function tmc_category() (migration 0015; about 20 µs of the database's CPU a
// row, as a generated column). Kept equal to that function rule by rule and in the same order: a test
// compares both over the demo catalogue and edge cases. A row written without it gets the database's
// category from a trigger (migration 0025), so both ways give the same column.

/** The rules of tmc_category(), first match wins: 'кабель-канал' is electrical before 'кабель' is cable. */
const RULES: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(кабель-канал|автоматическ|выключател|светильник|трансформатор|электродвигател|контактор|пускател|щит|щиток|наконечник|лоток|коробка|шкаф|розетк|рубильник|лампа|прожектор)/, 4],
  [/^(труб|гофротруб|отвод|тройник|переход|фланец|заглушк|сгон|муфт|резьба|бочат|контргайк|фитинг)/, 1],
  [/^(лист|круг|уголок|арматур|швеллер|двутавр|балк|полос|квадрат|шестигранник|катанк|профнастил|профиль|проволок|сетк|сетка-рабица)/, 2],
  [/^(кабел|провод|шнур)/, 3],
  [/^(задвижк|кран$|клапан|затвор|вентил[ья]|насос|манометр|датчик|термометр|термопреобразовател|термопар|счетчик|счётчик|регулятор)/, 5],
  [/^(подшипник|корпус|ремень|рукав|манжет|кольц|паронит|техпластин|набивк)/, 6],
  [/^(болт|гайк|шайб|шпильк|саморез|гвозд|анкер|заклепк|хомут|винт|шуруп)/, 7],
  [/^(диск|сверл|метчик|резец|ключ|набор|лопат|ушм|кувалд|рулетк|перфоратор|ножовк|пил|дрель|уровень|лом$|миксер|домкрат|таль|строп|цеп|трос|тачк|тележк|кран-балк)/, 8],
  [
    /^(цемент|кирпич|блок|утеплител|доск|брус|фанер|плит|керамогранит|гипсокартон|рубероид|щебень|песок|штукатурк|смес|шпаклевк|пескобетон|пеноплэкс|техноэласт|изоспан|унифлекс|линокром|керамзит|бордюр|мастик|праймер|наливн|фундаментн)/,
    9,
  ],
  [/^(эмаль|грунт|краск|лак$|растворител|сольвент|олифа|уайт-спирит|ксилол|клей)/, 10],
  [/^(масл|смазк|солидол|литол)/, 11],
  [/^(костюм|перчатк|респиратор|рукавиц|куртк|комбинезон|полукомбинезон|сапог|валенк|ботинк|краги|брюк|жилет|беруши|пояс|халат|очки|каск)/, 12],
  [/^(стрейч|мешок|поддон|скотч|пл[её]нк|лента|биг-бэг|ящик)/, 13],
  [/^(вентилятор|радиатор|воздуховод|редуктор|мотор-редуктор|червячн|компрессор|генератор|станок|сварочн|электрод|тепловая|фильтр)/, 14],
];

/**
 * Outside ASCII and the Russian letters, a letter, mark, space or control character, where JavaScript's and
 * the database locale's lower case and white space may differ (signs such as № and «» are neither to both);
 * the same test as codeVector()'s.
 */
const OTHER_LETTERS = /[\p{L}\p{M}\p{Z}\p{C}]/u;

/**
 * The category id tmc_category(name) gives: the first word of the name (split at spaces after trimming
 * them, lower case) against the rules. Null when the first word has another character (a no-break space,
 * a tab, an accented letter), where case and white space might differ: the database then decides.
 */
export function goodsCategoryOf(name: string): number | null {
  const first = name.replace(/^ +| +$/g, '').split(' ', 1)[0] ?? '';
  if (OTHER_LETTERS.test(first.replace(/[\x20-\x7eа-яёА-ЯЁ]+/g, ''))) return null;
  const word = first.toLowerCase();
  for (const [rule, id] of RULES) if (rule.test(word)) return id;
  return 0;
}
