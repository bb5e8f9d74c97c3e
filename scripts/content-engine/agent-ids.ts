// Minimal reader of the per-environment agent ids, written by `npm run agents:push`. The `agents`
// branch owns this module; this copy has the agreed signature so the production guard can use it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** What `npm run agents:push` recorded for one flow: the agent's id and the hash of its pushed config. */
export interface PushedAgent {
  id: string;
  hash: string;
}

/** `industries/agents/<env>.yaml`, relative to the project root. */
export const agentIdsFile = (env: string): string => `industries/agents/${env}.yaml`;

/**
 * The agent id of each flow (by flow slug) in one environment. A missing file is an empty map: no
 * agent was pushed there yet. Entries that are not `{ id, hash }` with text values are left out.
 */
export function readAgentIds(root: string, env: string): Record<string, PushedAgent> {
  const path = join(root, agentIdsFile(env));
  if (!existsSync(path)) return {};
  const data: unknown = parse(readFileSync(path, 'utf8'));
  if (!data || typeof data !== 'object') return {};
  const agents: Record<string, PushedAgent> = {};
  for (const [slug, entry] of Object.entries(data)) {
    if (!entry || typeof entry !== 'object') continue;
    const { id, hash } = entry as Record<string, unknown>;
    if (typeof id === 'string' && id !== '') agents[slug] = { id, hash: typeof hash === 'string' ? hash : '' };
  }
  return agents;
}
