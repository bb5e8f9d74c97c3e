// Delivers the due CRM events, each once per destination, from the outbox drain (after the e-mails, so a
// destination never delays the team's e-mail). Destinations run side by side, so one that hangs or fails
// holds up no other; a failure is retried with backoff, and a destination failing PAUSE_AFTER_FAILURES
// times in a row is paused (one try per PAUSE_MS) and named in the team's e-mails (paused-notice.ts).
import { describeError, type Logger } from '../http/log.ts';
import { withoutPersonalData } from '../email/outbox.ts';
import type { ConsentTexts } from './config.ts';
import { DeliveryError, type CrmDestination } from './destination.ts';
import type { CrmEvent } from './events.ts';
import { buildEventPayload } from './payload.ts';
import type { AttemptResult, CrmDeliveryStore, DueDelivery } from './store.ts';

/** The waits after the 1st, 2nd, … failure (Standard Webhooks' suggested schedule, shortened at the start). */
export const RETRY_SCHEDULE_MS = [
  5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000,
];
/** Attempts before a delivery is left as 'failed' (about two days). */
export const MAX_DELIVERY_ATTEMPTS = 14;
/** Failures in a row, over all of a destination's events, that pause it. */
export const PAUSE_AFTER_FAILURES = 5;
/** A paused destination gets one delivery per this long until one succeeds. */
export const PAUSE_MS = 15 * 60_000;
/** An attempt that crashed mid-delivery is retried after this. */
const CLAIM_LEASE_MS = 2 * 60_000;

export const retryDelayMs = (attempts: number) =>
  RETRY_SCHEDULE_MS[Math.min(Math.max(attempts, 1), RETRY_SCHEDULE_MS.length) - 1]!;

export interface CrmDrainOptions {
  store: CrmDeliveryStore;
  destinations: readonly CrmDestination[];
  consent: ConsentTexts;
  /** Voice flows whose leads go to the CRM; other flows' sessions (interviews) are skipped. */
  salesFlows: readonly string[];
  log: Logger;
  now?: () => Date;
  batchSize?: number;
}

export interface CrmDrainResult {
  sent: number;
  skipped: number;
  retrying: number;
  gaveUp: number;
}

/** Whether a destination takes this event at all. */
function takes(destination: CrmDestination, delivery: DueDelivery, salesFlows: readonly string[]): boolean {
  if (!destination.events.includes(delivery.type)) return false;
  const flow = delivery.snapshot.flow ?? (delivery.snapshot.session as { flow?: unknown } | null)?.flow;
  return typeof flow !== 'string' || salesFlows.includes(flow);
}

async function attempt(
  options: CrmDrainOptions,
  destination: CrmDestination,
  delivery: DueDelivery,
): Promise<AttemptResult> {
  const attempts = delivery.attempts + 1;
  if (!takes(destination, delivery, options.salesFlows)) return { outcome: 'skipped', status: null };
  let payload: CrmEvent;
  try {
    payload =
      delivery.payload ??
      (await options.store.setPayload(delivery.eventId, buildEventPayload(delivery, options.consent)));
  } catch (error) {
    return {
      outcome: 'failed',
      status: null,
      error: `the stored lead makes no valid event: ${describeError(error)}`,
      retryAt: null,
    };
  }
  try {
    return { outcome: 'sent', status: await destination.deliver(payload, delivery.eventId) };
  } catch (error) {
    const giveUp = attempts >= MAX_DELIVERY_ATTEMPTS;
    const now = options.now?.() ?? new Date();
    return {
      outcome: 'failed',
      status: error instanceof DeliveryError ? error.status : null,
      error: withoutPersonalData(describeError(error)),
      retryAt: giveUp ? null : new Date(now.getTime() + retryDelayMs(attempts)),
    };
  }
}

async function drainDestination(
  options: CrmDrainOptions,
  destination: CrmDestination,
  due: DueDelivery[],
  result: CrmDrainResult,
) {
  const now = () => options.now?.() ?? new Date();
  for (const delivery of due) {
    if (!(await options.store.claim(delivery, new Date(now().getTime() + CLAIM_LEASE_MS)))) continue;
    const outcome = await attempt(options, destination, delivery);
    const at = now();
    await options.store.record(delivery, outcome, at, {
      after: PAUSE_AFTER_FAILURES,
      until: new Date(at.getTime() + PAUSE_MS),
    });
    if (outcome.outcome !== 'failed') {
      result[outcome.outcome]++;
      continue;
    }
    if (outcome.retryAt) result.retrying++;
    else result.gaveUp++;
    options.log.error(
      `crm: ${delivery.type} ${delivery.eventId} to ${destination.name}, attempt ${delivery.attempts + 1}: ${outcome.error}; ` +
        (outcome.retryAt ? `retrying at ${outcome.retryAt.toISOString()}.` : 'gave up, status failed.'),
    );
  }
}

/** Delivers what is due. Never throws for a failed delivery: that is recorded and retried. */
export async function drainCrm(options: CrmDrainOptions): Promise<CrmDrainResult> {
  const result: CrmDrainResult = { sent: 0, skipped: 0, retrying: 0, gaveUp: 0 };
  if (options.destinations.length === 0) return result;
  const now = options.now?.() ?? new Date();
  const names = options.destinations.map((destination) => destination.name);
  const due = await options.store.listDue(names, now, options.batchSize ?? 50);
  await Promise.all(
    options.destinations.map((destination) =>
      drainDestination(
        options,
        destination,
        due.filter((delivery) => delivery.destination === destination.name),
        result,
      ),
    ),
  );
  return result;
}
