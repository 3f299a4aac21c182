/** Store titles are cut to this many characters on a window narrower than STAT_WIDE_MIN_WIDTH (specification, section 9). */
export const STAT_TITLE_CUT = 10;
export const STAT_WIDE_MIN_WIDTH = 1440;

/** The casing rule of the last three columns: first letter capitalised, the rest lower case. */
export function capitalizeTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) return trimmed;
  const lower = trimmed.toLocaleLowerCase('ru');
  return lower.charAt(0).toLocaleUpperCase('ru') + lower.slice(1);
}

/** Cuts a title to 10 characters plus '...' when the window is narrow; a shorter title stays whole. */
export function cutTitle(title: string, narrow: boolean): string {
  if (!narrow || [...title].length <= STAT_TITLE_CUT) return title;
  return `${[...title].slice(0, STAT_TITLE_CUT).join('')}...`;
}

/** The first word of a row, the search page's `title` parameter. */
export function firstWord(title: string): string {
  return title.trim().split(/\s+/)[0] ?? '';
}
