/**
 * Creates or updates every flow's voice agent, and its client tools as records of the workspace
 * (tools-push.ts), and records the agent ids where the build reads them. Each agent is read back from
 * the API and compared, field by field, with what its YAML derives: a second run changes nothing, while
 * a dashboard edit, or a live agent that a rollback of industries/ no longer matches, is put back. The
 * ids file's hash only serves a dry run without an API key. A real environment takes no draft: an agent
 * block with the scaffold's `[[REPLACE: …]]` markers is refused, by file and line.
 */
import { join } from 'node:path';
import { readAgentIds } from '../../content-engine/agent-ids.ts';
import type { Problem } from '../../content-engine/problem.ts';
import { formatProblem } from '../../content-engine/problem.ts';
import { agentDifferences, type FieldDifference } from './compare.ts';
import { deriveAgentConfig, flowHash, type DerivedAgentConfig } from './derive.ts';
import { describeError } from './errors.ts';
import { loadFlows } from './flows.ts';
import { writeAgentId } from './ids-file.ts';
import { toolRequests } from './derive-tests.ts';
import { pushAgentTools, type ToolItem, type ToolsClient } from './tools-push.ts';

export { describeError } from './errors.ts';

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
  /** Its client tools, created, put back or found as they are (none without a client). */
  tools?: ToolItem[];
}

export interface PushOptions {
  root: string;
  contentDir?: string;
  env: string;
  /** `client.conversationalAi`; null only in a dry run: it then plans from the ids file's hashes. */
  client: { agents: AgentsClient; tools: ToolsClient } | null;
  /** A real ElevenLabs workspace (not the local simulator): drafts are refused. */
  real?: boolean;
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

/** The live agent, or null when the API says it is gone (deleted in the dashboard, another workspace). */
async function readLive(client: AgentsClient, agentId: string): Promise<unknown> {
  return client.get(agentId).catch((error: unknown) => {
    if (isNotFound(error)) return null;
    throw error;
  });
}

// eslint-disable-next-line max-lines-per-function -- split on its owner's branch
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
    const base = { slug: flow.slug, file: flow.file };
    const agent = flow.demo.agent;
    if (!agent) {
      items.push({ ...base, action: 'skip', agentId: null, note: `no agent block; calls go to ${flow.demo.agentId}` });
      continue;
    }
    const hash = flowHash(flow)!;
    const entry = ids.entries.get(flow.slug);
    const draft = flow.agentPlaceholders[0];
    if (options.real && draft) {
      const more = flow.agentPlaceholders.length - 1;
      const note = `a draft: ${formatProblem(draft)}${more > 0 ? ` (and ${more} more)` : ''}; write the agent's copy first`;
      items.push({ ...base, action: 'failed', agentId: entry?.id ?? null, note });
      continue;
    }
    const clients = options.client;
    if (!clients) {
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
      const client = clients.agents;
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
      // Its tools first: the agent lists their ids. A tool a dry run would create has no id yet.
      const tools = await pushAgentTools(clients.tools, live ? entry!.id : null, toolRequests(agent), options.dryRun);
      const failedTool = tools.find((tool) => tool.action === 'failed');
      if (failedTool) {
        const note = `tool ${failedTool.name}: ${failedTool.note}`;
        items.push({ ...base, action: 'failed', agentId: entry?.id ?? null, note, tools });
        continue;
      }
      const config = deriveAgentConfig(
        flow,
        tools.map((tool) => tool.id ?? `(new tool ${tool.name})`),
      )!;
      if (live === null) {
        const agentId = options.dryRun ? null : (await client.create(config)).agentId;
        if (agentId) writeAgentId(path, options.env, flow.slug, { id: agentId, hash });
        items.push({ ...base, action: 'create', agentId, tools, ...gone });
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
        tools,
        ...(changes.length > 0 ? { changes } : {}),
      });
    } catch (error) {
      items.push({ ...base, action: 'failed', agentId: entry?.id ?? null, note: describeError(error) });
    }
  }
  return { items, problems: [], file: ids.file };
}
