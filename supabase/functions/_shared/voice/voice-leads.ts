// What the voice functions know about the site's flows: who hears about a session, whether its
// transcript is kept, the shortest call worth an e-mail, the retention period and the voice budget. The
// values come from YAML through the generated ./voice-leads-config.ts.
import type { VoiceBudget } from '../http/limits.ts';

export interface VoiceFlowLeads {
  /** A team in `teams`, or 'none'. */
  notify: string;
  keepTranscript: boolean;
}

export interface VoiceLeadsConfig {
  /** By flow slug, e.g. 'automotive', 'interview-sales'. */
  flows: Record<string, VoiceFlowLeads>;
  /** Addresses by team, e.g. { sales: ['sales@example.com'] }. */
  teams: Record<string, readonly string[]>;
  minDurationSeconds: number;
  retentionDays: number;
  /** Days demo_requests rows are kept (site.yaml leads.requestRetentionDays); absent: the schema's 730. */
  requestRetentionDays?: number;
  /** Days sent or failed email_outbox rows are kept (leads.outboxRetentionDays); absent: the schema's 30. */
  outboxRetentionDays?: number;
  /** Signed links for all visitors per UTC hour and day (site.yaml voiceBudget); past either, 429. */
  voiceBudget: VoiceBudget;
}

/** The addresses that hear about a session of `flow` lasting `durationSeconds`; empty means no e-mail. */
export function notificationRecipients(
  config: VoiceLeadsConfig,
  flow: string,
  durationSeconds: number | null,
): readonly string[] {
  // A flow newer than the generated copy gets the schema's default team (schemas/leads.ts).
  const team = config.flows[flow]?.notify ?? 'sales';
  if (team === 'none' || (durationSeconds ?? 0) < config.minDurationSeconds) return [];
  return config.teams[team] ?? [];
}
