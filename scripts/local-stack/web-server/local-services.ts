import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { SiteSchema } from '../../../schemas/site.ts';
import { DEFAULT_SITE_ENV, readAgentIds } from '../../content-engine/agent-ids.ts';
import { VOICE_LEADS_CONFIG } from '../../../supabase/functions/_shared/generated/voice-leads-config.ts';
import { adminRequestRefusal, isAdminPath } from '../../shared/admin-guard.ts';
import { createLocalBackend, FUNCTIONS_PREFIX, LOCAL_WEBHOOK_SECRET } from '../supabase/index.ts';
import { createCalcomSimulator } from '@harbourline/calcom-simulator';
import { createFileAgentStore, createMemoryAgentStore, createVoiceSimulator } from '@harbourline/voice-simulator';
import { createCrmStandIns } from './crm-stand-ins.ts';
import { unpushedBookingTools } from './unpushed-booking-tools.ts';
import { VOICE_AGENT_FLOWS } from '../../../supabase/functions/_shared/generated/voice-agent-ids.ts';
import { BOOKING_CONFIG } from '../../../supabase/functions/_shared/generated/booking-config.ts';
import type { Mount } from './site-server.ts';

export interface LocalServicesOptions {
  /** PGlite data directory; `memory://…` for throwaway runs. Default env LOCAL_DATA_DIR, else .data/pglite. */
  dataDir?: string;
  /** The content folder served: default env CONTENT_DIR, else industries/ (the unit tests pass their fixture). */
  contentDir?: string;
  /** Log one line per voice session. */
  verbose?: boolean;
  /** Agents to sign besides the content's and the pushed ones, as a deployment built with other ids would. */
  extraAgentIds?: readonly string[];
  /** Function secrets set as a deployment sets them (the rehearsal's), over the local ones. */
  functionSecrets?: Record<string, string>;
}

/**
 * The embedded stand-ins that make the site work with nothing configured: the local backend
 * (Supabase REST + functions on PGlite) and the ElevenLabs simulator (conversations and the agents
 * API). Signed voice links point back at whichever host the browser used, so the SDK reaches the
 * simulator. Pushed agents are kept next to the database (`.data/elevenlabs-agents.json`), shared by
 * `npm start` and `npm run dev` as both read `industries/agents/local.yaml`; a `memory://` data
 * directory keeps them in memory.
 */
export async function createLocalServices(options: LocalServicesOptions = {}): Promise<Mount[]> {
  const content = resolve(options.contentDir ?? process.env.CONTENT_DIR ?? 'industries');
  const site = SiteSchema.parse(parse(readFileSync(join(content, 'site.yaml'), 'utf8')));
  const dataDir = options.dataDir ?? process.env.LOCAL_DATA_DIR ?? '.data/pglite';
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  const simulator = createVoiceSimulator({
    agents: inMemory
      ? createMemoryAgentStore()
      : createFileAgentStore(join(dirname(resolve(dataDir)), 'elevenlabs-agents.json')),
    ...(options.verbose ? { log: (line: string) => console.log(`[voice-sim] ${line}`) } : {}),
    // As ElevenLabs does once a call ends: a signed post-call webhook to the backend on the same server.
    postCallWebhook: {
      url: `${FUNCTIONS_PREFIX}voice-post-call`,
      secret: LOCAL_WEBHOOK_SECRET,
      log: (line: string) => console.warn(`[voice-sim] ${line}`),
    },
    // The deployed agents and booking flows, as the functions read them: the placeholders of flows that book.
    unpushedWebhookTools: unpushedBookingTools(VOICE_AGENT_FLOWS, new Set(Object.keys(BOOKING_CONFIG.flows))),
  });
  // The stand-in Cal.com offers site.yaml's event type, so the booking tools work with nothing configured.
  const booking = site.booking;
  const calcom = createCalcomSimulator(
    booking
      ? {
          eventTypes: [
            { id: booking.eventTypeId, slug: 'demo', title: 'Demo', lengthInMinutes: booking.lengthInMinutes },
          ],
        }
      : {},
  );
  const crmStandIns = createCrmStandIns(site.crm);
  const backend = await createLocalBackend({
    dataDir,
    webhookSecret: LOCAL_WEBHOOK_SECRET,
    // The local cron's retention periods from site.yaml itself; the functions read their generated copy.
    voiceLeads: {
      ...VOICE_LEADS_CONFIG,
      retentionDays: site.leads.retentionDays,
      requestRetentionDays: site.leads.requestRetentionDays,
      outboxRetentionDays: site.leads.outboxRetentionDays,
    },
    // The allow-list voice-signed-url checks is the deployed one: the generated file as it was at start
    // (or at the last POST /__backend/deploy), as on Supabase. Agents pushed since are refused until
    // `npm run generate` and a redeploy, which is the step DEPLOY.md cannot skip either.
    ...(options.extraAgentIds ? { extraAgentIds: options.extraAgentIds } : {}),
    ...(options.functionSecrets ? { functionSecrets: options.functionSecrets } : {}),
    // Destinations from site.yaml itself (the functions read their generated copy), to the stand-ins.
    crm: crmStandIns.config,
    // The simulator's own agents stay out of the committed allow-list (npm run generate skips local.yaml).
    localAgentIds: () =>
      [...readAgentIds(dirname(content), DEFAULT_SITE_ENV, content).entries.values()].map((entry) => entry.id),
  });
  return [
    crmStandIns.mount,
    {
      handle: (req, res) => {
        // The simulator's controls and agents API are admin paths: this machine's tools only. The path is
        // checked as the simulator routes it (WHATWG-normalised: /x/../__sim/ is /__sim/), not as sent.
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        const refusal = isAdminPath(pathname) ? adminRequestRefusal(req) : null;
        if (refusal === null) return calcom.handle(req, res) || simulator.handle(req, res);
        res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: refusal }));
        return true;
      },
      handleUpgrade: (req, socket, head) => simulator.handleUpgrade(req, socket, head),
      close: () => (calcom.close(), simulator.close()),
    },
    {
      handle: (req, res) => backend.handle(req, res),
      listening: (url) => backend.startFunctions(url),
      close: () => backend.close(),
    },
  ];
}
