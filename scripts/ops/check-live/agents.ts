// With an ElevenLabs API key: each flow's agent exists in the key's workspace, requires signed links
// (so nobody can talk to it with its bare id), and allows the overrides the site sends at start.
import { ElevenLabsClient, ElevenLabsError, type ElevenLabs } from '@elevenlabs/elevenlabs-js';
import { describeError } from './http.ts';
import { row, type CheckRow } from './report.ts';

export interface AgentExpectations {
  /** platform_settings.auth.enable_auth must be true. */
  enableAuth: boolean;
  /** Paths under platform_settings.overrides.conversation_config_override that must be allowed. */
  overrides: string[];
}

/**
 * What the site needs of every agent; a flow with a language picker also sends agent.language and
 * agent.first_message (overridesSentBy in options.ts). scripts/ops/agents/derive.ts pushes the same settings.
 */
export const SITE_AGENT_EXPECTATIONS: AgentExpectations = { enableAuth: true, overrides: ['conversation.text_only'] };

const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Reads `conversation.text_only` from the SDK's camel-cased override config. */
function allowed(config: ElevenLabs.ConversationConfigClientOverrideConfigOutput | undefined, path: string): boolean {
  let value: unknown = config;
  for (const part of path.split('.'))
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[camel(part)] : undefined;
  return value === true;
}

/** What is wrong with one agent's settings; empty when it is fit for the site. */
export function agentSettingsProblems(agent: ElevenLabs.GetAgentResponseModel, expected: AgentExpectations): string[] {
  const settings = agent.platformSettings;
  const problems: string[] = [];
  if (expected.enableAuth && settings?.auth?.enableAuth !== true) {
    problems.push(
      'does not require signed links (platform_settings.auth.enable_auth is off): anyone with its id can start a call',
    );
  }
  const overrides = settings?.overrides?.conversationConfigOverride;
  const refused = expected.overrides.filter((path) => !allowed(overrides, path));
  if (refused.length > 0)
    problems.push(`does not allow the override${refused.length > 1 ? 's' : ''} ${refused.join(', ')} the site sends`);
  return problems;
}

export interface AgentsApi {
  apiKey: string;
  /** ELEVENLABS_API_URL: another API base, such as the local simulator's. */
  baseUrl: string | undefined;
}

export function agentsClient(api: AgentsApi): ElevenLabsClient {
  return new ElevenLabsClient({
    apiKey: api.apiKey,
    ...(api.baseUrl ? { baseUrl: api.baseUrl.replace(/\/+$/, '') } : {}),
    maxRetries: 1,
    timeoutInSeconds: 15,
    fetch: readAgain,
  });
}

/**
 * check:live only reads from the API, so a read that failed before any answer (a connection reset, a kept-alive
 * socket the server had just closed) is tried once more. The SDK retries answers (429, 5xx) but not these, and
 * reports them as a bare "fetch failed"; a second failure keeps its cause in the message.
 */
export const readAgain: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (init?.signal?.aborted || (init?.method ?? 'GET') !== 'GET') throw error;
    try {
      return await fetch(input, init);
    } catch (again) {
      // Duck-typed: undici's errors may come from another realm than this module's Error.
      const cause = (again as { cause?: { message?: unknown } }).cause?.message;
      throw typeof cause === 'string'
        ? new TypeError(`${(again as Error).message}: ${cause}`, { cause: again })
        : again;
    }
  }
};

export async function checkAgent(
  client: ElevenLabsClient,
  slug: string,
  agentId: string,
  expected = SITE_AGENT_EXPECTATIONS,
): Promise<CheckRow> {
  let agent: ElevenLabs.GetAgentResponseModel;
  try {
    agent = await client.conversationalAi.agents.get(agentId);
  } catch (error) {
    const status = error instanceof ElevenLabsError ? error.statusCode : undefined;
    if (status === 404) {
      return row(
        'agent',
        slug,
        'FAIL',
        `${agentId} does not exist in the workspace of ELEVENLABS_API_KEY: push it (npm run agents:push) and rebuild`,
      );
    }
    if (status === 401 || status === 403)
      return row('agent', slug, 'FAIL', `the API refused ELEVENLABS_API_KEY (HTTP ${status})`);
    return row('agent', slug, 'FAIL', `${agentId}: ${describeError(error)}`);
  }
  const problems = agentSettingsProblems(agent, expected);
  if (problems.length > 0)
    return row('agent', slug, 'FAIL', `${agentId} ${problems.join('; ')}: push it again (npm run agents:push)`);
  return row('agent', slug, 'ok', `${agentId} exists, requires signed links, allows ${expected.overrides.join(', ')}`);
}
