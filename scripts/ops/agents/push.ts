/**
 * Creates or updates every flow's voice agent, and records the ids where the build reads them. Each
 * agent is read back from the API and compared, field by field, with what its YAML derives: a second
 * run changes nothing, while a dashboard edit, or a live agent that a rollback of industries/ no longer
 * matches, is put back. The ids file's hash only serves a dry run without an API key.
 */
import { join } from 'node:path';
import { readAgentIds } from '../../content-engine/agent-ids.ts';
import type { Problem } from '../../content-engine/problem.ts';
import { agentDifferences, type FieldDifference } from './compare.ts';
import { agentHash, deriveAgentConfig, type DerivedAgentConfig } from './derive.ts';
import { loadFlows } from './flows.ts';
import { writeAgentId } from './ids-file.ts';

/** The three calls of `client.conversationalAi.agents` (@elevenlabs/elevenlabs-js) a push makes. */
export interface AgentsClient {
  create(request: DerivedAgentConfig): Promise<{ agentId: string }>;
  /** The agent as the SDK parses it (GetAgentResponseModel, camelCase). */
  get(agentId: string): Promise<unknown>;
  update(agentId: string, request: DerivedAgentConfig): Promise<unknown>;
}

export type PushAction = 'create' | 'update' | 'unchanged' | 'skip' | 'failed';

export interface PushItem {
  slug: string;
  file: string;
  action: PushAction;
  /** The agent's id after the push (before it, in a dry run); null when there is none. */
  agentId: string | null;
  note?: string;
  /** For an update: the fields that differ from the live agent, which the push sets (or would set). */
  changes?: FieldDifference[];
}

export interface PushOptions {
  root: string;
  contentDir?: string;
  env: string;
  /** Null only in a dry run: it then plans from the ids file's hashes, without reading the agents. */
  client: AgentsClient | null;
  /** Reads the live agents (with a client) and reports the differences, but sends and writes nothing. */
  dryRun?: boolean;
  /** An agent that would be created fails instead (CI: its id could not be committed). */
  noCreate?: boolean;
}

export interface PushResult {
  items: PushItem[];
  /** Content problems that stopped the push before anything was sent. */
  problems: Problem[];
  /** The ids file, relative to the root. */
  file: string;
}

/** The SDK throws ElevenLabsError with the HTTP status; a 404 on get means the agent is gone. */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 404;
}

export function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const { statusCode, body } = error as { statusCode?: number; body?: unknown };
    if (statusCode !== undefined) return `HTTP ${statusCode}: ${JSON.stringify(body)}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The live agent, or null when the API says it is gone (deleted in the dashboard, another workspace). */
async function readLive(client: AgentsClient, agentId: string): Promise<unknown> {
  return client.get(agentId).catch((error: unknown) => {
    if (isNotFound(error)) return null;
    throw error;
  });
}

export async function pushAgents(options: PushOptions): Promise<PushResult> {
  const contentDir = options.contentDir ?? join(options.root, 'industries');
  const ids = readAgentIds(options.root, options.env, contentDir);
  const path = join(contentDir, 'agents', `${options.env}.yaml`);
  const { flows, problems } = loadFlows(options.root, contentDir);
  // A missing ids file is what a first push to an environment starts from.
  if (ids.exists) problems.push(...ids.problems);
  if (problems.length > 0) return { items: [], problems, file: ids.file };
  if (!options.dryRun && !options.client) throw new Error('pushAgents needs a client unless it is a dry run');

  const items: PushItem[] = [];
  for (const flow of flows) {
    const config = deriveAgentConfig(flow);
    const base = { slug: flow.slug, file: flow.file };
    if (!config) {
      items.push({ ...base, action: 'skip', agentId: null, note: `no agent block; calls go to ${flow.demo.agentId}` });
      continue;
    }
    const hash = agentHash(config);
    const entry = ids.entries.get(flow.slug);
    const client = options.client;
    if (!client) {
      const action = !entry ? 'create' : entry.hash === hash ? 'unchanged' : 'update';
      items.push({
        ...base,
        action,
        agentId: entry?.id ?? null,
        note: 'from the ids file (no API key to read the agent)',
      });
      continue;
    }
    try {
      const live = entry ? await readLive(client, entry.id) : null;
      const gone = entry && live === null ? { note: `${entry.id} no longer exists` } : {};
      if (live === null && options.noCreate) {
        const why = entry ? `${entry.id} no longer exists` : `no id in ${ids.file}`;
        items.push({
          ...base,
          action: 'failed',
          agentId: entry?.id ?? null,
          note: `${why}; --no-create: push it where the ids file can be committed`,
        });
        continue;
      }
      if (live === null) {
        const agentId = options.dryRun ? null : (await client.create(config)).agentId;
        if (agentId) writeAgentId(path, options.env, flow.slug, { id: agentId, hash });
        items.push({ ...base, action: 'create', agentId, ...gone });
        continue;
      }
      const agentId = entry!.id;
      const changes = agentDifferences(config, live);
      if (changes.length > 0 && !options.dryRun) await client.update(agentId, config);
      // The hash follows the pushed config, also when the agent already matched (e.g. after a rollback).
      if (!options.dryRun && entry!.hash !== hash) writeAgentId(path, options.env, flow.slug, { id: agentId, hash });
      items.push({
        ...base,
        action: changes.length > 0 ? 'update' : 'unchanged',
        agentId,
        ...(changes.length > 0 ? { changes } : {}),
      });
    } catch (error) {
      items.push({ ...base, action: 'failed', agentId: entry?.id ?? null, note: describeError(error) });
    }
  }
  return { items, problems: [], file: ids.file };
}
