// The deployed functions cannot read YAML, so `npm run generate` writes the voice-lead settings they need
// next to them: per flow (registry slug) who hears and whether the transcript is kept, the team
// addresses, the minimum call length for an e-mail, the retention period and the voice budget, all from
// the content.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from '../load.ts';
import type { Registry } from '../types.ts';

export const VOICE_LEADS_CONFIG_FILE = 'supabase/functions/_shared/generated/voice-leads-config.ts';

/** The settings as the functions read them (`VoiceLeadsConfig` in _shared/voice/voice-leads.ts). */
export function voiceLeadsConfig(registry: Registry) {
  const flows: Record<string, { notify: string; keepTranscript: boolean }> = {};
  for (const route of registry.routes) {
    if (route.data.kind !== 'demo') continue;
    const { notify, keepTranscript } = route.data.demo;
    flows[route.data.slug] = { notify, keepTranscript };
  }
  const { notify, minDurationSeconds, retentionDays, requestRetentionDays, outboxRetentionDays } = registry.site.leads;
  const { voiceBudget } = registry.site;
  return {
    flows,
    teams: notify,
    minDurationSeconds,
    retentionDays,
    requestRetentionDays,
    outboxRetentionDays,
    voiceBudget,
  };
}

/** The SQL that schedules the retention job on Supabase (pg_cron) with the YAML's period. */
export function retentionCronSql(retentionDays: number): string {
  return (
    `select cron.schedule('voice-sessions-retention', '17 3 * * *', ` +
    `$$select public.delete_expired_voice_sessions(${retentionDays})$$);`
  );
}

/** The SQL that schedules the lead and e-mail retention job (pg_cron) with the YAML's periods. */
export function leadRetentionCronSql(requestDays: number, outboxDays: number): string {
  return (
    `select cron.schedule('leads-retention', '27 3 * * *', ` +
    `$$select public.delete_expired_leads(${requestDays}, ${outboxDays})$$);`
  );
}

/** The text of the functions' copy. */
export function voiceLeadsConfigModule(registry: Registry): string {
  return [
    '// Generated from the flows (notify, keepTranscript) and industries/site.yaml `leads` and `voiceBudget`',
    '// by `npm run generate`; edit the YAML, not this file. The functions cannot read YAML once deployed.',
    "import type { VoiceLeadsConfig } from '../voice/voice-leads.ts';",
    '',
    `export const VOICE_LEADS_CONFIG: VoiceLeadsConfig = ${JSON.stringify(voiceLeadsConfig(registry), null, 2)};`,
    '',
  ].join('\n');
}

/** Rewrites the functions' copy from the content; throws when the content has problems. */
export function writeVoiceLeadsConfig(root = process.cwd()): string {
  const { registry, problems } = loadContent({ root });
  if (!registry) throw new Error(`The content has ${problems.length} problem(s): run npm run validate.`);
  writeFileSync(join(root, VOICE_LEADS_CONFIG_FILE), voiceLeadsConfigModule(registry));
  return `${VOICE_LEADS_CONFIG_FILE}; Supabase retention job (SQL editor, after a change): ${retentionCronSql(registry.site.leads.retentionDays)} ${leadRetentionCronSql(registry.site.leads.requestRetentionDays, registry.site.leads.outboxRetentionDays)}`;
}
