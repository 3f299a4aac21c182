import type { z } from 'zod';

/**
 * A list page's URL parameters read with the API's own query schema (packages/shared; STYLE.md: the URL
 * is the state). Each parameter is checked by its own field of the schema, and one the API would refuse
 * is dropped, as if the link had not had it: a hand-edited link (`year=1800`, `page=-2`) shows what the
 * API answers for the rest instead of an error. The rules between parameters (a price range upside
 * down) are left to the API, whose answer names them: no single parameter is wrong there, and the page
 * shows that message. `size` is never read from a link: every list of the site shows the API's default.
 */
export function parseListParams<S extends z.ZodObject>(schema: S, params: URLSearchParams, extra: Record<string, string> = {}): z.output<S> {
  const output: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const raw = key === 'size' ? undefined : (extra[key] ?? params.get(key) ?? undefined);
    const parsed = field.safeParse(raw);
    // A refused value counts as absent: the field's default, or nothing.
    const value = parsed.success ? parsed.data : field.safeParse(undefined).data;
    if (value !== undefined) output[key] = value;
  }
  return output as z.output<S>;
}
