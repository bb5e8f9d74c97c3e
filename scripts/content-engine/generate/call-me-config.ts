// The deployed functions cannot read YAML, so `npm run generate` writes what voice-call-me needs next to
// them: site.yaml `callMe` (countries, calls per number, quiet hours) and, per flow that enables Call me,
// the variables the page sends and the phone first message with the brand filled in. The server sends
// that first message itself, so a caller cannot make the agent say other words to a stranger.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { Demo } from '../../../schemas/demo.ts';
import { translationFileOf } from '../../../schemas/locale-paths.ts';
import { AgentPhoneSchema, phoneFirstMessage } from '../../../schemas/agent-phone.ts';
import { agentLanguageOf } from '../../../schemas/page-language.ts';
import type { CallMeFlowConfig } from '../../../supabase/functions/_shared/call-me/voice-call-me-config.ts';
import { checkFile } from '../check-file.ts';
import { listContentFiles, loadContent } from '../load.ts';
import type { Registry } from '../types.ts';

export const CALL_ME_CONFIG_FILE = 'supabase/functions/_shared/generated/call-me-config.ts';

/** The translated `demo.agent.phone.firstMessage` of one translation file, or undefined. */
function translatedPhoneMessage(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  const value = (parse(readFileSync(path, 'utf8')) as { demo?: { agent?: { phone?: { firstMessage?: unknown } } } })
    ?.demo?.agent?.phone?.firstMessage;
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/**
 * The settings as voice-call-me reads them (`CallMeConfig` in _shared/call-me/voice-call-me-config.ts). The
 * flows come from their files, not from the registry, whose route data leaves the agent block out (the
 * browser never needs it); only flows that enable Call me are listed, with their opening in each
 * language a translation gives it (read like scripts/ops/agents/page-languages.ts reads first messages).
 */
export function callMeConfig(registry: Registry, contentDir = join(process.cwd(), 'industries')) {
  const flows: Record<string, CallMeFlowConfig & { languages?: Record<string, string> }> = {};
  const { brand, locales, sourceLocale } = registry.site;
  for (const entry of listContentFiles(contentDir)) {
    if (entry.kind !== 'industry' && entry.kind !== 'demo') continue;
    const source = readFileSync(entry.path, 'utf8');
    const data = checkFile({ file: entry.path, kind: entry.kind, source }).parsed?.data as
      { slug: string; demo: Demo } | undefined;
    if (!data?.demo.session.callMe.enabled) continue;
    const { agent, variables } = data.demo;
    // A flow without an agent block (an agent made elsewhere) still gets the schema's default words.
    const phone = agent?.phone ?? AgentPhoneSchema.parse({});
    const flow: CallMeFlowConfig & { languages?: Record<string, string> } = {
      variables: [...variables.send],
      firstMessage: phoneFirstMessage(phone, brand.name),
    };
    const underContent = relative(contentDir, entry.path).split('\\').join('/');
    for (const { code } of locales) {
      const language = code === sourceLocale ? null : agentLanguageOf(code);
      if (!language || language === (agent?.language ?? 'en') || flow.languages?.[language]) continue;
      const translated = translatedPhoneMessage(join(contentDir, translationFileOf(code, underContent)));
      if (translated) {
        flow.languages = { ...flow.languages, [language]: phoneFirstMessage({ firstMessage: translated }, brand.name) };
      }
    }
    flows[data.slug] = flow;
  }
  return { ...registry.site.callMe, flows };
}

export function callMeConfigModule(registry: Registry, contentDir?: string): string {
  return [
    '// Generated from industries/site.yaml `callMe` and the flows (variables.send, agent.phone) by',
    '// `npm run generate`; edit the YAML, not this file. The functions cannot read YAML once deployed.',
    "import type { CallMeConfig } from '../call-me/voice-call-me-config.ts';",
    '',
    `export const CALL_ME_CONFIG: CallMeConfig = ${JSON.stringify(callMeConfig(registry, contentDir), null, 2)};`,
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
  writeFileSync(join(root, CALL_ME_CONFIG_FILE), callMeConfigModule(registry, join(root, 'industries')));
  return `${CALL_ME_CONFIG_FILE}; Supabase retention job for the called numbers (SQL editor, once): ${CALL_ME_RETENTION_CRON_SQL}`;
}
