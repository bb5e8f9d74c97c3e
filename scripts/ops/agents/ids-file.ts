/**
 * Writes pushed agent ids into `industries/agents/<env>.yaml` through the yaml Document API, so the
 * header, any comment someone added and the order of the entries survive every push.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { isMap, parseDocument, type Document } from 'yaml';
import type { AgentIdEntry } from '../../content-engine/agent-ids.ts';

function header(env: string): string {
  return [
    `# Voice agent ids for the "${env}" environment, written by npm run agents:push -- --env ${env}.`,
    '# One line per flow (by its slug): the id ElevenLabs gave its agent, and the hash of the agent',
    '# config that was pushed, so the next push skips agents whose YAML has not changed.',
    `# SITE_ENV=${env} npm run build gives each flow its id here; flows not listed keep demo.agentId.`,
    '',
  ].join('\n');
}

/** Sets one flow's entry, creating the file (with its header) when it does not exist yet. */
export function writeAgentId(path: string, env: string, slug: string, entry: AgentIdEntry): void {
  const doc: Document = parseDocument(existsSync(path) ? readFileSync(path, 'utf8') : header(env));
  if (!isMap(doc.contents)) doc.contents = doc.createNode({});
  const map = doc.contents;
  if (isMap(map) && isMap(map.get(slug, true))) {
    doc.setIn([slug, 'id'], entry.id);
    doc.setIn([slug, 'hash'], entry.hash);
  } else if (isMap(map)) {
    map.set(slug, doc.createNode({ id: entry.id, hash: entry.hash }, { flow: true }));
  }
  mkdirSync(dirname(path), { recursive: true });
  // Written whole and renamed into place: a dev server watching the folder never reads half a file.
  writeFileSync(`${path}.tmp`, doc.toString());
  renameSync(`${path}.tmp`, path);
}
