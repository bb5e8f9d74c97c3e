/**
 * An agent's client tools as records of the workspace (`/v1/convai/tools`), which the agent lists in
 * `prompt.tool_ids`: ElevenLabs refuses the inline `prompt.tools` since 2025-07-23
 * (elevenlabs.io/docs/agents-platform/customization/tools/agent-tools-deprecation). Each agent has its
 * own records, as flows word the same tool differently: a tool is found by its name among the tools the
 * agent uses (`used_by_agent_id`), created when missing and put back when its definition differs (a
 * dashboard edit), so a second push changes nothing.
 */
import type { ElevenLabs } from '@elevenlabs/elevenlabs-js';
import { wire, wireDifferences, type FieldDifference } from './compare.ts';
import { describeError } from './errors.ts';

/** The calls of `client.conversationalAi.tools` (@elevenlabs/elevenlabs-js 2.73) a push makes. */
export interface ToolsClient {
  list(request?: ElevenLabs.conversationalAi.ToolsListRequest): Promise<{
    tools: Array<{ id: string; toolConfig: unknown }>;
    hasMore: boolean;
    nextCursor?: string;
  }>;
  create(request: ElevenLabs.ToolRequestModel): Promise<{ id: string }>;
  update(toolId: string, request: ElevenLabs.ToolRequestModel): Promise<unknown>;
}

export interface ToolItem {
  name: string;
  action: 'create' | 'update' | 'unchanged' | 'failed';
  /** The record's id; null before it is created (and in a dry run). */
  id: string | null;
  changes?: FieldDifference[];
  note?: string;
}

const toolName = (request: ElevenLabs.ToolRequestModel) => (request.toolConfig as { name: string }).name;

/** The agent's tool with exactly this name (`search` matches a prefix), or null. */
async function findTool(
  client: ToolsClient,
  agentId: string,
  name: string,
): Promise<{ id: string; toolConfig: unknown } | null> {
  let cursor: string | undefined;
  do {
    const page = await client.list({
      search: name,
      usedByAgentId: agentId,
      pageSize: 100,
      ...(cursor ? { cursor } : {}),
    });
    const found = page.tools.find((tool) => (tool.toolConfig as { name?: unknown }).name === name);
    if (found) return found;
    cursor = page.hasMore ? page.nextCursor : undefined;
  } while (cursor);
  return null;
}

/**
 * Creates or puts back each tool of one agent (`agentId` null: an agent still to create); a dry run only
 * reads. Returns one item per tool, in YAML order; the first failure stops the agent's tools.
 */
export async function pushAgentTools(
  client: ToolsClient,
  agentId: string | null,
  requests: readonly ElevenLabs.ToolRequestModel[],
  dryRun = false,
): Promise<ToolItem[]> {
  const items: ToolItem[] = [];
  for (const request of requests) {
    const name = toolName(request);
    try {
      const live = agentId ? await findTool(client, agentId, name) : null;
      if (!live) {
        items.push({ name, action: 'create', id: dryRun ? null : (await client.create(request)).id });
        continue;
      }
      const changes = wireDifferences(wire.toolRequest(request), wire.tool(live)).map((change) => ({
        ...change,
        path: `tool ${name}: ${change.path}`,
      }));
      if (changes.length > 0 && !dryRun) await client.update(live.id, request);
      items.push({ name, action: changes.length > 0 ? 'update' : 'unchanged', id: live.id, changes });
    } catch (error) {
      items.push({ name, action: 'failed', id: null, note: describeError(error) });
      break;
    }
  }
  return items;
}
