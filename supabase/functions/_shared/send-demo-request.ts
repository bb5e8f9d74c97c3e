// Book a Demo modal: store the request, tell the team, hand back a pre-filled booking link.
import type { AllowedOrigins } from './cors.ts';
import type { DemoRequestStore } from './demo-request-store.ts';
import type { EmailSender } from './email.ts';
import { isHoneypotFilled } from './honeypot.ts';
import { HttpError } from './http.ts';
import { serveJsonPost } from './json-endpoint.ts';
import { demoRequestEmail } from './lead-emails.ts';
import { DemoRequestSchema } from './lead-schemas.ts';
import { describeError, type Logger } from './log.ts';
import { buildSchedulingLink } from './scheduling-link.ts';
import { parseFields } from './validation.ts';

export interface DemoRequestDeps {
  store: DemoRequestStore;
  email: EmailSender;
  /** The booking page (site.yaml's schedulingUrl); null answers { schedulingLink: null } and the site shows 'Success!'. */
  schedulingUrl: URL | null;
  allowedOrigins: AllowedOrigins;
  log: Logger;
}

export function handleSendDemoRequest(req: Request, deps: DemoRequestDeps): Promise<Response> {
  const options = { allowedOrigins: deps.allowedOrigins, functionName: 'send-demo-request', log: deps.log };
  return serveJsonPost(req, options, async (body) => {
    if (isHoneypotFilled(body)) {
      deps.log.info('send-demo-request: honeypot field filled, answered OK and dropped the request.');
      return { status: 200, body: { schedulingLink: null } };
    }
    const request = parseFields(DemoRequestSchema, body);

    // Store first: if the e-mail then fails the lead is still in the table for the team to see.
    await deps.store.insertDemoRequest({
      name: request.name,
      email: request.email,
      company: request.company,
      phone: request.phone,
      website: request.website,
      ai_help: request.aiHelp,
      additional_notes: request.additionalNotes || null,
      source: 'demo_modal',
    });
    try {
      await deps.email.send(demoRequestEmail(request));
    } catch (error) {
      deps.log.error(`send-demo-request: stored the request but the notification failed: ${describeError(error)}`);
      throw new HttpError(502, { error: 'notification_failed' });
    }

    const notes = [request.aiHelp, request.additionalNotes].filter(Boolean).join('\n\n');
    const schedulingLink = buildSchedulingLink(deps.schedulingUrl, {
      name: request.name,
      email: request.email,
      notes,
    });
    return { status: 200, body: { schedulingLink } };
  });
}
