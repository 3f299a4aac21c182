// A PostgreSQL array literal ('{"a","b\"c",NULL,1.5}') built in one pass, for the bulk writes that send a
// column of thousands of rows as one parameter (`${pgArray(values)}::text[]`). node-postgres turns a JS
// array into the same text, but element by element through two regular expressions and string
// concatenation: on a 100,000-row import that was a tenth of the process's allocations.

/** Strings are quoted (quotes and backslashes escaped), numbers written as they are, null as NULL. */
export function pgArray(values: ReadonlyArray<string | number | null | undefined>): string {
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i > 0) literal += ',';
    if (value === null || value === undefined) literal += 'NULL';
    else if (typeof value === 'number') literal += String(value);
    else literal += value.includes('"') || value.includes('\\') ? `"${value.replace(/["\\]/g, '\\$&')}"` : `"${value}"`;
  }
  return `${literal}}`;
}
