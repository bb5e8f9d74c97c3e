// The embedded stand-in for Supabase used by npm start, npm run dev and the tests: the site's
// supabase-js calls (REST inserts and function invocations) work with nothing configured, and what the
// hosted gateway refuses is refused here too (gateway.ts: keys, verify_jwt from supabase/config.toml,
// the client address).
//
//   POST/GET/PATCH/DELETE /rest/v1/<table>   PostgREST emulation, as the key's role (see postgrest.ts)
//   POST /functions/v1/<name>                the functions' own entry files under Deno (deno-runtime.ts)
//   POST /__backend/deploy                   redeploys: re-reads config.toml and the generated allow-list
//   GET  /__backend/demo_requests            stored leads for npm run leads (loopback only)
//   GET  /__backend/voice_sessions           stored voice sessions for npm run leads (loopback only)
//   GET  /__backend/crm_deliveries           each lead's CRM deliveries for npm run leads (loopback only)
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { LOCAL_ALTCHA_HMAC_KEY } from '../../../supabase/functions/_shared/captcha/captcha.ts';
import type { Logger } from '../../../supabase/functions/_shared/http/log.ts';
import { VOICE_LEADS_CONFIG } from '../../../supabase/functions/_shared/generated/voice-leads-config.ts';
import { createPostgrestOutboxStore } from '../../../supabase/functions/_shared/email/outbox-postgrest.ts';
import { createPostgrestUnqueuedLeads } from '../../../supabase/functions/_shared/email/outbox-sweep.ts';
import { withPausedNotice } from '../../../supabase/functions/_shared/crm/paused-notice.ts';
import { createPostgrestCrmStore } from '../../../supabase/functions/_shared/crm/store.ts';
import { CRM_CONFIG } from '../../../supabase/functions/_shared/generated/crm-config.ts';
import { adminRequestRefusal, serveAdminList } from '../../shared/admin-guard.ts';
import { listCrmDeliveries, listDemoRequests, listOutbox, listVoiceSessions } from './admin-lists.ts';
import { startCrmDrain } from './crm-drain.ts';
import { clientAddressOf } from './client-address-emulation.ts';
import { openLocalDatabase } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { createDenoRuntime } from './deno-runtime.ts';
import { localFunctionSecrets } from './function-secrets.ts';
import { takeDeployment } from './deployed.ts';
import { verifiesJwt } from './functions-config.ts';
import { functionRefusal, restAccess, restClientHeaders } from './gateway.ts';
import { BodyTooLargeError, sendJson, sendWebResponse, toWebRequest } from './node-web.ts';
import { createOutboxEmailSender, startOutboxDrain } from './outbox-drain.ts';
import { handleRestRequest, REST_PREFIX } from './postgrest.ts';
import { inProcessServiceRole } from './rest-in-process.ts';
import { startRetentionTimer } from './retention.ts';

export * from './backend-options.ts';

import {
  ADMIN_CRM_PATH,
  ADMIN_DEPLOY_PATH,
  ADMIN_LEADS_PATH,
  ADMIN_SESSIONS_PATH,
  FUNCTIONS_PREFIX,
  LOCAL_WEBHOOK_SECRET,
  type LocalBackend,
  type LocalBackendOptions,
} from './backend-options.ts';

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Requested function was not found' };

