// Contact page: the browser has already stored the row with the anon key; this only tells the team.
import type { AllowedOrigins } from './cors.ts';
import type { EmailSender } from './email.ts';
import { isHoneypotFilled } from './honeypot.ts';
import { HttpError } from './http.ts';
import { serveJsonPost } from './json-endpoint.ts';
import { contactLeadEmail } from './lead-emails.ts';
import { LeadNotificationSchema } from './lead-schemas.ts';
import { describeError, type Logger } from './log.ts';
import { parseFields } from './validation.ts';

export interface LeadNotificationDeps {
  email: EmailSender;
  allowedOrigins: AllowedOrigins;
  log: Logger;
}

export function handleSendLeadNotification(req: Request, deps: LeadNotificationDeps): Promise<Response> {
  const options = { allowedOrigins: deps.allowedOrigins, functionName: 'send-lead-notification', log: deps.log };
  return serveJsonPost(req, options, async (body) => {
    if (isHoneypotFilled(body)) {
      deps.log.info('send-lead-notification: honeypot field filled, answered OK and sent nothing.');
      return { status: 200, body: { ok: true } };
    }
    const lead = parseFields(LeadNotificationSchema, body);
    try {
      await deps.email.send(contactLeadEmail(lead));
    } catch (error) {
      deps.log.error(`send-lead-notification: the notification failed: ${describeError(error)}`);
      throw new HttpError(502, { error: 'notification_failed' });
    }
    return { status: 200, body: { ok: true } };
  });
}
