// Prefix filtering of the seller and corporation dropdowns (specification, section 2: the search box
// "filters by title prefix"). A title matches when it starts with the query, ignoring case, 'ё'/'е',
// and a leading legal form with its quotes: both "ООО «Ромашка»" and "Ромашка" are found by "ром"
// and by "ооо ром". The query still has to match from the start of the title: "машка" finds nothing.

const LEGAL_FORMS = [
  'общество с ограниченной ответственностью',
  'публичное акционерное общество',
  'непубличное акционерное общество',
  'закрытое акционерное общество',
  'открытое акционерное общество',
  'акционерное общество',
  'индивидуальный предприниматель',
  'ооо',
  'пао',
  'нао',
  'зао',
  'оао',
  'ао',
  'ип',
  'фгуп',
  'гуп',
  'муп',
  'ано',
  'нко',
  'тоо',
];

const QUOTES = /["'«»„“”‘’]/g;
const LEADING_LEGAL_FORM = new RegExp(`^(?:${LEGAL_FORMS.join('|')})(?=[\\s"'«»„“”])`, 'u');

/** Lower case, 'ё' as 'е', quotes removed, spaces collapsed. */
export function normaliseTitle(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(QUOTES, ' ').replace(/\s+/g, ' ').trim();
}

/** The title without its leading legal form: "ООО «Ромашка»" -> "ромашка". */
export function titleWithoutLegalForm(title: string): string {
  const lower = title.toLowerCase().replace(/ё/g, 'е').trim();
  return normaliseTitle(lower.replace(LEADING_LEGAL_FORM, ''));
}

export function matchesTitlePrefix(title: string, query: string): boolean {
  const q = normaliseTitle(query);
  if (!q) return true;
  return normaliseTitle(title).startsWith(q) || titleWithoutLegalForm(title).startsWith(q);
}

/** Alphabetical by the name without its legal form, as a person looks a company up. */
export function compareTitles(a: string, b: string): number {
  return titleWithoutLegalForm(a).localeCompare(titleWithoutLegalForm(b), 'ru');
}
