// The CRM delivery state over Supabase's REST API with the service role: the RPCs of
// supabase/migrations/20261128300200_crm_delivery.sql (the tables have no anon access).
import { postgrest, type ServiceRoleConfig } from '../database/postgrest.ts';
import type { CrmEvent, CrmEventType } from './events.ts';

/** One event due at one destination, as public.crm_due_deliveries lists it. */
export interface DueDelivery {
  eventId: string;
  destination: string;
  attempts: number;
  type: CrmEventType;
  createdAt: string;
  snapshot: Record<string, unknown>;
  /** The stored body; null until the first drain builds it. */
  payload: CrmEvent | null;
}

/** One attempt's result: sent, skipped (the destination does not take it), or failed with a retry time (null: gave up). */
export type AttemptResult =
  | { outcome: 'sent' | 'skipped'; status: number | null }
  | { outcome: 'failed'; status: number | null; error: string; retryAt: Date | null };

export interface PausedDestination {
  name: string;
  pausedSince: string;
  failures: number;
  lastError: string | null;
}

export interface CrmDeliveryStore {
  listDue(destinations: readonly string[], now: Date, limit: number): Promise<DueDelivery[]>;
  claim(delivery: DueDelivery, leaseUntil: Date): Promise<boolean>;
  /** Stores the body once; returns the stored one (another drain's, when it was first). */
  setPayload(eventId: string, payload: CrmEvent): Promise<CrmEvent>;
  record(delivery: DueDelivery, result: AttemptResult, at: Date, pause: { after: number; until: Date }): Promise<void>;
  paused(): Promise<PausedDestination[]>;
}

interface DueRow {
  event_id: string;
  destination: string;
  attempts: number;
  type: CrmEventType;
  created_at: string;
  snapshot: Record<string, unknown>;
  payload: CrmEvent | null;
}

export function createPostgrestCrmStore(config: ServiceRoleConfig): CrmDeliveryStore {
  const rpc = (name: string, args: Record<string, unknown>) =>
    postgrest(config, `rpc/${name}`)('', 'POST', args).then((response) => response.json());
  return {
    async listDue(destinations, now, limit) {
      const rows = (await rpc('crm_due_deliveries', {
        p_destinations: destinations,
        p_now: now.toISOString(),
        p_limit: limit,
      })) as DueRow[];
      return rows.map((row) => ({
        eventId: row.event_id,
        destination: row.destination,
        attempts: row.attempts,
        type: row.type,
        createdAt: row.created_at,
        snapshot: row.snapshot,
        payload: row.payload,
      }));
    },
    async claim(delivery, leaseUntil) {
      const args = { p_event_id: delivery.eventId, p_destination: delivery.destination, p_attempts: delivery.attempts };
      return (await rpc('crm_claim_delivery', { ...args, p_lease_until: leaseUntil.toISOString() })) === true;
    },
    async setPayload(eventId, payload) {
      return (await rpc('crm_set_payload', { p_event_id: eventId, p_payload: payload })) as CrmEvent;
    },
    async record(delivery, result, at, pause) {
      await rpc('crm_record_attempt', {
        p_event_id: delivery.eventId,
        p_destination: delivery.destination,
        p_outcome: result.outcome,
        p_status: result.status,
        p_error: result.outcome === 'failed' ? result.error : null,
        p_at: at.toISOString(),
        p_retry_at: result.outcome === 'failed' ? (result.retryAt?.toISOString() ?? null) : null,
        p_pause_after: pause.after,
        p_pause_until: pause.until.toISOString(),
      });
    },
    async paused() {
      const rows = (await rpc('crm_paused_destinations', {})) as Array<{
        name: string;
        paused_since: string;
        failures: number;
        last_error: string | null;
      }>;
      return rows.map((row) => ({
        name: row.name,
        pausedSince: row.paused_since,
        failures: row.failures,
        lastError: row.last_error,
      }));
    },
  };
}
