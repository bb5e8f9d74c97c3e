// check:live's own voice starts. Every signed link counts towards the per-address limit of
// voice-signed-url (supabase/functions/_shared/http/limits.ts: 30 per 10 minutes), and the operator, the
// CI runner or an office shares that address with visitors. So a run signs links for a few distinct
// agents only, rotating through the flows from one 10-minute window to the next, and a small ledger
// of this machine's recent starts keeps runs together within half the limit: a run past it signs
// nothing and says so, rather than failing red on a healthy site.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RATE_LIMITS } from '../../../supabase/functions/_shared/http/limits.ts';

const LIMIT = RATE_LIMITS['voice-signed-url'];
/** Links one run signs by default: with 15 for check:live per window, five runs fit in 10 minutes. */
export const DEFAULT_VOICE_STARTS = 3;
/** The share of the per-address limit check:live may spend; the rest stays for people at that address. */
export const OWN_STARTS_PER_WINDOW = Math.floor(LIMIT.perClient / 2);
export const WINDOW_MS = LIMIT.windowSeconds * 1000;

export interface VoiceLedger {
  /** Starts this machine made against the project in the last window. */
  used(now: number): number;
  record(count: number, now: number): void;
}

/** A ledger in the temporary folder, one file per functions host. */
export function fileLedger(supabaseUrl: string, dir = join(tmpdir(), 'check-live')): VoiceLedger {
  const key = createHash('sha256').update(new URL(supabaseUrl).host).digest('hex').slice(0, 16);
  const path = join(dir, `voice-starts-${key}.json`);
  const read = (now: number): number[] => {
    try {
      const stamps: unknown = JSON.parse(readFileSync(path, 'utf8'));
      return Array.isArray(stamps)
        ? stamps.filter((at): at is number => typeof at === 'number' && at > now - WINDOW_MS)
        : [];
    } catch {
      return []; // no file yet, or a broken one: start counting afresh
    }
  };
  return {
    used: (now) => read(now).length,
    record(count, now) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path, JSON.stringify([...read(now), ...Array.from({ length: count }, () => now)]));
    },
  };
}

export interface VoicePlan {
  /** The agent ids to sign a link for this run. */
  sign: Set<string>;
  /** Why the others get no link, for their rows. */
  note: string;
}

/**
 * The agents this run signs a link for: distinct ids (flows sharing an agent share its link), at most
 * `perRun` and at most what the ledger leaves, starting where the 10-minute window's turn points.
 */
export function planVoiceStarts(agentIds: readonly string[], perRun: number, used: number, now: number): VoicePlan {
  const distinct = [...new Set(agentIds)].sort();
  const left = Math.max(0, OWN_STARTS_PER_WINDOW - used);
  const count = Math.min(perRun, left, distinct.length);
  const offset = distinct.length === 0 ? 0 : (Math.floor(now / WINDOW_MS) * perRun) % distinct.length;
  const sign = new Set(Array.from({ length: count }, (_, index) => distinct[(offset + index) % distinct.length]!));
  const window = `${LIMIT.perClient} per address per ${LIMIT.windowSeconds / 60} minutes`;
  const note =
    count < perRun && left < perRun
      ? `no link signed: this machine's runs already used ${used} of the ${OWN_STARTS_PER_WINDOW} voice starts check:live allows itself (limit ${window}); run again later`
      : `no link signed this run (${count} of ${distinct.length} agents per run, taken in turn; limit ${window})`;
  return { sign, note };
}
