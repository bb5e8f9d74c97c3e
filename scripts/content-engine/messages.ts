// The one entry point that turns zod issues into what an author reads: `contentErrorMap` words every
// issue while zod parses (zod 4's per-parse `error` option), and `issueProblems` pins each to its line.
// Each message says what happened, what was expected (the allowed values or range) and what to type.
import type { Document, LineCounter } from 'yaml';
import { z } from 'zod';
import { required, unionMessage, unknownKeysMessage, valueMessage } from './fixed-set-messages.ts';
import { locate, misplacedKey } from './locate.ts';
import { dottedPath, type Problem } from './problem.ts';
import {
  describeValue,
  descriptionOf,
  keyList,
  kindName,
  lengthRange,
  numberRange,
  plural,
  type IssueSource,
} from './yaml-terms.ts';

type Raw<Code extends z.core.$ZodIssue['code']> = Extract<z.core.$ZodRawIssue, { code: Code }>;

/** The message of an issue that only repeats another one; `issueProblems` leaves it out. */
const ECHO = '';

/**
 * Pass as `schema.safeParse(data, { error: contentErrorMap })`. Messages set on a schema itself
 * (`wrongForm` in schemas/common.ts, refinements) take precedence, so they follow the same rules.
 */
export const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue);
    case 'invalid_value':
      return valueMessage(issue);
    case 'invalid_union':
      return unionMessage(issue);
    case 'unrecognized_keys':
      return unknownKeysMessage(issue.keys, issue.inst);
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_format':
      return formatMessage(issue);
    case 'not_multiple_of':
      return `Expected a multiple of ${issue.divisor}; got ${describeValue(issue.input)}. Round it to one`;
    default: {
      const description = descriptionOf(issue.schema ?? issue.inst);
      return `${describeValue(issue.input)} is not accepted here${description ? `. Expected ${description}` : ''}`;
    }
  }
};

/**
 * Problems for one issue of a file, each at the line and column an author must edit. `source` (the
 * file's text) finds a missing key that is written but swallowed by the block above it.
 */
export function issueProblems(
  file: string,
  doc: Document,
  lines: LineCounter,
  issue: z.core.$ZodIssue,
  source?: string,
): Problem[] {
  const at = (path: PropertyKey[], message: string, atKey = false): Problem => {
    const { line, column } = locate(doc, lines, path, atKey);
    return { file, line, column, path: dottedPath(path), message };
  };
  if (issue.message === ECHO) return [];
  if (issue.code === 'unrecognized_keys') {
    // One line per key (see unknownKeysMessage), each reported at its own key.
    const messages = issue.message.split('\n');
    return issue.keys.map((key, index) => at([...issue.path, key], messages[index] ?? issue.message, true));
  }
  if (issue.code === 'invalid_union') {
    // A mapping where a union takes text or a mapping: the mapping option's own issues say more.
    const shaped = issue.errors.filter(
      (branch) =>
        branch.length > 0 &&
        !branch.some((inner) => inner.path.length === 0 && ['invalid_type', 'invalid_value'].includes(inner.code)),
    );
    if (shaped.length === 1) {
      return shaped[0]!.flatMap((inner) =>
        issueProblems(file, doc, lines, { ...inner, path: [...issue.path, ...inner.path] }, source),
      );
    }
  }
  const key = issue.path.at(-1);
  if (source && typeof key === 'string' && issue.message.startsWith('Required:')) {
    const written = misplacedKey(doc, lines, source, issue.path.slice(0, -1), key);
    if (written) {
      const message = `Required: "${key}" is missing from its block. This line has it, but indented so that YAML reads it as part of the value above: line it up with the other keys of the block`;
      return [{ file, ...written, path: dottedPath(issue.path), message }];
    }
  }
  return [at(issue.path, issue.message)];
}

