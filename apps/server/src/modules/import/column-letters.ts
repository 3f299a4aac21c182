// Spreadsheet column letters and 0-based indexes, as messages and the mapping override name columns.

/** Column index (0 = A) of a letter or a cell reference such as 'AB12'; -1 when it has no letters. */
export function columnIndex(ref: string): number {
  let index = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code >= 65 && code <= 90) index = index * 26 + (code - 64);
    else if (code >= 97 && code <= 122) index = index * 26 + (code - 96);
    else break;
  }
  return i === 0 ? -1 : index - 1;
}

/** The column letter of a 0-based index: 0 -> 'A', 27 -> 'AB'. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}
