import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';

/**
 * The data of a content file that takes the fast path, or undefined when it must be parsed by the
 * `yaml` package as usual (check-file.ts). js-yaml builds plain data straight from the text, with no
 * document, node ranges or source tokens: the 1,000-industry content (1,011 files, 17 MB) parses in
 * 0.24 s against 2.2 s for `yaml`'s parseDocument and toJS, which was 1.5 s of each validation thread's
 * 2.4 s. So the data must be what `yaml` gives for the same text, and a text `yaml` rejects must never
 * pass here:
 * - plain scalars resolve by `yaml`'s YAML 1.2 core schema (its own patterns, below): `1_000`, `0b1`,
 *   `yes` and dates stay text, as they do there;
 * - js-yaml refuses unknown tags, duplicate keys, undefined aliases and more than one document, and any
 *   refusal falls back to `yaml`, whose problem and position are then reported as before;
 * - whatever is rare in content and where the two parsers could differ goes to `yaml` untried: tabs,
 *   carriage returns, control characters, tags, anchors and aliases, directives and document markers,
 *   complex keys, merge keys, `__proto__`, very long lines, quoted text or a flow collection whose
 *   lines are not indented past its key (`plainLines`), keys that are not names (`plainKeys`).
 * A file whose data then fails the schemas is parsed again by `yaml` for its positions (check-file.ts),
 * so only files that pass everything keep the fast path's data.
 * tests/unit/content/fast-yaml.test.ts compares both parsers on the fixture site and mutations of it;
 * fast-yaml-check.ts does the same on any folder (run on industries/ and 1,000 generated industries).
 */
export function fastYaml(source: string): { data: unknown } | undefined {
  if (UNUSUAL_CHARACTER.test(source) || source.includes('<<') || source.includes('__proto__')) return undefined;
  if (!plainLines(source)) return undefined;
  let data: unknown;
  try {
    data = load(source, { schema: CORE });
  } catch {
    return undefined;
  }
  // Every kind of content file is a mapping; anything else (an empty file is undefined here and null
  // in `yaml`) is reported by the usual path.
  return isMapping(data) && plainKeys(data) ? { data } : undefined;
}

const isMapping = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Whether every key is a name (the schemas know no others). The parsers turn other keys into text
 * differently: `null:` and `~:` are "null" here and "" in `yaml`, `[a, b]:` is "a,b" here and "[ a, b ]" there.
 */
function plainKeys(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(plainKeys);
  if (!isMapping(value)) return true;
  for (const key in value) if (!KEY.test(key) || key === 'null' || !plainKeys(value[key])) return false;
  return true;
}
const KEY = /^[A-Za-z_][\w-]*$/;

