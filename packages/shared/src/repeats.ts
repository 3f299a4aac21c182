/** The specification's helper (section 5): this many equal characters in a row count as repeats. */
export const MIN_REPEAT_RUN = 4;

// 's' so a line break is a character like any other; 'u' so an emoji is one character, not two.
const REPEAT_RUN = new RegExp(`(.)\\1{${MIN_REPEAT_RUN - 1},}`, 'su');

/** True when the same character occurs MIN_REPEAT_RUN or more times in a row ('aaaa', '0000'). */
export function hasRepeats(value: string): boolean {
  return REPEAT_RUN.test(value);
}
