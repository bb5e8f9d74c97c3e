// Runs every check of a deployed site and returns the rows, in the order they are printed.
import type { VoiceFlow } from '../../content-engine/voice-flows.ts';
import type { PushedAgent } from '../../content-engine/agent-ids.ts';
import type { AgentsApi } from './agents.ts';
import { DEFAULT_VOICE_STARTS, fileLedger, planVoiceStarts, type VoiceLedger } from './budget.ts';
import { checkBooking, type BookingCheck } from './booking.ts';
import { checkCaptchaKey } from './captcha-key.ts';
import { checkCrm, type CrmCheckOptions } from './crm.ts';
import { checkClientAddress } from './client-address.ts';
import { checkRegion } from './region.ts';
import { checkPreflight } from './functions.ts';
import { inPool, type HttpContext } from './http.ts';
import { checkHeaders, checkPages, checkUnknownPath } from './pages.ts';
import { row, type CheckRow } from './report.ts';
import { checkSitemap } from './sitemap.ts';
import { checkSignedLink, pageAgent } from './voice.ts';
import { checkVoiceBudget } from './voice-budget.ts';
import { checkWebhook } from './webhook.ts';

export interface CheckLiveOptions {
  /** The site's origin, e.g. https://www.example.com. */
  site: string;
  /** The Supabase project URL (the functions are at /functions/v1/<name>); the site itself for npm start. */
  supabaseUrl: string;
  /** The project's secret key (service-key.ts): with it, the client address each path sees is checked. */
  secretKey?: string | undefined;
  /** ELEVENLABS_REGION of the environment (elevenlabs-region.ts); unset is global. */
  region?: string | undefined;
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
  /** ELEVENLABS_PHONE_NUMBER_ID and the flows that offer Call me (phone.ts). */
  phone?: { phoneNumberId: string | undefined; callMeFlows: string[] } | undefined;
  /** The overrides each flow's page sends at start (flow slug → paths), which its agent must allow. */
  flowOverrides?: Record<string, string[]> | undefined;
  /** site.yaml booking and Cal.com with the environment's key (booking.ts); absent: not checked. */
  booking?: BookingCheck | undefined;
  /** The CRM destinations of site.yaml and the shell's secrets: each gets a signed ping (crm.ts). */
  crm?: Omit<CrmCheckOptions, 'fetch'> | undefined;
  /** Signed links (voice starts) this run may spend, at most; default DEFAULT_VOICE_STARTS. */
  voiceStarts?: number;
  /** This machine's recent voice starts; default a file in the temporary folder. */
  ledger?: VoiceLedger;
  now?: () => number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export async function runChecks(options: CheckLiveOptions): Promise<CheckRow[]> {
  const context: HttpContext = { fetch: options.fetch ?? fetch, timeoutMs: options.timeoutMs ?? 15_000 };
  const { site, supabaseUrl } = options;
  const pages = await checkPages(context, site, options.paths);
  const headers = await checkHeaders(context, site, supabaseUrl);
  const rows: CheckRow[] = [
    ...pages.rows,
    await checkUnknownPath(context, site),
    await checkSitemap(context, site),
    ...headers.rows,
    ...(await Promise.all(options.functions.map((name) => checkPreflight(context, site, supabaseUrl, name)))),
    await checkWebhook(context, supabaseUrl),
    ...(await checkClientAddress(context, site, supabaseUrl, options.secretKey)),
    await checkCaptchaKey(context, site, supabaseUrl),
    checkRegion(options.region, headers.csp, site),
    ...(options.crm ? await checkCrm({ ...options.crm, ...(options.fetch ? { fetch: options.fetch } : {}) }) : []),
  ];

  const target = {
    site,
    supabaseUrl,
    publicKey: options.publicKey,
    connect: options.connect ?? true,
    handshakeTimeoutMs: context.timeoutMs,
    pushedAgents: options.pushedAgents,
  };
  const onPages = options.flows.map((flow) => ({ flow, ...pageAgent(target, flow, pages.html.get(flow.path)) }));
  const now = (options.now ?? Date.now)();
  const ledger = options.ledger ?? fileLedger(supabaseUrl);
  const callable = onPages.flatMap(({ failure, agentId }) => (failure || !agentId ? [] : [agentId]));
  const plan = planVoiceStarts(callable, options.voiceStarts ?? DEFAULT_VOICE_STARTS, ledger.used(now), now);
  ledger.record(plan.sign.size, now);
  const signedBy = new Map<string, string>();
  const voice = await inPool(onPages, 4, async ({ flow, failure, agentId }) => {
    if (failure || !agentId) return failure!;
    if (!plan.sign.has(agentId) || signedBy.has(agentId)) {
      const other = signedBy.get(agentId);
      return row(
        'voice',
        flow.slug,
        'ok',
        `${agentId} on ${flow.path}; ${other ? `same agent as ${other}, whose link was signed` : plan.note}`,
      );
    }
    signedBy.set(agentId, flow.slug);
    return checkSignedLink(context, target, flow, agentId, headers.csp);
  });
  rows.push(...voice, await checkVoiceBudget(context, supabaseUrl));
  if (options.booking) rows.push(...(await checkBooking(options.booking, now)));

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
  const { agentsClient, checkAgent, SITE_AGENT_EXPECTATIONS } = await import('./agents.ts');
  const client = agentsClient(options.agentsApi);
  const agents = await inPool(onPages, 4, ({ flow, agentId }) => {
    if (!agentId) return Promise.resolve(row('agent', flow.slug, 'skip', 'no agent id on its page'));
    const overrides = options.flowOverrides?.[flow.slug] ?? SITE_AGENT_EXPECTATIONS.overrides;
    return checkAgent(client, flow.slug, agentId, { enableAuth: true, overrides });
  });
  rows.push(...agents);
  const { checkPhoneNumber } = await import('./phone.ts');
  const siteAgentIds = onPages.flatMap(({ agentId }) => (agentId ? [agentId] : []));
  rows.push(
    await checkPhoneNumber(client, { phoneNumberId: undefined, callMeFlows: [], ...options.phone, siteAgentIds }),
  );
  return rows;
}
