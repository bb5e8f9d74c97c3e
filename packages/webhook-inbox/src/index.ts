// The local webhook receiver (README.md). Verification is the official `standardwebhooks` library's, so a
// delivery that verifies here verifies in any receiver that follows the spec.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Webhook } from 'standardwebhooks';
import type { InboxDelivery } from './delivery.ts';
import { inboxPage } from './page.ts';

export type { InboxDelivery } from './delivery.ts';

export const INBOX_PATH = '/__sim/webhooks';
const KEEP = 500;
const SIGNED_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature', 'content-type', 'user-agent'];

export interface WebhookInboxOptions {
  /** The signing secret ("whsec_…") of each destination by name; `default` for any other. */
  secrets: Record<string, string>;
}

export interface WebhookInbox {
  /** Handles the inbox's paths; false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  deliveries(): readonly InboxDelivery[];
  /** Answers the next `count` deliveries with HTTP 500. */
  failNext(count: number): void;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8') {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export function createWebhookInbox(options: WebhookInboxOptions): WebhookInbox {
  const received: InboxDelivery[] = [];
  let failures = 0;

  function receive(destination: string, req: IncomingMessage, body: string): InboxDelivery {
    const headers: Record<string, string> = {};
    for (const name of SIGNED_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    let verifyError: string | null = null;
    try {
      const secret = options.secrets[destination] ?? options.secrets.default;
      if (!secret) throw new Error(`no signing secret for "${destination}"`);
      new Webhook(secret).verify(body, headers);
    } catch (error) {
      verifyError = error instanceof Error ? error.message : String(error);
    }
    const answered = verifyError ? 401 : failures > 0 ? 500 : 204;
    if (answered === 500) failures--;
    const delivery = {
      receivedAt: new Date().toISOString(),
      destination,
      headers,
      body,
      verified: !verifyError,
      verifyError,
      answered,
    };
    received.unshift(delivery);
    received.length = Math.min(received.length, KEEP);
    return delivery;
  }

  return {
    deliveries: () => received,
    failNext: (count) => (failures = Math.max(0, Math.floor(count))),
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== INBOX_PATH && !url.pathname.startsWith(`${INBOX_PATH}/`)) return false;
      const rest = url.pathname.slice(INBOX_PATH.length + 1);
      if (url.pathname === INBOX_PATH && req.method === 'GET') {
        if (url.searchParams.get('format') === 'json') send(res, 200, { failNext: failures, deliveries: received });
        else send(res, 200, inboxPage(received, failures), 'text/html; charset=utf-8');
      } else if (url.pathname === INBOX_PATH && req.method === 'DELETE') {
        received.length = 0;
        send(res, 200, { deliveries: 0 });
      } else if (rest === '__fail' && req.method === 'POST') {
        const body = await readBody(req);
        const count = Number(new URLSearchParams(body).get('count') ?? JSON.parse(body || '{}').count);
        if (!Number.isInteger(count) || count < 0 || count > 1000)
          send(res, 400, { error: 'Send {"count": n}, n from 0 to 1000.' });
        else if (req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
          // The page's form: back to the page, which shows the new count.
          failures = count;
          res.writeHead(303, { Location: INBOX_PATH }).end();
        } else send(res, 200, { failNext: (failures = count) });
      } else if (/^[a-z0-9-]{1,60}$/.test(rest) && req.method === 'POST') {
        const delivery = receive(rest, req, await readBody(req));
        send(
          res,
          delivery.answered,
          delivery.answered === 204 ? '' : { error: delivery.verifyError ?? 'failing on request' },
        );
      } else {
        send(res, 404, { error: `Unknown inbox path: POST ${INBOX_PATH}/<destination>, GET or DELETE ${INBOX_PATH}.` });
      }
      return true;
    },
  };
}
