// The planner's selectivity of `tsvector @@ tsquery` (PostgreSQL's tsquerysel, ts_selfuncs.c), computed
// here from the same statistics: the most common lexemes of tmc.search and their frequencies in pg_stats.
// A search needs the planner's row estimate of its words to choose between counting its matches and
// walking the publication index (tmc-search.ts, stageMatch); asking for it with EXPLAIN cost a round trip
// and the planning of a statement (about 1 ms) on every text search.

/** Of pg_stats for tmc.search: most_common_elems and their frequencies, and null_frac. */
export interface LexemeStatistics {
  /** Each most common lexeme's frequency (share of non-null rows), in pg_stats' order. */
  frequency: ReadonlyMap<string, number>;
  /** The lowest frequency ANALYZE kept track of (the one before the last of most_common_elem_freqs). */
  minFrequency: number;
  nullFraction: number;
}

/** PostgreSQL's DEFAULT_TS_MATCH_SEL (ts_selfuncs.c). */
const DEFAULT_TS_MATCH_SEL = 0.005;

/** pg_stats' columns as read (most_common_elems as text[], most_common_elem_freqs as float8[]), or null without them. */
export function lexemeStatistics(elems: readonly string[] | null, freqs: readonly (number | string)[] | null, nullFraction: number | string | null): LexemeStatistics | null {
  if (!elems || !freqs || freqs.length < elems.length + 2) return null;
  return { frequency: new Map(elems.map((lexeme, i) => [lexeme, Number(freqs[i])])), minFrequency: Number(freqs[elems.length]), nullFraction: Number(nullFraction ?? 0) };
}

/** An operand of a tsquery: a lexeme, or its beginning (':*'). */
export interface Operand {
  lexeme: string;
  prefix: boolean;
}
type Node = Operand | { op: 'not'; arg: Node } | { op: 'and' | 'or'; left: Node; right: Node };

/**
 * A tsquery's text (as tsqueryin reads it: quoted lexemes with ':*' or weights, ! & | <-> <N> and
 * parentheses) as a tree, or null when it is not one this parser knows.
 */
export function parseTsQuery(text: string): Node | null {
  const tokens: string[] = [];
  const re = /\s*(?:('(?:[^'\\]|''|\\.)*')(:[*A-Da-d]+)?|(<->|<\d+>|[()!&|]))/gy;
  let m: RegExpExecArray | null;
  let at = 0;
  while (at < text.length) {
    re.lastIndex = at;
    m = re.exec(text);
    if (!m) return /^\s*$/.test(text.slice(at)) ? finish() : null;
    tokens.push(m[1] ? `${m[1]}${m[2] ?? ''}` : m[3]!);
    at = re.lastIndex;
  }
  return finish();

  function finish(): Node | null {
    let i = 0;
    const or = (): Node | null => {
      let left = and();
      while (left && tokens[i] === '|') {
        i++;
        const right = and();
        left = right ? { op: 'or', left, right } : null;
      }
      return left;
    };
    // AND and the phrase operators: the planner estimates both as the product.
    const and = (): Node | null => {
      let left = not();
      while (left && (tokens[i] === '&' || /^<(->|\d+>)$/.test(tokens[i] ?? ''))) {
        i++;
        const right = not();
        left = right ? { op: 'and', left, right } : null;
      }
      return left;
    };
    const not = (): Node | null => {
      if (tokens[i] === '!') {
        i++;
        const arg = not();
        return arg ? { op: 'not', arg } : null;
      }
      const token = tokens[i++];
      if (token === '(') {
        const inner = or();
        return tokens[i++] === ')' ? inner : null;
      }
      const operand = token ? /^'((?:[^'\\]|''|\\.)*)'(?::([*A-Da-d]+))?$/.exec(token) : null;
      if (!operand) return null;
      return { lexeme: operand[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1'), prefix: (operand[2] ?? '').includes('*') };
    };
    const tree = tokens.length ? or() : null;
    return tree && i === tokens.length ? tree : null;
  }
}

const clamp = (p: number): number => Math.min(1, Math.max(0, p));

/** tsquery_opr_selec of PostgreSQL 15: a lexeme's frequency, combined as independent events. */
function selectivity(node: Node, stats: LexemeStatistics): number {
  if ('lexeme' in node) {
    const notCommon = Math.min(DEFAULT_TS_MATCH_SEL, stats.minFrequency / 2);
    if (!node.prefix) return clamp(stats.frequency.get(node.lexeme) ?? notCommon);
    // A beginning: the matching most common lexemes, extrapolated to the rest in the same share.
    if (stats.frequency.size < 100) return DEFAULT_TS_MATCH_SEL * 4;
    let matched = 0;
    let all = 0;
    let count = 0;
    for (const [lexeme, f] of stats.frequency) {
      if (lexeme.startsWith(node.lexeme)) {
        matched += f - matched * f;
        count++;
      }
      all += f - all * f;
    }
    return clamp(Math.max(notCommon, clamp(matched) + (1 - clamp(all)) * (count / stats.frequency.size)));
  }
  if (node.op === 'not') return clamp(1 - selectivity(node.arg, stats));
  const s1 = selectivity(node.left, stats);
  const s2 = selectivity(node.right, stats);
  return clamp(node.op === 'and' ? s1 * s2 : s1 + s2 - s1 * s2);
}

/** The planner's selectivity of `search @@ text` (tsquerysel), or null for a text this parser does not read. */
export function tsQuerySelectivity(text: string, stats: LexemeStatistics): number | null {
  const tree = parseTsQuery(text);
  return tree ? selectivity(tree, stats) * (1 - stats.nullFraction) : null;
}

/** The operands of a tsquery's text, in order, or null for a text this parser does not read. */
export function tsQueryOperands(text: string): Operand[] | null {
  const tree = parseTsQuery(text);
  if (!tree) return null;
  const operands: Operand[] = [];
  const walk = (node: Node): void => {
    if ('lexeme' in node) operands.push(node);
    else if (node.op === 'not') walk(node.arg);
    else {
      walk(node.left);
      walk(node.right);
    }
  };
  walk(tree);
  return operands;
}
