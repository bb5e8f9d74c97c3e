/**
 * Creates or updates every flow's voice agent, and records the ids where the build reads them. An
 * agent whose derived config hashes the same as the last push is left alone, so a second run changes
 * nothing; a dry run plans from the ids file alone and touches neither ElevenLabs nor the file.
 */
import { join } from 'node:path';
import { readAgentIds } from '../../content-engine/agent-ids.ts';
import type { Problem } from '../../content-engine/problem.ts';
import { agentHash, deriveAgentConfig, type DerivedAgentConfig } from './derive.ts';
import { loadFlows } from './flows.ts';
import { writeAgentId } from './ids-file.ts';

/** The three calls of `client.conversationalAi.agents` (@elevenlabs/elevenlabs-js) a push makes. */
export interface AgentsClient {
  create(request: DerivedAgentConfig): Promise<{ agentId: string }>;
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
}

export interface PushOptions {
  root: string;
  contentDir?: string;
  env: string;
  /** Null only in a dry run, which makes no calls. */
  client: AgentsClient | null;
  dryRun?: boolean;
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
    if (options.dryRun || !options.client) {
      const action = !entry ? 'create' : entry.hash === hash ? 'unchanged' : 'update';
      items.push({ ...base, action, agentId: entry?.id ?? null });
      continue;
    }
    const client = options.client;
    try {
      let exists = false;
      if (entry) {
        exists = await client.get(entry.id).then(
          () => true,
          (error: unknown) => {
            if (isNotFound(error)) return false;
            throw error;
          },
        );
      }
      if (entry && exists && entry.hash === hash) {
        items.push({ ...base, action: 'unchanged', agentId: entry.id });
        continue;
      }
      let agentId: string;
      if (entry && exists) {
        await client.update(entry.id, config);
        agentId = entry.id;
      } else {
        agentId = (await client.create(config)).agentId;
      }
      writeAgentId(path, options.env, flow.slug, { id: agentId, hash });
      items.push({
        ...base,
        action: entry && exists ? 'update' : 'create',
        agentId,
        ...(entry && !exists ? { note: `${entry.id} no longer exists` } : {}),
      });
    } catch (error) {
      items.push({ ...base, action: 'failed', agentId: entry?.id ?? null, note: describeError(error) });
    }
  }
  return { items, problems: [], file: ids.file };
}