// Tabs, carriage returns, control characters, byte-order and non-characters: control characters are
// exactly what this looks for.
// eslint-disable-next-line no-control-regex
const UNUSUAL_CHARACTER = /[\t\r\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufeff\ufffe\uffff]/;
// Where a node starts on a line: its indentation, any "- ", and a key with ": " before it, if any.
const NODE_START = /^( *)((?:- +)*)((?:[^\s#"'[{][^#]*?|"(?:[^"\\]|\\.)*"|'(?:[^']|'')*') *: +)?/;
const BLOCK_SCALAR = /^[|>][-+0-9]*( +#.*)?$/;
// A node that starts with a tag, anchor or alias, or a complex key.
const UNUSUAL_NODE = /^(?:[!&*]|\?(?: |$))/;

/**
 * One pass over the lines (a few regular expressions over the whole text cost as much as js-yaml):
 * - no line of 1,000 characters or more (a key over 1,024 is an error in `yaml`);
 * - no directive or document marker, no node that starts with a tag, anchor, alias or `? `;
 * - every quoted text and flow collection (`[…]`, `{…}`) that spans lines goes on indented further
 *   than the key or "- " it follows: `yaml` requires it, js-yaml reads a less indented line on as
 *   part of it. Where no key or "- " comes first on its line, its lines must not start left of it.
 * Stricter than `yaml` in places (a closing bracket under its key): such a file takes the usual path.
 */
function plainLines(source: string): boolean {
  const lines = source.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (line.length >= 1000 || /^(?:%|---|\.\.\.)/.test(line)) return false;
    const start = NODE_START.exec(line)!;
    const column = start[1]!.length + start[2]!.length;
    const least = start[3] ? column : start[2] ? start[1]!.length + start[2].lastIndexOf('-') : column - 1;
    const rest = line.slice(start[0].length);
    if (UNUSUAL_NODE.test(rest)) return false;
    if (BLOCK_SCALAR.test(rest)) {
      // A literal or folded text: its lines are text, whatever quotes they hold.
      while (index + 1 < lines.length && (lines[index + 1]!.trim() === '' || indentOf(lines[index + 1]!) > least))
        index += 1;
    } else if (/^["'[{]/.test(rest)) {
      index = spanEnd(lines, index, start[0].length, least);
      if (index === -1) return false;
    }
  }
  return true;
}

const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * The line on which the quoted text or flow collection opened at `lines[row][from]` ends, or -1 when
 * it does not, or a line of it is not indented past `least`. In a flow, a quote opens text only
 * where a value starts (`[`, `{`, `,` or `:` before it), not in `O'Brien`.
 */
function spanEnd(lines: readonly string[], row: number, from: number, least: number): number {
  let depth = 0;
  let quote = '';
  let last = ',';
  for (let at = from; row < lines.length; row += 1, at = 0) {
    const line = lines[row]!;
    if (at === 0 && line.trim() !== '' && indentOf(line) <= least) return -1;
    for (; at < line.length; at += 1) {
      const char = line[at]!;
      if (quote) {
        if (quote === '"' && char === '\\') at += 1;
        else if (char === quote && quote === "'" && line[at + 1] === "'") at += 1;
        else if (char === quote) {
          quote = '';
          if (depth === 0) return row;
        }
      } else if ((char === '"' || char === "'") && '[{,:'.includes(last)) quote = char;
      else if ('!&*?'.includes(char) && '[{,:'.includes(last)) return -1;
      else if (char === '[' || char === '{') depth += 1;
      else if (char === ']' || char === '}') {
        depth -= 1;
        if (depth === 0) return row;
      } else if (char === '#' && (at === 0 || line[at - 1] === ' ')) break;
      if (char !== ' ') last = char;
    }
  }
  return -1;
}

/** A YAML 1.2 core scalar type, resolved with the pattern `yaml` uses (node_modules/yaml/dist/schema/core). */
function scalar(tag: string, test: RegExp, construct: (text: string) => unknown): Type {
  return new Type(`tag:yaml.org,2002:${tag}`, {
    kind: 'scalar',
    resolve: (text: string | null) => test.test(text ?? ''),
    construct: (text: string | null) => construct(text ?? ''),
  });
}

const CORE = FAILSAFE_SCHEMA.extend({
  implicit: [
    scalar('null', /^(?:~|[Nn]ull|NULL)?$/, () => null),
    scalar('bool', /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (text) => text[0] === 't' || text[0] === 'T'),
    // js-yaml keeps one implicit type per tag, so each tag's patterns are one: octal, decimal, hex.
    scalar('int', /^(?:0o[0-7]+|[-+]?[0-9]+|0x[0-9a-fA-F]+)$/, (text) =>
      text.startsWith('0o')
        ? parseInt(text.slice(2), 8)
        : text.startsWith('0x')
          ? parseInt(text.slice(2), 16)
          : parseInt(text, 10),
    ),
    // Infinities and NaN, exponents, decimals.
    scalar(
      'float',
      /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+|[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*))$/,
      (text) =>
        /nan$/i.test(text)
          ? NaN
          : /inf$/i.test(text)
            ? text.startsWith('-')
              ? Number.NEGATIVE_INFINITY
              : Number.POSITIVE_INFINITY
            : parseFloat(text),
    ),
  ],
});
