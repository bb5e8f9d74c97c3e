// Contact page: the browser has stored the row with the anon key (its id in Idempotency-Key); this
// queues the team's e-mail for that stored row, once. Without a stored, not yet notified contact row
// nothing is sent, so the endpoint cannot relay made-up messages into the sales inbox. When this call
// never comes, the drain's sweep queues the row's e-mail after a grace period (outbox-sweep.ts); whichever
// comes first queues it, and the other finds the row's state set (public.queue_lead_email).
import { guardProtectedCall, type CaptchaDeps } from '../captcha/captcha.ts';
import type { AllowedOrigins } from '../http/cors.ts';
import type { DemoRequestStore } from './demo-request-store.ts';
import { isHoneypotFilled } from './honeypot.ts';
import { HttpError } from '../http/http.ts';
import { idempotencyKey } from '../http/idempotency.ts';
import { serveJsonPost } from '../http/json-endpoint.ts';
import { contactLeadEmail } from './lead-emails.ts';
import { LeadNotificationSchema } from './lead-schemas.ts';
import type { Logger } from '../http/log.ts';
import { enqueueEmail, type OutboxStore } from '../email/outbox.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { parseFields } from '../http/validation.ts';

export interface LeadNotificationDeps {
  store: Pick<DemoRequestStore, 'findContact'>;
  outbox: OutboxStore;
  limiter: RateLimiter;
  /** The X-Altcha proof of work: checked, then spent. */
  captcha: CaptchaDeps;
  allowedOrigins: AllowedOrigins;
  log: Logger;
}

export function handleSendLeadNotification(req: Request, deps: LeadNotificationDeps): Promise<Response> {
  const options = { allowedOrigins: deps.allowedOrigins, functionName: 'send-lead-notification', log: deps.log };
  return serveJsonPost(req, options, async (body) => {
    await guardProtectedCall(req, 'send-lead-notification', deps);
    if (isHoneypotFilled(body)) {
      deps.log.info('send-lead-notification: honeypot field filled, answered OK and sent nothing.');
      return { status: 200, body: { ok: true } };
    }
    // The body stays SPEC's (name, business, phone) and must be valid, but the e-mail is written from
    // the stored row: what the team reads is what the table holds.
    parseFields(LeadNotificationSchema, body);
    const id = idempotencyKey(req);
    if (id === null) throw new HttpError(400, { error: 'missing_idempotency_key' });

    const contact = await deps.store.findContact(id);
    if (contact === null) throw new HttpError(404, { error: 'lead_not_found' });
    if (contact.notified) return { status: 200, body: { ok: true } };

    await enqueueEmail(
      deps.outbox,
      `contact:${id}`,
      contactLeadEmail({
        name: contact.name,
        business: contact.company,
        phone: contact.phone,
        locale: contact.locale,
      }),
    );
    return { status: 200, body: { ok: true } };
  });
}
