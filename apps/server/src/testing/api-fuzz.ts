/**
 * The generator of hostile requests of the API fuzzing test (api-fuzz.test.ts): from the OpenAPI
 * document, for each operation, requests with NUL bytes, lone surrogates, huge and negative numbers,
 * wrong types, broken JSON, wrong content types, malformed and over-long paths and unknown fields,
 * around values the schema would accept (so that many get past validation to the rules and the
 * database). Deterministic: the same seed gives the same requests.
 */

export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}
export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  multipart: boolean;
}

/** mulberry32: small, fast and the same on every machine. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Rng = ReturnType<typeof random>;

/** A value that breaks something in some program; the marker shows whether an answer echoes input. */
export const MARKER = '<svg/onload=fuzz>';
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  'x\udfffy',
  '\u202e\u200b\ufeff',
  '\r\n\t\u0007\u001b[31m',
  'ё'.repeat(3000),
  'a'.repeat(20_000),
  MARKER,
  "' or 1=1 --",
  '"; drop table users; --',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '${7*7}{{7*7}}',
  '-1',
  '0',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '2147483648',
  '-2147483649',
  '99999999999999999999999',
  '9007199254740993',
  '0x1f',
  '１２３',
  '1.5',
  '1,5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '0000-00-00',
  '2026-02-30',
  '99999-12-31',
  '-infinity',
  '2026-01-01T25:61:61Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'admin@tmc-market.ru',
  'a@b',
  '@',
  'L1',
  'ADMIN',
  '000000',
  '999999',
  '7707083893',
  '🚀📦',
  'Ы',
];
const HOSTILE_NUMBERS = [0, -1, 1, 1.5, -0.0001, 2147483647, 2147483648, -2147483649, 1e15, 1e21, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 63, 0.1 + 0.2, 5e-324];

function hostile(rng: Rng, depth = 0): unknown {
  const roll = rng.next();
  if (roll < 0.5) return rng.pick(HOSTILE_STRINGS);
  if (roll < 0.75) return rng.pick(HOSTILE_NUMBERS);
  if (roll < 0.85) return rng.pick([null, true, false]);
  if (depth > 2) return null;
  if (roll < 0.93) return Array.from({ length: rng.int(0, 3) }, () => hostile(rng, depth + 1));
  return { [rng.pick(['__proto__', 'constructor', 'id', MARKER, 'a\u0000'])]: hostile(rng, depth + 1), toString: hostile(rng, depth + 1) };
}

const CYRILLIC_WORDS = ['труба', 'кабель', 'задвижка', 'Лист стальной', 'Москва', 'ГОСТ 3262', 'шт', 'кг'];

function uuid(rng: Rng): string {
  const hex = () => rng.int(0, 15).toString(16);
  const part = (n: number) => Array.from({ length: n }, hex).join('');
  return `${part(8)}-${part(4)}-4${part(3)}-a${part(3)}-${part(12)}`;
}

/** A value the schema would take (most of the time), so that requests get past validation to the rules and the database. */
function valid(schema: JsonSchema | undefined, rng: Rng, depth = 0): unknown {
  if (!schema) return hostile(rng);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return rng.pick(schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return valid(rng.pick(union), rng, depth);
  if (schema.allOf?.[0]) return valid(schema.allOf[0], rng, depth);
  if (schema.nullable && rng.chance(0.1)) return null;
  const types = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null') : [schema.type ?? 'string'];
  const type = rng.pick(types.length > 0 ? types : ['string']);
  switch (type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? 1000, min + 1000);
      const n = rng.chance(0.2) ? rng.pick([min, schema.maximum ?? max]) : min + rng.next() * (max - min);
      return type === 'integer' ? Math.round(n) : Math.round(n * 100) / 100;
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      const length = rng.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + 3));
      return depth > 3 ? [] : Array.from({ length }, () => valid(schema.items, rng, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 3) return out;
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || rng.chance(0.6)) out[key] = valid(property, rng, depth + 1);
      }
      if (typeof schema.additionalProperties === 'object' && rng.chance(0.5)) out[rng.pick(CYRILLIC_WORDS)] = valid(schema.additionalProperties, rng, depth + 1);
      return out;
    }
    case 'null':
      return null;
    default:
      return validString(schema, rng);
  }
}

