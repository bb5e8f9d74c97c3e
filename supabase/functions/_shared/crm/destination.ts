// What the drain hands an event to: a webhook endpoint (webhook.ts) or HubSpot (hubspot.ts).
import type { CrmEvent, CrmEventType } from './events.ts';

export interface CrmDestination {
  name: string;
  /** The event types it takes; others are marked skipped. */
  events: readonly CrmEventType[];
  /**
   * Delivers one event; `eventId` is its idempotency key. Resolves with the destination's HTTP status on
   * success; throws DeliveryError (or any error) when it must be tried again.
   */
  deliver(event: CrmEvent, eventId: string): Promise<number>;
}

/** A refused or failed delivery with the destination's HTTP status (null: no answer). */
export class DeliveryError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'DeliveryError';
    this.status = status;
  }
}

/** A destination's answers wait at most this long: a slow endpoint cannot stall the drain. */
export const DELIVERY_TIMEOUT_MS = 15_000;
