// The deployed functions cannot read YAML, so `npm run generate` writes what voice-call-me needs next to
// them: site.yaml `callMe` (countries, calls per number, quiet hours) and, per flow that enables Call me,
// the variables the page sends and the phone first message with the brand filled in. The server sends
// that first message itself, so a caller cannot make the agent say other words to a stranger.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AgentPhoneSchema, phoneFirstMessage } from '../../../schemas/agent-phone.ts';
import { loadContent } from '../load.ts';
import type { Registry } from '../types.ts';

export const CALL_ME_CONFIG_FILE = 'supabase/functions/_shared/generated/call-me-config.ts';

/** The settings as voice-call-me reads them (`CallMeConfig` in _shared/voice-call-me-config.ts). */
export function callMeConfig(registry: Registry) {
  const flows: Record<string, { variables: string[]; firstMessage: string }> = {};
  const brand = registry.site.brand.name;
  for (const route of registry.routes) {
    // Only the flows that offer Call me: the function refuses any other, so a script cannot make an
    // interview's or a hidden flow's agent ring a stranger.
    if (route.data.kind !== 'demo' || !route.data.demo.session.callMe.enabled) continue;
    const { agent, variables } = route.data.demo;
    // A flow without an agent block (an agent made elsewhere) still gets the schema's default words.
    const phone = agent?.phone ?? AgentPhoneSchema.parse({});
    flows[route.data.slug] = { variables: [...variables.send], firstMessage: phoneFirstMessage(phone, brand) };
  }
  return { ...registry.site.callMe, flows };
}

export function callMeConfigModule(registry: Registry): string {
  return [
    '// Generated from industries/site.yaml `callMe` and the flows (variables.send, agent.phone) by',
    '// `npm run generate`; edit the YAML, not this file. The functions cannot read YAML once deployed.',
    "import type { CallMeConfig } from '../voice-call-me-config.ts';",
    '',
    `export const CALL_ME_CONFIG: CallMeConfig = ${JSON.stringify(callMeConfig(registry), null, 2)};`,
    '',
  ].join('\n');
}

/** Deletes the hashes of numbers called more than 30 days ago daily (pg_cron); each call also prunes a few. */
export const CALL_ME_RETENTION_CRON_SQL =
  "select cron.schedule('call-me-retention', '37 3 * * *', $$select public.delete_expired_call_numbers()$$);";

/** Rewrites the functions' copy from the content; throws when the content has problems. */
export function writeCallMeConfig(root = process.cwd()): string {
  const { registry, problems } = loadContent({ root });
  if (!registry) throw new Error(`The content has ${problems.length} problem(s): run npm run validate.`);
  writeFileSync(join(root, CALL_ME_CONFIG_FILE), callMeConfigModule(registry));
  return `${CALL_ME_CONFIG_FILE}; Supabase retention job for the called numbers (SQL editor, once): ${CALL_ME_RETENTION_CRON_SQL}`;
}
