/**
 * ElevenLabs' tools API, locally: the workspace's tool records that agents list in
 * `conversation_config.agent.prompt.tool_ids` (https://elevenlabs.io/docs/api-reference/tools/create; the
 * inline `prompt.tools` was removed, elevenlabs.io/docs/agents-platform/customization/tools/
 * agent-tools-deprecation). List, get, create, update (PATCH, the whole `tool_config`) and delete, on the
 * paths and in the JSON `@elevenlabs/elevenlabs-js` 2.73 uses (`conversationalAi.tools`).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ApiError, readBody } from '../contract/agents-api-checks.ts';
import type { SimAgentStore, SimTool } from './agent-store.ts';
import { withDefaults } from './fill-defaults.ts';

const newToolId = () => `tool_${randomBytes(13).toString('hex')}`;
const toolNotFound = (id: string) =>
  new ApiError(404, { detail: { status: 'tool_not_found', message: `Tool ${id} not found.` } });

/** ToolResponseModel: the record, the server's defaults, and who may use it. */
function answer(tool: SimTool): SimTool {
  return {
    ...withDefaults('tool', tool),
    access_info: { is_creator: true, creator_name: 'Local simulator', creator_email: 'sim@localhost', role: 'admin' },
    usage_stats: { avg_latency_secs: 0, total_calls: 0 },
  };
}

/** Answers a tools path, or null for any other path. */
export async function toolsRoute(
  store: SimAgentStore,
  req: IncomingMessage,
  path: string,
): Promise<[number, unknown] | null> {
  const method = req.method ?? 'GET';
  const tools = store.tools;
  if (path === '/v1/convai/tools') {
    if (method === 'POST') {
      const body = await readBody(req, 'createTool');
      const tool: SimTool = { ...body, id: newToolId(), tool_config: body.tool_config as SimTool['tool_config'] };
      tools.put(tool);
      return [200, answer(tool)];
    }
    if (method === 'GET') {
      const url = new URL(req.url ?? '/', 'http://localhost');
      // "only tools whose names start with this string" (SDK ToolsListRequest.search).
      const search = url.searchParams.get('search') ?? '';
      const pageSize = Math.min(100, Math.max(1, Number(url.searchParams.get('page_size') ?? 30) || 30));
      const start = Number(url.searchParams.get('cursor') ?? 0) || 0;
      // "tools referenced by this agent's main branch" (SDK ToolsListRequest.usedByAgentId).
      const agentId = url.searchParams.get('used_by_agent_id');
      const agent = agentId === null ? null : store.get(agentId);
      const prompt = (agent?.conversation_config.agent as { prompt?: { tool_ids?: unknown } } | undefined)?.prompt;
      const used = Array.isArray(prompt?.tool_ids) ? prompt.tool_ids : [];
      const matching = tools
        .list()
        .filter((tool) => String(tool.tool_config.name ?? '').startsWith(search))
        .filter((tool) => agentId === null || used.includes(tool.id));
      const hasMore = start + pageSize < matching.length;
      return [
        200,
        {
          tools: matching.slice(start, start + pageSize).map(answer),
          has_more: hasMore,
          ...(hasMore ? { next_cursor: String(start + pageSize) } : {}),
        },
      ];
    }
    return [405, { detail: 'Method Not Allowed' }];
  }
  const match = /^\/v1\/convai\/tools\/([^/]+)$/.exec(path);
  if (!match) return null;
  const id = decodeURIComponent(match[1]!);
  const tool = tools.get(id);
  if (!tool) throw toolNotFound(id);
  if (method === 'GET') return [200, answer(tool)];
  if (method === 'DELETE') return (tools.delete(id), [200, {}]);
  if (method === 'PATCH') {
    const body = await readBody(req, 'updateTool');
    const updated: SimTool = { ...tool, ...body, id, tool_config: body.tool_config as SimTool['tool_config'] };
    tools.put(updated);
    return [200, answer(updated)];
  }
  return [405, { detail: 'Method Not Allowed' }];
}
