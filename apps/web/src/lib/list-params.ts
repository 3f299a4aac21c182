import type { z } from 'zod';

/**
 * A list page's URL parameters read with the API's own query schema (packages/shared; STYLE.md: the URL
 * is the state). A parameter the schema refuses is dropped, as if the link had not had it, so a
 * hand-edited link (`year=1800`, `page=-2`) shows what the API answers for the rest instead of an error;
 * what is left is exactly what the API accepts. Only the schema's own keys are read, except `size`:
 * every list of the site shows the API's default page size, which a link does not change.
 */
export function parseListParams<S extends z.ZodObject>(schema: S, params: URLSearchParams, extra: Record<string, string> = {}): z.output<S> {
  const input: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    if (key === 'size') continue;
    const value = extra[key] ?? params.get(key);
    if (value !== null && value !== undefined) input[key] = value;
  }
  // Each round drops the parameters named by the issues; a range rule (price 'to' below 'from', a page
  // too deep) only shows once every field passes, hence the loop. It ends: each round removes a key.
  for (;;) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const refused = result.error.issues.map((issue) => String(issue.path[0])).filter((key) => key in input);
    // An issue no parameter explains is a fault of the schema itself, not of the link.
    if (refused.length === 0) throw result.error;
    for (const key of refused) delete input[key];
  }
}
