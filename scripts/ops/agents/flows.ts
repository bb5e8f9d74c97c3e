/**
 * The voice flows with their `agent` blocks, read and checked by the content engine (the same
 * file:line:column messages as `npm run validate`), for the scripts that work on agents.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Demo } from '../../../schemas/demo.ts';
import { checkFile } from '../../content-engine/check-file.ts';
import { listContentFiles } from '../../content-engine/load.ts';
import { isPlaceholder } from '../../content-engine/placeholders.ts';
import type { Problem } from '../../content-engine/problem.ts';
import type { AgentFlow } from './agent-flow.ts';
import { pageLanguagesOf } from './page-languages.ts';

export interface VoiceFlow extends AgentFlow {
  slug: string;
  /** The flow's file, relative to the root, e.g. industries/restaurant.yaml. */
  file: string;
  demo: Demo;
  /** The scaffold's `[[REPLACE: …]]` markers still in its agent block: a draft, never pushed to a real environment. */
  agentPlaceholders: Problem[];
}

export function loadFlows(
  root: string,
  contentDir = join(root, 'industries'),
): { flows: VoiceFlow[]; problems: Problem[] } {
  const flows: VoiceFlow[] = [];
  const problems: Problem[] = [];
  for (const entry of listContentFiles(contentDir)) {
    if (entry.kind !== 'industry' && entry.kind !== 'demo') continue;
    const file = relative(root, entry.path).split('\\').join('/');
    const checked = checkFile({ file, kind: entry.kind, source: readFileSync(entry.path, 'utf8') });
    problems.push(...checked.problems);
    const parsed = checked.parsed;
    const data = parsed?.data as { slug: string; demo: Demo } | undefined;
    const agentPlaceholders = checked.warnings.filter(
      (warning) => isPlaceholder(warning) && /^demo\.agent(\.|$)/.test(warning.path),
    );
    if (data) {
      const pageLanguages = pageLanguagesOf(contentDir, entry.path, data.demo);
      flows.push({ slug: data.slug, file, demo: data.demo, agentPlaceholders, pageLanguages });
    }
  }
  return { flows: flows.sort((a, b) => a.slug.localeCompare(b.slug)), problems };
}
