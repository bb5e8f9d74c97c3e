// A webhook destination: the event as JSON, signed per Standard Webhooks with the official library
// (`standardwebhooks`): webhook-id is the event id (the receiver's idempotency key), webhook-timestamp
// the attempt's time, webhook-signature "v1,<HMAC-SHA256>" under the destination's own secret.
import { Webhook } from 'standardwebhooks';
import { DELIVERY_TIMEOUT_MS, DeliveryError, type CrmDestination } from './destination.ts';
import type { CrmEvent, CrmEventType } from './events.ts';

export interface WebhookDestinationOptions {
  name: string;
  url: string;
  /** The signing secret, "whsec_<base64>"; null refuses every delivery until the function secret is set. */
  secret: string | null;
  /** The secret's name, said in the failure when it is missing. */
  secretName: string;
  events: readonly CrmEventType[];
  fetch?: typeof fetch;
  now?: () => Date;
}

/** The three Standard Webhooks headers and the JSON body of one attempt. */
export function signedRequest(secret: string, eventId: string, event: CrmEvent, at: Date) {
  const body = JSON.stringify(event);
  const signature = new Webhook(secret).sign(eventId, at, body);
  const headers = {
    'content-type': 'application/json',
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
  return { body, headers };
}

export function createWebhookDestination(options: WebhookDestinationOptions): CrmDestination {
  const fetchImpl = options.fetch ?? fetch;
  return {
    name: options.name,
    events: options.events,
    async deliver(event, eventId) {
      if (!options.secret) throw new DeliveryError(`the signing secret ${options.secretName} is not set`, null);
      const { body, headers } = signedRequest(options.secret, eventId, event, options.now?.() ?? new Date());
      let response: Response;
      try {
        response = await fetchImpl(options.url, {
          method: 'POST',
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        });
      } catch (error) {
        throw new DeliveryError(`no answer (${error instanceof Error ? error.name : 'error'})`, null);
      }
      await response.body?.cancel();
      // Standard Webhooks: any 2xx is a success; anything else, a redirect included, is retried.
      if (response.status < 200 || response.status > 299) {
        throw new DeliveryError(`answered HTTP ${response.status}`, response.status);
      }
      return response.status;
    },
  };
}