export async function createLocalBackend(opts: LocalBackendOptions = {}): Promise<LocalBackend> {
  const log = opts.log ?? console;
  const { db, releaseLock } = await openData(opts);
  const { outboxDrain, crmDrain, stopRetention } = startBackgroundWork(db, opts, log);

  const { deno, deploy, current } = deployFunctions(opts, log);

  async function route(pathname: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (pathname === ADMIN_LEADS_PATH) return serveAdminList(req, res, () => listDemoRequests(db));
    if (pathname === ADMIN_SESSIONS_PATH) return serveAdminList(req, res, () => listVoiceSessions(db));
    if (pathname === ADMIN_CRM_PATH) return serveAdminList(req, res, () => listCrmDeliveries(db));
    if (pathname === ADMIN_DEPLOY_PATH) return serveDeploy(req, res, deploy);
    // The gateway stamps the client address (cf-connecting-ip, x-real-ip, x-forwarded-for) first.
    const request = await toWebRequest(req, clientAddressOf(req));
    if (pathname.startsWith(REST_PREFIX)) {
      restClientHeaders(request.headers);
      const access = restAccess(request.method, new URL(request.url), request.headers);
      if ('status' in access) return sendJson(res, access.status, access.body);
      return sendWebResponse(res, await handleRestRequest(db, request, access.role));
    }

    const name = pathname.slice(FUNCTIONS_PREFIX.length).replace(/\/+$/, '');
    const deployment = current();
    if (!deployment.functions.includes(name)) return sendJson(res, 404, NOT_FOUND);
    const refusal = functionRefusal(request.method, request.headers, verifiesJwt(deployment.blocks, name));
    if (refusal) return sendJson(res, refusal.status, refusal.body);
    if (opts.runFunction) return sendWebResponse(res, await opts.runFunction(name, request));
    return sendWebResponse(res, await deno.call(request, name, `http://${req.headers.host ?? '127.0.0.1'}`));
  }

  return {
    async handle(req, res) {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (!isBackendPath(pathname)) return false;
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
    drainCrm: crmDrain.drain,
    listCrmDeliveries: () => listCrmDeliveries(db),
    startFunctions: (baseUrl) => {
      crmDrain.start(baseUrl);
      if (!opts.runFunction) deno.start(baseUrl);
    },
    setFunctionsClock: (offsetMs) => deno.setClockOffset(offsetMs),
    deploy,
    async close() {
      stopRetention();
      await deno.stop();
      await outboxDrain.stop();
      await crmDrain.stop();
      try {
        await db.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/**
 * The deployed functions, as `supabase functions deploy` leaves them: which are deployed with which allowed
 * agents, and Deno running their entry files with the local secrets. `deploy` takes the project as it is now.
 */
function deployFunctions(opts: LocalBackendOptions, log: Logger) {
  const rawOrigins = opts.allowedOrigins ?? process.env.ALLOWED_ORIGINS ?? '*';
  const hmacKey = opts.altchaHmacKey ?? (process.env.ALTCHA_HMAC_KEY || LOCAL_ALTCHA_HMAC_KEY);
  const webhookSecret = opts.webhookSecret ?? process.env.ELEVENLABS_WEBHOOK_SECRET ?? LOCAL_WEBHOOK_SECRET;
  const localAgentIds = () => opts.localAgentIds?.() ?? [];
  let extraAgentIds = [...(opts.extraAgentIds ?? []), ...localAgentIds()];
  let deployment = takeDeployment(process.cwd(), extraAgentIds);
  const deno = createDenoRuntime({
    deployment: () => ({ functions: deployment.functions, extraAgentIds }),
    log,
    env: (baseUrl) => ({
      ...localFunctionSecrets(baseUrl, { allowedOrigins: rawOrigins, hmacKey, webhookSecret }),
      ...opts.functionSecrets,
    }),
  });

  async function deploy(extra: readonly string[] = []) {
    extraAgentIds = [...(opts.extraAgentIds ?? []), ...localAgentIds(), ...extra];
    deployment = takeDeployment(process.cwd(), extraAgentIds);
    await deno.restart();
    log.info(`[deploy] ${deployment.functions.length} functions, ${deployment.agentIds.size} allowed agents`);
    return { functions: deployment.functions, agentIds: deployment.agentIds.size };
  }

  return { deno, deploy, current: () => deployment };
}

type LocalDatabase = Awaited<ReturnType<typeof openLocalDatabase>>;

/** Opens the database in its data folder, which it holds locked (one server per folder) until released. */
async function openData(opts: LocalBackendOptions): Promise<{ db: LocalDatabase; releaseLock: () => void }> {
  const inMemory = (opts.dataDir ?? '').startsWith('memory://');
  const dataDir = inMemory ? opts.dataDir! : path.resolve(opts.dataDir ?? '.data/pglite');
  const releaseLock = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    return { db: await openLocalDatabase(dataDir), releaseLock };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** What runs on a timer beside the requests: the e-mail outbox's drain, the CRM drain and the retention sweep. */
function startBackgroundWork(db: LocalDatabase, opts: LocalBackendOptions, log: Logger) {
  const outboxFile = path.resolve(opts.outboxFile ?? '.data/outbox.jsonl');
  const serviceRole = inProcessServiceRole(db);
  const crmStore = createPostgrestCrmStore(serviceRole);
  // A CRM destination that keeps failing is named in the team's e-mails (crm/paused-notice.ts).
  const email = withPausedNotice(createOutboxEmailSender(outboxFile, log), crmStore);
  const crmDrain = startCrmDrain(
    { store: crmStore, config: opts.crm ?? CRM_CONFIG, log },
    opts.crmDrainIntervalMs ?? 3000,
  );
  const outbox = createPostgrestOutboxStore(serviceRole);
  const drainOptions = { store: outbox, email, log, unqueued: createPostgrestUnqueuedLeads(serviceRole) };
  const outboxDrain = startOutboxDrain(drainOptions, opts.outboxDrainIntervalMs ?? 3000);
  const voiceLeads = opts.voiceLeads ?? VOICE_LEADS_CONFIG;
  const stopRetention = startRetentionTimer(db, voiceLeads, opts.retentionEveryMs ?? 3_600_000, log);
  return { outboxDrain, crmDrain, stopRetention };
}

/** The paths this backend answers; the server passes every other request on. */
function isBackendPath(pathname: string): boolean {
  return (
    pathname === ADMIN_LEADS_PATH ||
    pathname === ADMIN_SESSIONS_PATH ||
    pathname === ADMIN_CRM_PATH ||
    pathname === ADMIN_DEPLOY_PATH ||
    pathname.startsWith(REST_PREFIX) ||
    pathname.startsWith(FUNCTIONS_PREFIX)
  );
}

/** POST /__backend/deploy from this machine: redeploys, with a body's extra agent ids. */
async function serveDeploy(
  req: IncomingMessage,
  res: ServerResponse,
  deploy: (extra: readonly string[]) => Promise<unknown>,
): Promise<void> {
  const refusal = adminRequestRefusal(req);
  if (refusal) return sendJson(res, 403, { error: refusal });
  if (req.method !== 'POST') return sendJson(res, 405, { error: 'Use POST.' });
  // A body's extraAgentIds: a deployment generated from other content (a test's content copy).
  const body = (await toWebRequest(req)).json().catch(() => ({}));
  const extra = ((await body) as { extraAgentIds?: unknown }).extraAgentIds;
  return sendJson(res, 200, await deploy(Array.isArray(extra) ? extra.filter((id) => typeof id === 'string') : []));
}
