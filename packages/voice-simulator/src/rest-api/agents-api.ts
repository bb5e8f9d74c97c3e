/**
 * ElevenLabs' agents API, locally: the paths, JSON and errors `@elevenlabs/elevenlabs-js` speaks, under
 * `/__sim/elevenlabs`, so `ELEVENLABS_API_URL=http://127.0.0.1:4173/__sim/elevenlabs` points the SDK
 * (and `npm run agents:push`) here. https://elevenlabs.io/docs/api-reference/agents/create
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  ApiError,
  invalid,
  missingApiKey,
  notFound,
  readBody,
  sendAnswer,
  validate,
} from '../contract/agents-api-checks.ts';
import { isObject, type Json } from './json-object.ts';
import { withDefaults } from './fill-defaults.ts';
import { newAgentId, type SimAgent, type SimAgentStore } from './agent-store.ts';
import { handleTestsApi } from './tests-api.ts';
import { toolsRoute } from './tools-api.ts';

export const ELEVENLABS_API_PREFIX = '/__sim/elevenlabs';
/** Objects merge key by key, anything else replaces: PATCH changes only what it names. */
function merge(base: Json, patch: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    out[key] = isObject(value) && isObject(base[key]) ? merge(base[key] as Json, value) : value;
  }
  return out;
}

function summary(agent: SimAgent): Json {
  const tts = isObject(agent.conversation_config.tts) ? agent.conversation_config.tts : {};
  return {
    agent_id: agent.agent_id,
    name: agent.name,
    voice_id: typeof tts.voice_id === 'string' ? tts.voice_id : '',
    tags: agent.tags,
    created_at_unix_secs: agent.metadata.created_at_unix_secs,
    access_info: { is_creator: true, creator_name: 'Local simulator', creator_email: 'sim@localhost', role: 'admin' },
    archived: false,
  };
}

export interface AgentsApiDeps {
  store: SimAgentStore;
  /** A signed conversation link, or null when the simulator holds agents but not this one. */
  signedUrl(agentId: string, httpBase: string): string | null;
  now?: () => number;
}

async function route(deps: AgentsApiDeps, req: IncomingMessage, url: URL): Promise<[number, unknown]> {
  const method = req.method ?? 'GET';
  const path = url.pathname.slice(ELEVENLABS_API_PREFIX.length).replace(/\/+$/, '');
  const unauthorized = missingApiKey(req);
  if (unauthorized) throw unauthorized;
  const nowSecs = Math.floor((deps.now ?? Date.now)() / 1000);

  if (path === '/v1/convai/conversation/get-signed-url' && method === 'GET') {
    const agentId = url.searchParams.get('agent_id') ?? '';
    if (agentId === '') throw invalid(['agent_id'], 'Field required');
    const signed = deps.signedUrl(agentId, `http://${req.headers.host ?? '127.0.0.1'}`);
    if (!signed) throw notFound(agentId);
    return [200, { signed_url: signed }];
  }
  if (path === '/v1/convai/agents/create' && method === 'POST') {
    const body = await readBody(req, 'createAgent');
    if (!isObject(body.conversation_config)) throw invalid(['conversation_config'], 'Field required');
    const agent: SimAgent = {
      agent_id: newAgentId(),
      name: typeof body.name === 'string' ? body.name : '',
      conversation_config: body.conversation_config,
      platform_settings: isObject(body.platform_settings) ? body.platform_settings : {},
      tags: Array.isArray(body.tags) ? body.tags.filter((tag): tag is string => typeof tag === 'string') : [],
      metadata: { created_at_unix_secs: nowSecs, updated_at_unix_secs: nowSecs },
    };
    validate(agent);
    deps.store.put(agent);
    return [200, { agent_id: agent.agent_id }];
  }
  if (path === '/v1/convai/agents' && method === 'GET') {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const pageSize = Math.min(100, Math.max(1, Number(url.searchParams.get('page_size') ?? 30) || 30));
    const start = Number(url.searchParams.get('cursor') ?? 0) || 0;
    const matching = deps.store.list().filter((agent) => agent.name.toLowerCase().includes(search));
    const page = matching.slice(start, start + pageSize);
    const hasMore = start + pageSize < matching.length;
    return [
      200,
      { agents: page.map(summary), has_more: hasMore, ...(hasMore ? { next_cursor: String(start + pageSize) } : {}) },
    ];
  }
  const tools = await toolsRoute(deps.store, req, path);
  if (tools) return tools;
  const match = /^\/v1\/convai\/agents\/([^/]+)$/.exec(path);
  if (match) {
    const agentId = decodeURIComponent(match[1]!);
    const agent = deps.store.get(agentId);
    if (!agent) throw notFound(agentId);
    if (method === 'GET') return [200, withDefaults('agent', agent)];
    if (method === 'DELETE') {
      deps.store.delete(agentId);
      return [204, null];
    }
    if (method === 'PATCH') {
      const body = await readBody(req, 'updateAgent');
      const updated: SimAgent = {
        ...agent,
        ...(typeof body.name === 'string' ? { name: body.name } : {}),
        ...(Array.isArray(body.tags)
          ? { tags: body.tags.filter((tag): tag is string => typeof tag === 'string') }
          : {}),
        conversation_config: isObject(body.conversation_config)
          ? merge(agent.conversation_config, body.conversation_config)
          : agent.conversation_config,
        platform_settings: isObject(body.platform_settings)
          ? merge(agent.platform_settings, body.platform_settings)
          : agent.platform_settings,
        metadata: { ...agent.metadata, updated_at_unix_secs: nowSecs },
      };
      validate(updated);
      deps.store.put(updated);
      return [200, withDefaults('agent', updated)];
    }
  }
  throw new ApiError(404, { detail: 'Not Found' });
}

/** Handles a request under /__sim/elevenlabs; returns false for any other URL. */
export function handleAgentsApi(deps: AgentsApiDeps, req: IncomingMessage, res: ServerResponse): boolean {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== ELEVENLABS_API_PREFIX && !url.pathname.startsWith(`${ELEVENLABS_API_PREFIX}/`)) return false;
  if (handleTestsApi(deps.store, req, res)) return true;
  sendAnswer(res, route(deps, req, url));
  return true;
}