function validString(schema: JsonSchema, rng: Rng): string {
  switch (schema.format) {
    case 'email':
      return `fuzz${rng.int(1, 1e6)}@example.ru`;
    case 'uuid':
      return uuid(rng);
    case 'date-time':
      return new Date(Date.UTC(2026, rng.int(0, 11), rng.int(1, 28))).toISOString();
    case 'date':
      return `2026-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  }
  if (schema.pattern) {
    // The patterns of this API are digit codes (seller code, ИНН, phone) and slugs; a few candidates cover them.
    const candidates = ['123456', '7707083893', '770708389301', '79161234567', 'post-1', '2026-01-15', 'abc', '1'];
    const re = new RegExp(schema.pattern);
    const match = candidates.find((c) => re.test(c));
    if (match) return match;
  }
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, 40);
  let s = rng.pick(CYRILLIC_WORDS);
  while (s.length < min) s += ` ${rng.pick(CYRILLIC_WORDS)}`;
  return s.slice(0, Math.max(min, max));
}

/** The body of a request: valid with a few fields broken, entirely hostile, or not JSON at all. */
function body(op: Operation, rng: Rng): { payload?: string | Buffer; contentType?: string } {
  const roll = rng.next();
  if (op.multipart || roll < 0.06) {
    const boundary = 'fuzzboundary';
    const parts = rng.pick([
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\x00garbage\r\n--${boundary}--\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${MARKER}"\r\n\r\n${'A'.repeat(rng.int(0, 2000))}`,
      `--${boundary}\r\n\r\n`,
      'not multipart at all',
    ]);
    return { payload: parts, contentType: rng.pick([`multipart/form-data; boundary=${boundary}`, 'multipart/form-data', `multipart/form-data; boundary=other`]) };
  }
  if (roll < 0.12) return { payload: rng.pick(['{"a":', '{"a":1}}', '\u0000', '[', 'null', '""', '{"__proto__":{"admin":true}}']), contentType: 'application/json' };
  if (roll < 0.17) return { payload: 'username=a%00b&password=%ff%fe&x[y]=1', contentType: rng.pick(['application/x-www-form-urlencoded', 'text/plain', 'application/xml', 'application/json; charset=latin1']) };
  if (roll < 0.22) return { payload: JSON.stringify(hostile(rng)), contentType: 'application/json' };
  if (!op.body && roll < 0.6) return {};
  const value = valid(op.body ?? { type: 'object' }, rng);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const keys = [...Object.keys(op.body?.properties ?? {}), 'unknownField'];
    for (let i = rng.int(rng.chance(0.25) ? 0 : 1, 3); i > 0; i--) record[rng.pick(keys)] = hostile(rng);
  }
  return { payload: JSON.stringify(value), contentType: 'application/json' };
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes as the invalid UTF-8 of one. */
function encode(value: string): string {
  return value.split(/(\p{Cs})/u).map((part) => (/^\p{Cs}$/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part))).join('');
}

function pathValue(parameter: Parameter, rng: Rng): string {
  const roll = rng.next();
  if (roll < 0.35) return encode(String(valid(parameter.schema, rng)));
  if (roll < 0.45) return rng.pick(['%', '%zz', '%E0%A4%A', '%00', '%2e%2e', '%c0%af']);
  if (roll < 0.5) return 'x'.repeat(rng.int(101, 400));
  return encode(String(rng.pick(HOSTILE_STRINGS))).slice(0, rng.chance(0.8) ? 90 : 10_000);
}

export function requestFor(op: Operation, rng: Rng) {
  let url = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => pathValue(op.parameters.find((p) => p.name === name && p.in === 'path') ?? { in: 'path', name }, rng));
  const query: string[] = [];
  for (const parameter of op.parameters.filter((p) => p.in === 'query')) {
    if (!rng.chance(parameter.required ? 0.9 : 0.5)) continue;
    const value = rng.chance(0.5) ? valid(parameter.schema, rng) : hostile(rng);
    query.push(`${encode(parameter.name)}=${encode(typeof value === 'string' ? value : JSON.stringify(value))}`);
    if (rng.chance(0.1)) query.push(`${encode(parameter.name)}=${encode(rng.pick(HOSTILE_STRINGS))}`);
  }
  if (rng.chance(0.1)) query.push(rng.pick(['%', 'a=%zz', '__proto__[x]=1', `${MARKER}=1`, 'page=1&page=2']));
  if (query.length > 0) url += `?${query.join('&')}`;
  const { payload, contentType } = ['GET', 'DELETE'].includes(op.method) && !rng.chance(0.1) ? {} : body(op, rng);
  return { method: op.method, url, payload, contentType };
}

export function operations(document: { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> }): Operation[] {
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      list.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content || /photos$|upload|import/.test(path),
      });
    }
  }
  return list;
}

