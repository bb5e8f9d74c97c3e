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
import { loadFlows, type VoiceFlow as Flow } from './flows.ts';
import { writeAgentId } from './ids-file.ts';
import { toolRequests } from './derive-tests.ts';
import { pushAgentTools, type ToolItem, type ToolsClient } from './tools-push.ts';
import {
  BOOKING_SECRET_NAME,
  bookingToolRequests,
  storeBookingSecret,
  type BookingTarget,
  type SecretsClient,
} from '../../shared/booking-tools.ts';

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
  client: { agents: AgentsClient; tools: ToolsClient; secrets?: SecretsClient } | null;
  /** The voice-booking function and the tools' secret value; null: agents that book fail to push. */
  booking?: BookingTarget | null;
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

/** What every flow's push shares: the options, the ids file, and the booking tools' secret id. */
interface PushContext {
  options: PushOptions;
  ids: ReturnType<typeof readAgentIds>;
  path: string;
  /** The workspace secret's id; null when no flow books or there is no booking target. */
  bookingSecretId: string | null;
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
  const books = flows.some((flow) => flow.demo.agent?.booking);
  const context: PushContext = { options, ids, path, bookingSecretId: await bookingSecretId(options, books) };
  const items: PushItem[] = [];
  for (const flow of flows) items.push(await pushFlow(context, flow));
  return { items, problems: [], file: ids.file };
}

/** Stores the booking tools' secret (a dry run only looks it up); null without a target or a client. */
async function bookingSecretId(options: PushOptions, books: boolean): Promise<string | null> {
  const secrets = options.client?.secrets;
  if (!books || !options.booking || !secrets) return null;
  if (!options.dryRun) return storeBookingSecret(secrets, options.booking.secret);
  const { secrets: stored } = await secrets.list({ search: BOOKING_SECRET_NAME });
  return stored.find((secret) => secret.name === BOOKING_SECRET_NAME)?.secretId ?? '(secret to store)';
}

/** The agent's tools: its client tools, and the booking tools when it books. */
function agentToolRequests(context: PushContext, agent: NonNullable<Flow['demo']['agent']>) {
  const { booking } = context.options;
  const bookingTools =
    agent.booking && booking && context.bookingSecretId
      ? bookingToolRequests(booking.url, context.bookingSecretId)
      : [];
  return [...toolRequests(agent), ...bookingTools];
}

async function pushFlow(context: PushContext, flow: Flow): Promise<PushItem> {
  const { options, ids, path } = context;
  const base = { slug: flow.slug, file: flow.file };
  const agent = flow.demo.agent;
  if (!agent)
    return { ...base, action: 'skip', agentId: null, note: `no agent block; calls go to ${flow.demo.agentId}` };
  const hash = flowHash(flow)!;
  const entry = ids.entries.get(flow.slug);
  const draft = flow.agentPlaceholders[0];
  if (options.real && draft) {
    const more = flow.agentPlaceholders.length - 1;
    const note = `a draft: ${formatProblem(draft)}${more > 0 ? ` (and ${more} more)` : ''}; write the agent's copy first`;
    return { ...base, action: 'failed', agentId: entry?.id ?? null, note };
  }
  if (agent.booking && !options.booking && options.client) {
    const note =
      'the agent books meetings: set SUPABASE_URL and VOICE_BOOKING_SECRET (DEPLOY.md, "Booking in the call")';
    return { ...base, action: 'failed', agentId: entry?.id ?? null, note };
  }
  const clients = options.client;
  if (!clients) {
    const action = !entry ? 'create' : entry.hash === hash ? 'unchanged' : 'update';
    return { ...base, action, agentId: entry?.id ?? null, note: 'from the ids file (no API key to read the agent)' };
  }
  try {
    const client = clients.agents;
    const live = entry ? await readLive(client, entry.id) : null;
    const gone = entry && live === null ? { note: `${entry.id} no longer exists` } : {};
    if (live === null && options.noCreate) {
      const why = entry ? `${entry.id} no longer exists` : `no id in ${ids.file}`;
      const note = `${why}; --no-create: push it where the ids file can be committed`;
      return { ...base, action: 'failed', agentId: entry?.id ?? null, note };
    }
    // Its tools first: the agent lists their ids. A tool a dry run would create has no id yet.
    const requests = agentToolRequests(context, agent);
    const tools = await pushAgentTools(clients.tools, live ? entry!.id : null, requests, options.dryRun);
    const failedTool = tools.find((tool) => tool.action === 'failed');
    if (failedTool) {
      const note = `tool ${failedTool.name}: ${failedTool.note}`;
      return { ...base, action: 'failed', agentId: entry?.id ?? null, note, tools };
    }
    const config = deriveAgentConfig(
      flow,
      tools.map((tool) => tool.id ?? `(new tool ${tool.name})`),
    )!;
    if (live === null) {
      const agentId = options.dryRun ? null : (await client.create(config)).agentId;
      if (agentId) writeAgentId(path, options.env, flow.slug, { id: agentId, hash });
      return { ...base, action: 'create', agentId, tools, ...gone };
    }
    const agentId = entry!.id;
    const changes = agentDifferences(config, live);
    if (changes.length > 0 && !options.dryRun) await client.update(agentId, config);
    // The hash follows the pushed config, also when the agent already matched (e.g. after a rollback).
    if (!options.dryRun && entry!.hash !== hash) writeAgentId(path, options.env, flow.slug, { id: agentId, hash });
    const action = changes.length > 0 ? 'update' : 'unchanged';
    return { ...base, action, agentId, tools, ...(changes.length > 0 ? { changes } : {}) };
  } catch (error) {
    return { ...base, action: 'failed', agentId: entry?.id ?? null, note: describeError(error) };
  }
}