/** A value of the wrong kind, or a missing one. */
function typeMessage(issue: Raw<'invalid_type'>): string {
  const { input, expected } = issue;
  const inst: IssueSource = issue.schema ?? issue.inst;
  if (input === undefined) return required(issue.path, descriptionOf(inst));
  if (expected === 'object') {
    const keys = keyList(inst);
    const got = input === null ? 'nothing (an empty value)' : describeValue(input);
    const fix = `Add its keys on the lines below, indented${keys ? `: ${keys}` : ''}`;
    return `Expected ${kindName('object')}, got ${got}. ${fix}${input === null ? '; or delete the line' : ''}`;
  }
  const kind = expected === 'number' || expected === 'int' ? numberRange(inst) : kindName(expected);
  return `Expected ${kind}, got ${describeValue(input)}${typeFix(expected, input)}`;
}

/** What to type instead, when the cause is usually YAML reading the value as something else. */
function typeFix(expected: string, input: unknown): string {
  if (expected === 'string') {
    if (input === null) return '. Write the text after the colon; if it starts with #, put it in quotes';
    if (Array.isArray(input)) return '. If this is text that starts with [ or "- ", put it in quotes';
    if (typeof input === 'object') return '. If this is text with ": " in it, put the whole text in quotes';
    return `. Put it in quotes to make it text: "${String(input)}"`;
  }
  const unquoted = typeof input === 'string' ? input.trim() : undefined;
  if ((expected === 'number' || expected === 'int') && unquoted !== undefined && /^-?\d+(\.\d+)?$/.test(unquoted))
    return `. Remove the quotes: ${unquoted}`;
  if (expected === 'boolean' && (unquoted === 'true' || unquoted === 'false'))
    return `. Remove the quotes: ${unquoted}`;
  if (expected === 'int' && typeof input === 'number') return `. Round it to a whole number: ${Math.round(input)}`;
  if (expected === 'number' || expected === 'int') return '. Write it in digits, without quotes';
  if (expected === 'boolean') return '. Write true or false, without quotes';
  if (expected === 'array') return '. Write one item per line below, each starting with "- "';
  return '';
}

/** A number out of range, text too long or too short, a list with too many or too few items. */
function sizeMessage(issue: Raw<'too_big'> | Raw<'too_small'>): string {
  const { input } = issue;
  const owner: IssueSource = issue.schema ?? issue.inst;
  // A list's length limits measure text too (`items: see below`), after the type error has said it all.
  if (owner instanceof z.ZodArray && !Array.isArray(input)) return ECHO;
  const big = issue.code === 'too_big';
  const limit = Number(big ? issue.maximum : issue.minimum);
  if (typeof input === 'string') {
    if (!big && limit === 1) return 'Must not be empty: write the text after the colon (spaces alone do not count)';
    const range = lengthRange(owner) ?? `${big ? 'at most' : 'at least'} ${limit} characters`;
    const change = big
      ? `Shorten it by ${plural(input.length - limit, 'character')}`
      : `Add at least ${plural(limit - input.length, 'more character')}`;
    return `Too ${big ? 'long' : 'short'}: ${plural(input.length, 'character')}, but this key takes ${range}. ${change}`;
  }
  if (Array.isArray(input)) {
    return big
      ? `Too many items: ${input.length}, but this list takes at most ${limit}. Remove ${input.length - limit}`
      : `Too few items: ${input.length}, but this list needs at least ${limit}. Add ${limit - input.length} more, each on its own line starting with "- "`;
  }
  if (typeof input === 'number') {
    const bound = big ? `the largest allowed is ${limit}` : `the smallest allowed is ${limit}`;
    return `${input} is too ${big ? 'large' : 'small'}: ${bound}. Write ${numberRange(owner)}`;
  }
  return `${describeValue(input)} is too ${big ? 'large' : 'small'}: the limit is ${limit}`;
}

/** Text that is not an e-mail address, a web address or the pattern the key needs. */
function formatMessage(issue: Raw<'invalid_format'>): string {
  const got = JSON.stringify(issue.input);
  if (issue.format === 'email') return `${got} is not an e-mail address: write one like hello@example.com`;
  if (issue.format === 'url')
    return `${got} is not a full web address: write one that starts with https://, e.g. https://example.com/page`;
  const description = descriptionOf(issue.schema ?? issue.inst);
  return `${got} is not in the form this key needs${description ? `: ${description}` : ''}`;
}
