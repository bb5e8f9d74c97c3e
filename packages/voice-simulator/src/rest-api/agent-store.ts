/**
 * The agents the local ElevenLabs holds, as the agents API received them (snake_case JSON, like the
 * real service stores them). `npm start` and `npm run dev` keep them in one JSON file, so an agent
 * pushed once survives restarts and both servers see it; tests keep them in memory.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SimPhoneNumber } from '../phone/phone-number-store.ts';

/** One agent as GET /v1/convai/agents/:id returns it. */
export interface SimAgent {
  agent_id: string;
  name: string;
  conversation_config: Record<string, unknown>;
  platform_settings: Record<string, unknown>;
  tags: string[];
  metadata: { created_at_unix_secs: number; updated_at_unix_secs: number };
}

/** One tool record as GET /v1/convai/tools/:id returns it (`ToolResponseModel`, snake_case). */
export interface SimTool {
  id: string;
  tool_config: Record<string, unknown>;
  [key: string]: unknown;
}

/** Records by id: a JSON file or memory. */
export interface SimRecordStore<T> {
  list(): T[];
  get(id: string): T | undefined;
  put(record: T): void;
  delete(id: string): boolean;
}

/** The agents, and beside them the workspace's tool records that their `prompt.tool_ids` name. */
export interface SimAgentStore extends SimRecordStore<SimAgent> {
  tools: SimRecordStore<SimTool>;
  /** The workspace's imported phone numbers (phone-number-store.ts); in memory when absent. */
  phoneNumbers?: SimRecordStore<SimPhoneNumber>;
}

function memoryStore<T>(idOf: (record: T) => string): SimRecordStore<T> {
  const records = new Map<string, T>();
  return {
    list: () => [...records.values()],
    get: (id) => records.get(id),
    put: (record) => void records.set(idOf(record), record),
    delete: (id) => records.delete(id),
  };
}

export function createMemoryAgentStore(): SimAgentStore {
  return Object.assign(
    memoryStore<SimAgent>((agent) => agent.agent_id),
    {
      tools: memoryStore<SimTool>((tool) => tool.id),
    },
  );
}

/**
 * A store in a JSON file, read on every call: the file is small, and a server started next to another
 * (`npm run dev` beside `npm start`) then sees the records the other one was given.
 */
function fileStore<T>(path: string, idOf: (record: T) => string): SimRecordStore<T> {
  const read = (): T[] => {
    try {
      const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
      return Array.isArray(parsed) ? (parsed as T[]) : [];
    } catch {
      return []; // No file yet, or a half-written one from a crash: start empty rather than fail.
    }
  };
  const write = (records: T[]) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}.tmp`, `${JSON.stringify(records, null, 2)}\n`);
    renameSync(`${path}.tmp`, path);
  };
  return {
    list: read,
    get: (id) => read().find((record) => idOf(record) === id),
    put: (record) => write([...read().filter((other) => idOf(other) !== idOf(record)), record]),
    delete(id) {
      const records = read();
      const kept = records.filter((record) => idOf(record) !== id);
      if (kept.length === records.length) return false;
      write(kept);
      return true;
    },
  };
}

/** Agents in `path`; their tools and phone numbers beside it (`elevenlabs-agents.tools.json`, `….phone-numbers.json`). */
export function createFileAgentStore(path: string): SimAgentStore {
  return Object.assign(
    fileStore<SimAgent>(path, (agent) => agent.agent_id),
    {
      tools: fileStore<SimTool>(path.replace(/(\.json)?$/, '.tools.json'), (tool) => tool.id),
      phoneNumbers: fileStore<SimPhoneNumber>(
        path.replace(/(\.json)?$/, '.phone-numbers.json'),
        (number) => number.phone_number_id,
      ),
    },
  );
}

/** An id shaped like ElevenLabs' own: `agent_` and 26 lower-case letters and digits. */
export function newAgentId(): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  return `agent_${[...randomBytes(26)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** What a conversation needs to know about its agent, read once from the stored JSON. */
export interface SimAgentSettings {
  agentId: string;
  name: string;
  /** Empty: the agent waits for the caller to speak first, as on the real service. */
  firstMessage: string;
  prompt: string;
  language: string;
  /** Null: no limit configured. */
  maxDurationSeconds: number | null;
  enableAuth: boolean;
  /** `platform_settings.overrides.conversation_config_override`: which fields a client may override. */
  allowedOverrides: Record<string, unknown>;
  /** -1: unlimited, as ElevenLabs documents it. */
  concurrencyLimit: number;
  dailyLimit: number | null;
  /** `platform_settings.queueing_config`: a full agent holds callers this long instead of refusing them. */
  queue: { enabled: boolean; waitSeconds: number };
  /** The client tools the agent may call, by name, found through `prompt.tool_ids` as the service does. */
  toolNames: string[];
}

/**
 * ElevenLabs queues the callers of an agent whose queueing_config was never set (SDK AgentQueueingConfig:
 * "New agents are created with queueing enabled unless this field is set explicitly"). Its default wait
 * is not documented: 60 s is the simulator's choice.
 */
export const UNSET_QUEUE_WAIT_SECONDS = 60;

type Json = Record<string, unknown>;
const objectAt = (value: unknown, ...keys: string[]): Json => {
  let node: unknown = value;
  for (const key of keys) node = node && typeof node === 'object' ? (node as Json)[key] : undefined;
  return node && typeof node === 'object' && !Array.isArray(node) ? (node as Json) : {};
};
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The names of the agent's tools: each id of `prompt.tool_ids` that names a tool record. */
export function agentToolNames(agent: SimAgent, tools: SimRecordStore<SimTool>): string[] {
  const ids = objectAt(agent.conversation_config, 'agent', 'prompt').tool_ids;
  return (Array.isArray(ids) ? ids : [])
    .map((id) => (typeof id === 'string' ? objectAt(tools.get(id), 'tool_config').name : undefined))
    .filter((name): name is string => typeof name === 'string');
}

export function agentSettings(agent: SimAgent, tools?: SimRecordStore<SimTool>): SimAgentSettings {
  const config = agent.conversation_config;
  const platform = agent.platform_settings;
  const agentConfig = objectAt(config, 'agent');
  const limits = objectAt(platform, 'call_limits');
  const queueing = objectAt(platform, 'queueing_config');
  return {
    agentId: agent.agent_id,
    name: agent.name,
    firstMessage: text(agentConfig.first_message),
    prompt: text(objectAt(agentConfig, 'prompt').prompt),
    language: text(agentConfig.language, 'en'),
    maxDurationSeconds: count(objectAt(config, 'conversation').max_duration_seconds),
    enableAuth: objectAt(platform, 'auth').enable_auth === true,
    allowedOverrides: objectAt(platform, 'overrides', 'conversation_config_override'),
    concurrencyLimit: count(limits.agent_concurrency_limit) ?? -1,
    dailyLimit: count(limits.daily_limit),
    queue: {
      enabled: queueing.enabled !== false,
      waitSeconds: count(queueing.wait_timeout_seconds) ?? UNSET_QUEUE_WAIT_SECONDS,
    },
    toolNames: tools ? agentToolNames(agent, tools) : [],
  };
}
