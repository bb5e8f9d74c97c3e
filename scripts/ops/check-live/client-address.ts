// Which client address each Supabase path sees: the functions (client-address.ts, through the
// `client-address` function) and the database (the contact insert's trigger, through
// public.client_address_probe()). Every per-address limit keys on it; if a path sees none, or an address
// every visitor shares, or one the caller wrote, the limits lump visitors together or trust the caller.
// Both probes need the project's secret key and store nothing.
import { isLoopbackHost } from '../../shared/build-env.ts';
import { functionUrl } from './functions.ts';
import { describeError, request, type HttpContext } from './http.ts';
import { row, type CheckRow } from './report.ts';

export const PROBE_FUNCTION = 'client-address';
export const PROBE_RPC = 'client_address_probe';
const MIGRATION = '20261127100000_client_address_probe.sql';

/** Forged values (TEST-NET-2, RFC 5737) sent on both probes: a path that reports one of them trusts the caller. */
export const FORGED_HEADERS = {
  'X-Forwarded-For': '198.51.100.66',
  'CF-Connecting-IP': '198.51.100.77',
  'X-Real-IP': '198.51.100.88',
} as const;
const FORGED = new Set<string>(Object.values(FORGED_HEADERS));

interface Seen {
  client: string;
  network: string;
  source: string | null;
}

/** An address of a private, shared or loopback network: behind it stands a proxy, not a visitor. */
export function isSharedAddress(client: string): boolean {
  const v4 = /^(\d+)\.(\d+)\./.exec(client);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 10 ||
      a === 127 ||
      (a === 172 && b >= 16 && b < 32) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b < 128)
    );
  }
  const first = client.toLowerCase();
  return first.startsWith('::') || /^f[cd]/.test(first) || /^fe[89ab]/.test(first);
}

async function probe(context: HttpContext, url: string, init: RequestInit): Promise<Seen | string> {
  let response: Response;
  try {
    response = await request(context, url, init);
  } catch (error) {
    return describeError(error);
  }
  const text = await response.text();
  if (!response.ok) return `answered ${response.status} ${text.slice(0, 80)}`;
  try {
    const seen = JSON.parse(text) as Partial<Seen>;
    if (typeof seen.client === 'string')
      return { client: seen.client, network: String(seen.network), source: seen.source ?? null };
  } catch {
    // Reported below with the text.
  }
  return `answered ${text.slice(0, 80)}, not an address`;
}

const FIX = {
  functions: {
    401: "the key is not one of this project's secret keys (SUPABASE_SECRET_KEY: Project Settings, API Keys)",
    404: `the function is not deployed (npx supabase functions deploy ${PROBE_FUNCTION})`,
    other: `supabase functions logs ${PROBE_FUNCTION}`,
  },
  database: {
    401: "the key is not one of this project's secret keys (SUPABASE_SECRET_KEY: Project Settings, API Keys)",
    404: `public.${PROBE_RPC} is missing: apply ${MIGRATION} (npx supabase db push)`,
    other: 'the Data API refused the probe',
  },
};

function verdict(path: 'functions' | 'database', seen: Seen | string, site: string): CheckRow {
  if (typeof seen === 'string') {
    const status = /^answered (\d{3})/.exec(seen)?.[1];
    const fix = status === '401' || status === '404' ? FIX[path][status] : FIX[path].other;
    return row('client address', path, 'FAIL', `${seen}: ${fix}`);
  }
  if (seen.client === 'unknown') {
    const effect =
      path === 'database'
        ? 'the contact form then limits per content only, with a wall of 2,000 inserts per 10 minutes for everyone'
        : 'every visitor shares one rate-limit bucket';
    return row(
      'client address',
      path,
      'FAIL',
      `no cf-connecting-ip or x-real-ip reached the ${path}: ${effect}; ask Supabase support which header carries the client address`,
    );
  }
  if (FORGED.has(seen.client)) {
    return row(
      'client address',
      path,
      'FAIL',
      `took ${seen.client} from ${seen.source}, a value this check wrote: every per-address limit trusts the caller`,
    );
  }
  if (!isLoopbackHost(new URL(site).hostname) && isSharedAddress(seen.client)) {
    return row(
      'client address',
      path,
      'FAIL',
      `sees ${seen.client} (${seen.source}), a proxy's address: every visitor would share one bucket`,
    );
  }
  return row('client address', path, 'ok', `sees ${seen.client} from ${seen.source}, not the forged headers`);
}

export async function checkClientAddress(
  context: HttpContext,
  site: string,
  supabaseUrl: string,
  secretKey: string | undefined,
): Promise<CheckRow[]> {
  if (!secretKey) {
    const local = isLoopbackHost(new URL(site).hostname);
    const why =
      'set SUPABASE_SECRET_KEY (Project Settings, API Keys) to confirm the address the functions and the database see';
    return [row('client address', 'both paths', local ? 'skip' : 'warn', why)];
  }
  const headers = { apikey: secretKey, Authorization: `Bearer ${secretKey}`, ...FORGED_HEADERS };
  const [functions, database] = await Promise.all([
    probe(context, functionUrl(supabaseUrl, PROBE_FUNCTION), { headers }),
    probe(context, `${supabaseUrl}/rest/v1/rpc/${PROBE_RPC}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{}',
    }),
  ]);
  const rows = [verdict('functions', functions, site), verdict('database', database, site)];
  if (rows.every((entry) => entry.status === 'ok') && typeof functions !== 'string' && typeof database !== 'string') {
    if (functions.client !== database.client) {
      rows.push(
        row(
          'client address',
          'both paths',
          'warn',
          `the functions see ${functions.client}, the database ${database.client}: one caller, two buckets`,
        ),
      );
    }
  }
  return rows;
}
