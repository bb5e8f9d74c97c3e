// The embedded stand-in for Supabase used by npm start, npm run dev and the tests: the site's
// supabase-js calls (REST inserts and function invocations) work with nothing configured, and what the
// hosted gateway refuses is refused here too (gateway.ts: keys, verify_jwt from supabase/config.toml,
// the client address).
//
//   POST/GET/PATCH/DELETE /rest/v1/<table>   PostgREST emulation, as the key's role (see postgrest.ts)
//   POST /functions/v1/<name>                the functions as deployed: in Node (default) or under Deno
//                                            (LOCAL_FUNCTIONS_RUNTIME=deno, deno-runtime.ts)
//   POST /__backend/deploy                   redeploys: re-reads config.toml and the generated allow-list
//   GET  /__backend/demo_requests            stored leads for npm run leads (loopback only)
//   GET  /__backend/voice_sessions           stored voice sessions for npm run leads (loopback only)
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { LOCAL_ALTCHA_HMAC_KEY } from '../../../supabase/functions/_shared/captcha.ts';
import { parseAllowedOrigins } from '../../../supabase/functions/_shared/cors.ts';
import { parseSchedulingUrl } from '../../../supabase/functions/_shared/scheduling-link.ts';
import { SCHEDULING_PAGE_URL } from '../../../supabase/functions/_shared/generated/scheduling-page.ts';
import { VOICE_LEADS_CONFIG } from '../../../supabase/functions/_shared/generated/voice-leads-config.ts';
import { openLocalDatabase } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { createDenoRuntime, localFunctionSecrets } from './deno-runtime.ts';
import { takeDeployment } from './deployed.ts';
import { verifiesJwt } from './functions-config.ts';
import { functionRefusal, restAccess } from './gateway.ts';
import { createOutboxEmailSender, listDemoRequests } from './local-deps.ts';
import { adminRequestRefusal, serveAdminList } from './admin-guard.ts';
import { clientAddressOf } from './client-address-emulation.ts';
import { createPgliteOutboxStore, createPgliteUnqueuedLeads, listOutbox, startOutboxDrain } from './local-outbox.ts';
import { nodeFunctions } from './node-functions.ts';
import { BodyTooLargeError, sendJson, sendWebResponse, toWebRequest } from './node-web.ts';
import { handleRestRequest, REST_PREFIX } from './postgrest.ts';
import { startRetentionTimer } from './retention.ts';
import { listVoiceSessions } from './voice-session-store.ts';

export * from './backend-options.ts';

import {
  ADMIN_DEPLOY_PATH,
  ADMIN_LEADS_PATH,
  ADMIN_SESSIONS_PATH,
  FUNCTIONS_PREFIX,
  LOCAL_DRAIN_SECRET,
  LOCAL_WEBHOOK_SECRET,
  type LocalBackend,
  type LocalBackendOptions,
} from './backend-options.ts';

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Requested function was not found' };

