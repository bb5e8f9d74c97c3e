// The mistakes AUTHORING.md explains, each a malformed copy of the small example site in
// tests/fixtures/content. The guide quotes the validator's output for each; authoring-guide.test.ts
// checks the quotes are still exactly what it prints. Fixtures, not the real content, so that
// editing industries/ never moves a quoted line.
import { readFileSync } from 'node:fs';
import { fixtureProblems } from '../support/content.ts';

/** Guide example id → the malformed fixture it quotes (tests/fixtures/content/malformed). */
export const GUIDE_ERRORS: Record<string, string> = {
  required: 'bakery.missing-key.yaml',
  'swallowed-key': 'bakery.swallowed-key.yaml',
  'wrong-type': 'bakery.wrong-type.yaml',
  'number-as-text': 'bakery.number-as-text.yaml',
  'out-of-range': 'bakery.out-of-range.yaml',
  'unknown-key': 'bakery.unknown-key.yaml',
  'bad-value': 'bakery.bad-enum.yaml',
  'section-type': 'bakery.section-type.yaml',
  icon: 'bakery.icon.yaml',
  colon: 'bakery.text-colon.yaml',
  apostrophe: 'bakery.apostrophe.yaml',
  tab: 'bakery.tab-indent.yaml',
  indent: 'bakery.indent.yaml',
  'too-long': 'bakery.too-long.yaml',
  'too-many': 'general.too-many-fields.yaml',
  'first-section': 'bakery.first-section.yaml',
  'empty-mapping': 'general.empty-mapping.yaml',
  'duplicate-path': 'general.duplicate-path.yaml',
  'duplicate-title': 'general.duplicate-title.yaml',
  'dead-link': 'bakery.dead-link.yaml',
  'nav-link': 'site.dead-nav-link.yaml',
  'slug-mismatch': 'bakery.slug-mismatch.yaml',
  'empty-file': 'bakery.empty.yaml',
};

/** What `npm run validate` prints for one of the guide's mistakes, one problem per line. */
export function guideErrorOutput(id: string): string[] {
  const fixture = GUIDE_ERRORS[id];
  if (!fixture) throw new Error(`No guide error "${id}"`);
  return fixtureProblems(fixture).split('\n');
}

/** The ```text error=<id> blocks of a Markdown file: id and the lines quoted. */
export function quotedErrors(markdownPath: string): Array<{ id: string; lines: string[] }> {
  const markdown = readFileSync(markdownPath, 'utf8');
  return [...markdown.matchAll(/^```text error=(\S+)\n([\s\S]*?)^```$/gm)].map((match) => ({
    id: match[1]!,
    lines: match[2]!.trimEnd().split('\n'),
  }));
}
