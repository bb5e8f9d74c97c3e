// Book a Demo modal: store the request, queue the team's e-mail, hand back a pre-filled booking link.
import { guardProtectedCall, type CaptchaDeps } from '../captcha/captcha.ts';
import type { AllowedOrigins } from '../http/cors.ts';
import type { DemoRequestRow, DemoRequestStore } from './demo-request-store.ts';
import { HttpError } from '../http/http.ts';
import { isHoneypotFilled } from './honeypot.ts';
import { idempotencyKey } from '../http/idempotency.ts';
import { demoRequestColumns, notesOfRow } from './lead-columns.ts';
import { serveJsonPost } from '../http/json-endpoint.ts';
import { DemoRequestSchema } from './lead-schemas.ts';
import { describeError, type Logger } from '../http/log.ts';
import { enqueueEmail, withoutPersonalData, type OutboxStore } from '../email/outbox.ts';
import { demoRequestEmailFromRow } from '../email/outbox-sweep.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { buildSchedulingLink } from './scheduling-link.ts';
import { parseFields } from '../http/validation.ts';

export interface DemoRequestDeps {
  store: DemoRequestStore;
  /** The team's e-mail is queued here and sent by the outbox drain, with retries. */
  outbox: OutboxStore;
  limiter: RateLimiter;
  /** The X-Altcha proof of work: checked, then spent. */
  captcha: CaptchaDeps;
  /** The booking page (site.yaml's schedulingUrl); null answers { schedulingLink: null } and the site shows 'Success!'. */
  schedulingUrl: URL | null;
  allowedOrigins: AllowedOrigins;
  log: Logger;
}

export function handleSendDemoRequest(req: Request, deps: DemoRequestDeps): Promise<Response> {
  const options = { allowedOrigins: deps.allowedOrigins, functionName: 'send-demo-request', log: deps.log };
  return serveJsonPost(req, options, async (body) => {
    await guardProtectedCall(req, 'send-demo-request', deps);
    if (isHoneypotFilled(body)) {
      deps.log.info('send-demo-request: honeypot field filled, answered OK and dropped the request.');
      return { status: 200, body: { schedulingLink: null } };
    }
    const request = parseFields(DemoRequestSchema, body);
    // Without a key (an older page) the request still works, only without retry protection.
    const id = idempotencyKey(req) ?? crypto.randomUUID();

    const row: DemoRequestRow = { id, ...demoRequestColumns(request), source: 'demo_modal', locale: request.locale };
    // A retry (the key's row exists) is e-mailed from the stored row, never from what this request says.
    const stored = (await deps.store.insertDemoRequest(row)) ? row : await deps.store.findDemoRequest(id);
    if (stored === null) throw new HttpError(409, { error: 'idempotency_key_reused' });
    // Also on a retry: if the first attempt stored the row but failed before queueing, this queues it;
    // otherwise the dedupe key makes it a no-op. The lead is stored, so a failure here is only logged.
    try {
      await enqueueEmail(deps.outbox, `demo_request:${id}`, demoRequestEmailFromRow(stored));
    } catch (error) {
      deps.log.error(
        `send-demo-request: stored request ${id} but could not queue its e-mail: ${withoutPersonalData(describeError(error))}`,
      );
    }

    const notes = notesOfRow(row, '\n\n');
    const schedulingLink = buildSchedulingLink(deps.schedulingUrl, {
      name: request.name,
      email: request.email,
      notes,
    });
    return { status: 200, body: { schedulingLink } };
  });
}
