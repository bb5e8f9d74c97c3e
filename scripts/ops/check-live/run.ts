// Runs every check of a deployed site and returns the rows, in the order they are printed.
import type { VoiceFlow } from '../../build/voice-flows.ts';
import type { PushedAgent } from '../../content-engine/agent-ids.ts';
import type { AgentsApi } from './agents.ts';
import { checkPreflight } from './functions.ts';
import { inPool, type HttpContext } from './http.ts';
import { checkHeaders, checkPages, checkUnknownPath } from './pages.ts';
import { row, type CheckRow } from './report.ts';
import { checkVoice } from './voice.ts';

export interface CheckLiveOptions {
  /** The site's origin, e.g. https://www.example.com. */
  site: string;
  /** The Supabase project URL (the functions are at /functions/v1/<name>); the site itself for npm start. */
  supabaseUrl: string;
  /** The public key the site sends; optional, the functions do not require it. */
  publicKey?: string | undefined;
  /** Every route path of the site. */
  paths: string[];
  /** Every voice flow, with its page. */
  flows: VoiceFlow[];
  /** The edge functions that must answer a preflight. */
  functions: string[];
  /** With a key, each flow's agent is looked up in the ElevenLabs API. */
  agentsApi?: AgentsApi | undefined;
  /** With --env: the agents pushed to that environment (industries/agents/<env>.yaml), which the pages must call. */
  pushedAgents?: { file: string; ids: Record<string, PushedAgent> } | undefined;
  /** Start a text-only conversation on each signed link (default true). */
  connect?: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export async function runChecks(options: CheckLiveOptions): Promise<CheckRow[]> {
  const context: HttpContext = { fetch: options.fetch ?? fetch, timeoutMs: options.timeoutMs ?? 15_000 };
  const { site, supabaseUrl } = options;
  const pages = await checkPages(context, site, options.paths);
  const rows: CheckRow[] = [
    ...pages.rows,
    await checkUnknownPath(context, site),
    ...(await checkHeaders(context, site, supabaseUrl)),
    ...(await Promise.all(options.functions.map((name) => checkPreflight(context, site, supabaseUrl, name)))),
  ];

  const target = {
    site,
    supabaseUrl,
    publicKey: options.publicKey,
    connect: options.connect ?? true,
    handshakeTimeoutMs: context.timeoutMs,
    pushedAgents: options.pushedAgents,
  };
  const voice = await inPool(options.flows, 4, (flow) => checkVoice(context, target, flow, pages.html.get(flow.path)));
  rows.push(...voice.map((result) => result.row));

  if (!options.agentsApi) {
    rows.push(
      row(
        'agent',
        'all flows',
        'skip',
        'set ELEVENLABS_API_KEY (and ELEVENLABS_API_URL for another API) to check the agents',
      ),
    );
    return rows;
  }
  // Loaded only when needed: the SDK is large and most runs have no key.
  const { agentsClient, checkAgent } = await import('./agents.ts');
  const client = agentsClient(options.agentsApi);
  const flowsWithIds = options.flows.map((flow, index) => ({ flow, agentId: voice[index]?.agentId ?? null }));
  const agents = await inPool(flowsWithIds, 4, ({ flow, agentId }) =>
    agentId
      ? checkAgent(client, flow.slug, agentId)
      : Promise.resolve(row('agent', flow.slug, 'skip', 'no agent id on its page')),
  );
  rows.push(...agents);
  return rows;
}
