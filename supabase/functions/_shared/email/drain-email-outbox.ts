// Scheduled drain of the e-mail outbox (production). Supabase Cron calls this every minute with
// OUTBOX_DRAIN_SECRET as a bearer token (DEPLOY.md); nobody else may, since the anon key is a valid
// JWT for the gateway too.
import type { CrmDrainDeps } from '../crm/deps-from-env.ts';
import { drainCrm } from '../crm/drain.ts';
import { withPausedNotice } from '../crm/paused-notice.ts';
import type { EmailSender } from './email.ts';
import { jsonResponse } from '../http/http.ts';
import { describeError, type Logger } from '../http/log.ts';
import { drainOutbox, type OutboxStore } from './outbox.ts';
import { sweepUnqueuedLeads, type UnqueuedLeads } from './outbox-sweep.ts';
import { sameSecret } from '../http/same-secret.ts';

export interface DrainEmailOutboxDeps {
  store: OutboxStore;
  email: EmailSender;
  /** OUTBOX_DRAIN_SECRET; null refuses every call. */
  drainSecret: string | null;
  log: Logger;
  /** Leads stored without a queued e-mail; queued before each drain (outbox-sweep.ts). */
  unqueued?: UnqueuedLeads;
  /** The CRM events to deliver after the e-mails (crm/drain.ts); absent: no destination configured. */
  crm?: CrmDrainDeps;
}

export async function handleDrainEmailOutbox(req: Request, deps: DrainEmailOutboxDeps): Promise<Response> {
  if (req.method !== 'POST') return jsonResponse(405, { error: 'method_not_allowed' }, { Allow: 'POST' });
  const token = (req.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  if (deps.drainSecret === null || !(await sameSecret(token, deps.drainSecret))) {
    return jsonResponse(401, { error: 'unauthorized' });
  }
  try {
    if (deps.unqueued) await sweepUnqueuedLeads(deps.unqueued, deps.store, deps.log);
    // The e-mails first and whatever the CRM does: a paused destination is named in them.
    const email = deps.crm ? withPausedNotice(deps.email, deps.crm.store) : deps.email;
    const emails = await drainOutbox({ store: deps.store, email, log: deps.log });
    if (!deps.crm) return jsonResponse(200, emails);
    const { store, destinations, config } = deps.crm;
    const crm = await drainCrm({
      store,
      destinations,
      consent: config.consent,
      salesFlows: config.salesFlows,
      log: deps.log,
    }).catch(
      (error: unknown) => (deps.log.error(`drain-email-outbox: CRM delivery failed: ${describeError(error)}`), null),
    );
    return jsonResponse(200, { ...emails, crm });
  } catch (error) {
    deps.log.error(`drain-email-outbox: ${describeError(error)}`);
    return jsonResponse(500, { error: 'internal_error' });
  }
}
