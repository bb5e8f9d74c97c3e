// Messages for values that must be one of a fixed set: enum values, section types, unions, keys, icons.
import type { z } from 'zod';
import { ICON_NAMES } from '../../schemas/icons.ts';
import { closest, didYouMean } from './spelling.ts';
import {
  allowedKeys,
  describeValue,
  descriptionOf,
  keyName,
  kindName,
  quoted,
  type IssueSource,
} from './yaml-terms.ts';

type Raw<Code extends z.core.$ZodIssue['code']> = Extract<z.core.$ZodRawIssue, { code: Code }>;

/** A value outside an enum or literal. */
export function valueMessage(issue: Raw<'invalid_value'>): string {
  if (isIconList(issue.values)) return iconMessage(issue.input);
  if (issue.input === undefined) return missingChoice(issue.path, issue.values);
  const expected = issue.values.length === 1 ? JSON.stringify(issue.values[0]) : `one of: ${quoted(issue.values)}`;
  return `Expected ${expected}; got ${describeValue(issue.input)}${didYouMean(issue.input, issue.values)}`;
}

/**
 * No option of a union matched. A tagged union (section `type`) names its tags; any other union is
 * merged into one "expected one of …" from what each option wanted.
 */
export function unionMessage(issue: Raw<'invalid_union'>): string {
  const { discriminator, options } = issue;
  if (typeof discriminator === 'string' && Array.isArray(options))
    return tagMessage(discriminator, options, issue.input);
  const branches = issue.errors.map((branch) => (branch.length === 1 ? branch[0] : undefined));
  const literals = branches.flatMap((first) => (first?.code === 'invalid_value' ? first.values : []));
  if (literals.length > 0 && branches.every((first) => first?.code === 'invalid_value')) {
    if (issue.input === undefined) return missingChoice(issue.path, literals);
    return `Expected one of: ${quoted(literals)}; got ${describeValue(issue.input)}${didYouMean(issue.input, literals)}`;
  }
  const description = descriptionOf(issue.inst);
  if (issue.input === undefined) return required(issue.path, description);
  const expected = new Set<string>();
  for (const first of branches) {
    if (first?.code === 'invalid_type') expected.add(kindName(first.expected));
    else if (first?.code === 'invalid_value') first.values.forEach((value) => expected.add(JSON.stringify(value)));
  }
  const what = expected.size > 0 ? `Expected ${[...expected].join(' or ')}` : 'Not one of the allowed forms';
  const hint = didYouMean(issue.input, literals) || (description ? `. Write ${description}` : '');
  return `${what}; got ${describeValue(issue.input)}${hint}`;
}

/** The tag of a tagged union (`type: faqs`): the allowed tags, and a fix for a misspelt or missing tag. */
function tagMessage(tag: string, options: readonly unknown[], input: unknown): string {
  const object = input && typeof input === 'object' && !Array.isArray(input) ? input : undefined;
  const value = object ? Object.entries(object).find(([key]) => key === tag)?.[1] : undefined;
  const allowed = options.map(String).join(', ');
  if (value === undefined) {
    const near = object ? Object.keys(object).find((key) => key !== tag && closest(key, [tag]) === tag) : undefined;
    const misspelt = near ? ` ("${near}" looks like a misspelling). Did you mean "${tag}"?` : '';
    return `Unknown ${tag}: expected one of ${allowed}; it is missing${misspelt}${near ? '' : `. Add ${tag}: and one of them`}`;
  }
  return `Unknown ${tag}: expected one of ${allowed}; got ${JSON.stringify(value)}${didYouMean(value, options)}`;
}

/**
 * One message per unknown key, one per line in the order of `keys`: zod reports the keys of a
 * mapping in one issue, and `issueProblems` gives each its own position.
 */
export function unknownKeysMessage(keys: readonly string[], owner: IssueSource): string {
  const allowed = allowedKeys(owner);
  return keys
    .map((key) => {
      if (allowed.length === 0) return `Unknown key "${key}": this block takes no keys of its own. Delete it`;
      const suggestion = closest(key, allowed);
      return suggestion
        ? `Unknown key "${key}". Did you mean "${suggestion}"? Allowed keys: ${allowed.join(', ')}`
        : `Unknown key "${key}": rename it to one of the allowed keys or delete it. Allowed keys: ${allowed.join(', ')}`;
    })
    .join('\n');
}

/** A missing key that takes one of a fixed set of values. */
function missingChoice(path: readonly PropertyKey[] | undefined, values: readonly unknown[]): string {
  const key = keyName(path);
  return key
    ? `Required: "${key}" is missing from this block. Add it with one of: ${quoted(values)}`
    : `Required: expected one of ${quoted(values)}`;
}

/** A missing key, with what belongs there when the schema says. */
export function required(path: readonly PropertyKey[] | undefined, description: string | undefined): string {
  const key = keyName(path);
  if (!key) return 'Required: this item is missing. Add it';
  return `Required: "${key}" is missing from this block. Add it${description ? `: ${lowerFirst(description)}` : ''}`;
}

function lowerFirst(text: string): string {
  return /^[A-Z](?![A-Z])/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

function isIconList(values: readonly unknown[]): boolean {
  return values.length === ICON_NAMES.length && values.every((value, index) => value === ICON_NAMES[index]);
}

/** Icons get their own message: the list is long, so the suggestion comes first. */
function iconMessage(input: unknown): string {
  const got = input === undefined ? 'Required: pick an icon' : `Unknown icon ${JSON.stringify(input)}`;
  const match = typeof input === 'string' ? closest(input, ICON_NAMES) : undefined;
  const hint = match ? `. Did you mean "${match}"?` : '.';
  return `${got}${hint} Use one of the names in schemas/icons.ts: ${ICON_NAMES.join(', ')}`;
}