export async function createLocalBackend(opts: LocalBackendOptions = {}): Promise<LocalBackend> {
  const log = opts.log ?? console;
  const inMemory = (opts.dataDir ?? '').startsWith('memory://');
  const dataDir = inMemory ? opts.dataDir! : path.resolve(opts.dataDir ?? '.data/pglite');
  const outboxFile = path.resolve(opts.outboxFile ?? '.data/outbox.jsonl');

  const releaseLock = inMemory ? () => {} : lockDataDir(dataDir);
  let db: Awaited<ReturnType<typeof openLocalDatabase>>;
  try {
    db = await openLocalDatabase(dataDir);
  } catch (error) {
    releaseLock();
    throw error;
  }

  const rawOrigins = opts.allowedOrigins ?? process.env.ALLOWED_ORIGINS ?? '*';
  const allowedOrigins = parseAllowedOrigins(rawOrigins);
  const email = createOutboxEmailSender(outboxFile, log);
  const outbox = createPgliteOutboxStore(db);
  const drainOptions = { store: outbox, email, log, unqueued: createPgliteUnqueuedLeads(db) };
  const outboxDrain = startOutboxDrain(drainOptions, opts.outboxDrainIntervalMs ?? 3000);
  const hmacKey = opts.altchaHmacKey ?? (process.env.ALTCHA_HMAC_KEY || LOCAL_ALTCHA_HMAC_KEY);
  const webhookSecret = opts.webhookSecret ?? process.env.ELEVENLABS_WEBHOOK_SECRET ?? LOCAL_WEBHOOK_SECRET;
  const voiceLeads = opts.voiceLeads ?? VOICE_LEADS_CONFIG;
  const stopRetention = startRetentionTimer(db, voiceLeads, opts.retentionEveryMs ?? 3_600_000, log);

  let deployment = takeDeployment(process.cwd(), [...(opts.extraAgentIds ?? []), ...(opts.localAgentIds?.() ?? [])]);
  const runtime = opts.functionsRuntime ?? (process.env.LOCAL_FUNCTIONS_RUNTIME === 'deno' ? 'deno' : 'node');
  const inNode = nodeFunctions({
    db,
    outbox,
    email,
    allowedOrigins,
    hmacKey,
    schedulingUrl: parseSchedulingUrl(opts.schedulingUrl ?? SCHEDULING_PAGE_URL),
    webhookSecret,
    drainSecret: LOCAL_DRAIN_SECRET,
    voiceLeads,
    agentIds: opts.agentIds ?? (() => deployment.agentIds),
    getSignedUrl: opts.getSignedUrl,
    now: opts.now,
    log,
  });
  const deno = createDenoRuntime(() => deployment.functions, {
    log,
    env: (baseUrl) => localFunctionSecrets(baseUrl, { allowedOrigins: rawOrigins, hmacKey, webhookSecret }),
  });

  async function deploy(extraAgentIds: readonly string[] = []) {
    deployment = takeDeployment(process.cwd(), [
      ...(opts.extraAgentIds ?? []),
      ...(opts.localAgentIds?.() ?? []),
      ...extraAgentIds,
    ]);
    await deno.stop();
    log.info(`[deploy] ${deployment.functions.length} functions, ${deployment.agentIds.size} allowed agents`);
    return { functions: deployment.functions, agentIds: deployment.agentIds.size };
  }

  async function route(pathname: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (pathname === ADMIN_LEADS_PATH) return serveAdminList(req, res, () => listDemoRequests(db));
    if (pathname === ADMIN_SESSIONS_PATH) return serveAdminList(req, res, () => listVoiceSessions(db));
    if (pathname === ADMIN_DEPLOY_PATH) {
      const refusal = adminRequestRefusal(req);
      if (refusal) return sendJson(res, 403, { error: refusal });
      if (req.method !== 'POST') return sendJson(res, 405, { error: 'Use POST.' });
      // A body's extraAgentIds: a deployment generated from other content (a test's content copy).
      const body = (await toWebRequest(req)).json().catch(() => ({}));
      const extra = ((await body) as { extraAgentIds?: unknown }).extraAgentIds;
      return sendJson(res, 200, await deploy(Array.isArray(extra) ? extra.filter((id) => typeof id === 'string') : []));
    }
    // The gateway stamps the client address (cf-connecting-ip, x-real-ip, x-forwarded-for) first.
    const request = await toWebRequest(req, clientAddressOf(req));
    if (pathname.startsWith(REST_PREFIX)) {
      const access = restAccess(request.method, new URL(request.url), request.headers);
      if ('status' in access) return sendJson(res, access.status, access.body);
      return sendWebResponse(res, await handleRestRequest(db, request, access.role));
    }

    const name = pathname.slice(FUNCTIONS_PREFIX.length).replace(/\/+$/, '');
    if (!deployment.functions.includes(name)) return sendJson(res, 404, NOT_FOUND);
    const refusal = functionRefusal(request.method, request.headers, verifiesJwt(deployment.blocks, name));
    if (refusal) return sendJson(res, refusal.status, refusal.body);
    if (runtime === 'deno') {
      return sendWebResponse(res, await deno.call(request, name, `http://${req.headers.host ?? '127.0.0.1'}`));
    }
    const run = inNode[name];
    if (!run) return sendJson(res, 404, NOT_FOUND);
    return sendWebResponse(res, await run(request, req));
  }

  return {
    async handle(req, res) {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      const ours =
        pathname === ADMIN_LEADS_PATH ||
        pathname === ADMIN_SESSIONS_PATH ||
        pathname === ADMIN_DEPLOY_PATH ||
        pathname.startsWith(REST_PREFIX) ||
        pathname.startsWith(FUNCTIONS_PREFIX);
      if (!ours) return false;
      try {
        await route(pathname, req, res);
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          sendJson(res, 413, { error: 'payload_too_large' });
        } else {
          log.error(`Local backend failed on ${req.method} ${pathname}:`, error);
          if (!res.headersSent) sendJson(res, 500, { error: 'internal_error' });
          else res.end();
        }
      }
      return true;
    },
    listDemoRequests: () => listDemoRequests(db),
    listVoiceSessions: () => listVoiceSessions(db),
    drainOutbox: outboxDrain.drain,
    listOutbox: () => listOutbox(db),
    deploy,
    async close() {
      stopRetention();
      await deno.stop();
      await outboxDrain.stop();
      try {
        await db.close();
      } finally {
        releaseLock();
      }
    },
  };
}
