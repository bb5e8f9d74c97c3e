// Where npm run leads reads from: a running local server, a PGlite data directory, or the production
// Supabase project through its REST API with the service role key.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ADMIN_CRM_PATH,
  ADMIN_LEADS_PATH,
  ADMIN_SESSIONS_PATH,
  createLocalBackend,
  dataDirOwner,
} from '../../local-stack/index.ts';

type Row = Record<string, unknown>;

export interface Leads {
  requests: Row[];
  sessions: Row[];
  /** Each CRM event's delivery to each destination (public.crm_lead_deliveries). */
  deliveries: Row[];
}

export interface LeadSource {
  label: string;
  url?: string | undefined;
  dataDir?: string | undefined;
}

async function getJson(url: URL, headers: Record<string, string> = {}): Promise<Row[] | null> {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
    return response.ok ? ((await response.json()) as Row[]) : null;
  } catch {
    return null; // nothing listening, or some other server that does not speak JSON here
  }
}

/** Both lists from a running server, or null when nothing of ours answers there. */
async function fetchFromServer(url: string): Promise<Leads | null> {
  const [requests, sessions, deliveries] = await Promise.all([
    getJson(new URL(ADMIN_LEADS_PATH, url)),
    getJson(new URL(ADMIN_SESSIONS_PATH, url)),
    getJson(new URL(ADMIN_CRM_PATH, url)),
  ]);
  // A server from before voice sessions (or CRM events) existed still lists its requests.
  return requests ? { requests, sessions: sessions ?? [], deliveries: deliveries ?? [] } : null;
}

async function readDataDir(dataDir: string): Promise<Leads> {
  const log = { info() {}, warn: console.warn, error: console.error };
  const backend = await createLocalBackend({
    dataDir,
    log,
    retentionEveryMs: 0,
    outboxDrainIntervalMs: 0,
    crmDrainIntervalMs: 0,
  });
  try {
    return {
      requests: await backend.listDemoRequests(),
      sessions: await backend.listVoiceSessions(),
      deliveries: await backend.listCrmDeliveries(),
    };
  } finally {
    await backend.close();
  }
}

/** The leads of one local source, or a sentence saying why there are none to show. */
export async function loadLocal(source: LeadSource): Promise<Leads | string> {
  const fromServer = source.url ? await fetchFromServer(source.url) : null;
  if (fromServer) return fromServer;
  if (!source.dataDir) return `No local backend answered at ${source.url}.`;

  const dataDir = path.resolve(source.dataDir);
  const owner = dataDirOwner(dataDir);
  if (owner !== null) {
    return (
      `${source.dataDir} is in use by process ${owner}, but no server answered at ${source.url ?? '(no address)'}. ` +
      'Pass the address it listens on: npm run leads -- --url http://127.0.0.1:<port>'
    );
  }
  if (!existsSync(dataDir)) return `No leads yet (${source.dataDir} does not exist).`;
  return readDataDir(dataDir);
}

/**
 * The production project's leads, read with the service role key (it bypasses RLS: keep it in your
 * shell, never in a file in the repo). Throws with the HTTP status when the project refuses.
 */
export async function loadProduction(supabaseUrl: string, serviceRoleKey: string): Promise<Leads> {
  const headers = { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` };
  const list = async (table: string) => {
    const url = new URL(`/rest/v1/${table}?select=*&order=created_at.desc`, supabaseUrl);
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(20_000) });
    if (!response.ok) throw new Error(`${url.origin} refused to list ${table} (HTTP ${response.status}).`);
    return (await response.json()) as Row[];
  };
  const deliveries = async () => {
    const url = new URL('/rest/v1/rpc/crm_lead_deliveries', supabaseUrl);
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(20_000),
    });
    // A project without the CRM migrations has no deliveries to show.
    return response.ok ? ((await response.json()) as Row[]) : [];
  };
  const [requests, sessions, crm] = await Promise.all([list('demo_requests'), list('voice_sessions'), deliveries()]);
  return { requests, sessions, deliveries: crm };
}
