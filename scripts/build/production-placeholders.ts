// Two more things a production build must not ship: the template's placeholder values, copied
// from .env.example and never edited, and a functions' allow-list that lacks an agent the build calls
// (voice-signed-url would answer 403 agent_not_allowed to every visitor of that flow).
import { parseEnv } from 'node:util';

export const ENV_EXAMPLE = '.env.example';
export const ALLOW_LIST_FILE = 'supabase/functions/_shared/generated/voice-agent-ids.ts';

/** Pieces that only a template value contains, whatever the variable. */
const PLACEHOLDER_PARTS = ['your-project-ref', '<project-ref>', 'replace_me', 'replace-me'];

/** What to put instead, per variable; the rest get DEPLOY.md's pointer. */
const WHAT_TO_SET: Record<string, string> = {
  SITE_ORIGIN: 'the address the site is served from',
  VITE_SUPABASE_URL: 'the project URL (Supabase dashboard, Project Settings, API)',
  VITE_SUPABASE_PUBLISHABLE_KEY: "the project's publishable key (Supabase dashboard, Project Settings, API Keys)",
  VITE_SUPABASE_ANON_KEY: "the project's legacy anon key",
};

/** NAME → value of every assignment in .env.example, commented-out ones included (`# NAME=value`). */
export function examplePlaceholders(text: string): Record<string, string> {
  const uncommented = text.replace(/^#\s*(?=[A-Z][A-Z0-9_]*=)/gm, '');
  const entries = Object.entries(parseEnv(uncommented));
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => (entry[1] ?? '').trim() !== ''));
}

/** One line per variable that still holds a template value. */
export function placeholderProblems(
  env: Record<string, string | undefined>,
  placeholders: Record<string, string>,
): string[] {
  const problems: string[] = [];
  for (const [name, raw] of Object.entries(env).sort(([a], [b]) => a.localeCompare(b))) {
    const value = raw?.trim();
    if (!value) continue;
    const template = placeholders[name] === value || PLACEHOLDER_PARTS.some((part) => value.includes(part));
    if (!template) continue;
    const what = WHAT_TO_SET[name] ?? 'its real value (DEPLOY.md)';
    problems.push(`${name} is ${value}, the placeholder from ${ENV_EXAMPLE}: set ${what}.`);
  }
  return problems;
}

/**
 * The functions must be deployed with an allow-list that holds every agent this build calls: one line per
 * flow whose pushed id is missing from it (`npm run generate` writes it; a deploy ships it).
 */
export function allowListProblems(
  siteEnv: string,
  pushed: Record<string, { id: string }>,
  allowList: readonly string[] | null,
): string[] {
  const redo = 'run npm run generate, then deploy the functions again (npx supabase functions deploy)';
  if (allowList === null) return [`${ALLOW_LIST_FILE} is missing or unreadable: ${redo}.`];
  const allowed = new Set(allowList);
  return Object.entries(pushed)
    .filter(([, agent]) => !allowed.has(agent.id))
    .map(
      ([slug, agent]) =>
        `${slug}: agent ${agent.id} from industries/agents/${siteEnv}.yaml is not in the functions' allow-list (${ALLOW_LIST_FILE}), so voice-signed-url would refuse it: ${redo}.`,
    );
}
