import { describe, expect, it } from 'vitest';
import { checkSources } from '../../../scripts/content-engine/load.ts';
import { formatProblems } from '../../../scripts/content-engine/problem.ts';
import type { CheckedStore } from '../../../scripts/content-engine/types.ts';
import { generateVariants, siteSources, type Variant } from './mutations.ts';
import { ZOD_DEFAULT_MESSAGES, ZOD_DEFAULT_OPENINGS, zodWordingIn } from './zod-defaults.ts';

/** `file:line:col path: message`, the path left out only for a file-level problem. */
const PROBLEM_LINE = /^(?<file>\S+\.ya?ml):(?<line>\d+):(?<column>\d+) (?:(?<path>[\w$.[\]-]+): )?(?<message>\S.*)$/;
const STACK_TRACE = /^\s+at |\bError:|\.(ts|js|mjs):\d+/m;

/**
 * What `npm run validate` does with its file store, in memory: a file whose text passed before is not
 * parsed and validated again. Each variant breaks one file, which is checked in full, and the cross-file
 * checks run over all of them as always; the other files are the real ones, which pass. Without it every
 * variant re-validated all the files: 33.7 s for 543 variants, against 3.9 s with it (load 3-4).
 */
const checkedTexts = new Map<string, unknown>();
const store: CheckedStore = {
  get: (file, kind, source) => checkedTexts.get(`${kind}:${file}:${source}`),
  set: (file, kind, source, data) => void checkedTexts.set(`${kind}:${file}:${source}`, data),
};

/** Why a variant's output fails to send the author to the right place, or undefined when it does. */
function failure(variant: Variant): string | undefined {
  let output: string;
  try {
    output = formatProblems(checkSources(variant.sources, undefined, store).problems);
  } catch (error) {
    return `threw ${(error as Error).message}`;
  }
  if (STACK_TRACE.test(output)) return `output has a stack trace:\n${output}`;
  const lines = output.split('\n').filter(Boolean);
  if (lines.length === 0) return 'no problem reported';
  const malformed = lines.find((line) => !PROBLEM_LINE.test(line));
  if (malformed) return `not a file:line:col line: ${malformed}`;
  // Every line, not only the mutated one: zod's own English must never reach an author.
  const raw = lines.find((line) => zodWordingIn(PROBLEM_LINE.exec(line)!.groups!.message!));
  if (raw) return `zod's own wording ("${zodWordingIn(raw)}") in: ${raw}`;
  // One mistake, one message per place: a second one at the same key is an echo (e.g. a list's length
  // limit measuring the text written instead of the list).
  const places = lines.map((line) => line.slice(0, line.indexOf(': ')));
  const twice = places.find((place, index) => places.indexOf(place) !== index);
  if (twice) return `two messages for ${twice}:\n${output}`;
  const here = lines.filter((line) => {
    const match = PROBLEM_LINE.exec(line)!.groups!;
    return match.file === variant.file && Number(match.line) === variant.line && (!variant.needsPath || match.path);
  });
  if (here.length === 0) return `nothing at ${variant.file}:${variant.line}; got:\n${output}`;
  const missing = variant.mustContain.filter(
    (text) => !here.some((line) => line.toLowerCase().includes(text.toLowerCase())),
  );
  if (missing.length > 0)
    return `line ${variant.line} does not say ${missing.map((text) => JSON.stringify(text)).join(', ')}:\n${here.join('\n')}`;
  return undefined;
}

describe("zod's default English", () => {
  it('is recognised in each of its messages, so the check below can catch any of them', () => {
    expect(ZOD_DEFAULT_OPENINGS).toEqual(expect.arrayContaining(['Too big', 'Too small', 'Invalid input']));
    for (const message of ZOD_DEFAULT_MESSAGES) expect(zodWordingIn(message), message).toBeDefined();
    expect(zodWordingIn('1200 is too large: the largest allowed is 999. Write a whole number from 1 to 999')).toBe(
      undefined,
    );
  });
});

describe('error quality over broken copies of the real content', () => {
  const variants = generateVariants(siteSources(process.cwd()));

  it('covers every kind of mistake with at least 200 variants', () => {
    expect(variants.length).toBeGreaterThanOrEqual(200);
    const kinds = new Set(variants.map((variant) => variant.kind));
    expect([...kinds].sort()).toEqual(
      [
        'bad enum value',
        'broken indentation',
        'dead internal link',
        'deleted required key',
        'duplicate path',
        'duplicate slug',
        'empty file',
        'misspelt key',
        'tab indentation',
        'unknown icon',
        'wrong type',
        'number out of range',
        'text too long',
        'dead link in site.yaml',
        'duplicate title',
        'duplicate description',
      ].sort(),
    );
  });

  it('points every variant at the mutated line with a located message and no stack trace', { timeout: 120_000 }, () => {
    const failures: string[] = [];
    const byKind = new Map<string, { passed: number; total: number }>();
    for (const variant of variants) {
      const why = failure(variant);
      const tally = byKind.get(variant.kind) ?? { passed: 0, total: 0 };
      tally.total += 1;
      if (why) failures.push(`[${variant.kind}] ${variant.name} (expected line ${variant.line}): ${why}`);
      else tally.passed += 1;
      byKind.set(variant.kind, tally);
    }
    const passed = variants.length - failures.length;
    for (const [kind, tally] of byKind) console.log(`  ${kind}: ${tally.passed}/${tally.total}`);
    console.log(`mutation pass rate: ${passed}/${variants.length} (${Math.floor((passed / variants.length) * 100)}%)`);
    if (process.env.MUTATION_DEBUG) console.log(failures.join('\n\n'));
    if (process.env.MUTATION_SAMPLES) {
      for (const variant of variants.filter((_, index) => index % Number(process.env.MUTATION_SAMPLES) === 0)) {
        const lines = formatProblems(checkSources(variant.sources).problems).split('\n');
        console.log(
          `[${variant.kind}] ${variant.name}\n  ${lines.filter((line) => line.startsWith(`${variant.file}:${variant.line}:`)).join('\n  ')}`,
        );
      }
    }
    expect(failures.slice(0, 15).join('\n\n')).toBe('');
  });
});
