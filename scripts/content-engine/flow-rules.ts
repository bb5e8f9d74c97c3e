// Rules across a flow's agent and files, part of `npm run validate`, so a marketer's file gets them with a
// file:line:column message:
// every flow has a voice agent, no two agents share a dashboard name, and every file opens with the
// line that gives editors their hover docs.
import { dirname, posix } from 'node:path';
import { locate } from './locate.ts';
import { dottedPath, type Problem } from './problem.ts';
import type { ContentFile, ContentKind, ContentSource, Found, LoadedContent } from './types.ts';

type Flow = ContentFile<{ slug: string; demo: { agent?: { name: string } | undefined } }>;

/** Each flow's voice agent: an `agent:` block agents:push creates, or the `agentId` of one made elsewhere. */
export function agentProblems(content: LoadedContent): Problem[] {
  const flows: Flow[] = [...content.industries, ...content.demos];
  const problems: Problem[] = [];
  for (const flow of flows) {
    if (flow.data.demo.agent || flow.doc.hasIn(['demo', 'agentId'])) continue;
    problems.push({
      ...position({ source: flow, path: ['demo', 'agent'], value: '' }),
      message:
        'This flow has no voice agent: add an agent: block (name, firstMessage, prompt; see "The voice agent" in AUTHORING.md, or the one npm run new:industry writes), and npm run agents:push creates it. To call an agent made elsewhere, set demo.agentId instead',
    });
  }
  const first = new Map<string, Found>();
  for (const flow of flows) {
    const name = flow.data.demo.agent?.name;
    if (name === undefined) continue;
    const found: Found = { source: flow, path: ['demo', 'agent', 'name'], value: name };
    const earlier = first.get(name.trim().toLowerCase());
    if (!earlier) {
      first.set(name.trim().toLowerCase(), found);
      continue;
    }
    const { file, line } = position(earlier);
    problems.push({
      ...position(found),
      message: `Duplicate agent name "${name}": ${file}:${line} already uses it, and the ElevenLabs dashboard would list two agents alike. Give this agent a name of its own`,
    });
  }
  return problems;
}

function position(found: Found): Omit<Problem, 'message'> {
  const { line, column } = locate(found.source.doc, found.source.lines, found.path);
  return { file: found.source.file, line, column, path: dottedPath(found.path) };
}

const SCHEMA_LINE = /^# yaml-language-server: \$schema=(\S+)/;

/**
 * The `# yaml-language-server: $schema=` first line that editors read for hover docs and completion.
 * A warning: the site works without it, the author just loses the help.
 */
export function schemaLineWarning(entry: ContentSource): Problem[] {
  const schema = `${entry.kind satisfies ContentKind}.schema.json`;
  const first = SCHEMA_LINE.exec(entry.source.split('\n', 1)[0]!);
  if (first && first[1]!.endsWith(`/${schema}`)) return [];
  const path = posix.relative(dirname(entry.file), `schemas/generated/${schema}`);
  return [
    {
      file: entry.file,
      line: 1,
      column: 1,
      path: '',
      message: `${first ? `The first line names ${first[1]}, not the ${entry.kind} schema` : 'The first line is not the schema line'}: start the file with "# yaml-language-server: $schema=${path}" so editors show each key's help and complete values`,
    },
  ];
}
