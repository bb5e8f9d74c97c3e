// voice-signed-url signs only the agents this site calls. The deployed functions cannot read YAML, so
// `npm run generate` writes the allow-list next to them: every demo flow's placeholder `agentId` plus
// every id `npm run agents:push` recorded in industries/agents/<env>.yaml, for all environments, so one
// deploy serves whichever SITE_ENV the site was built for. Never edited by hand. The `local` environment's
// ids are the simulator's (its file is git-ignored): they stay out of this committed file, and the local
// stack allows them at its deploy (scripts/local-stack/supabase/deployed.ts).
import { readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SITE_ENV, readAgentIds } from '../agent-ids.ts';
import { loadContent } from '../load.ts';
import type { Registry } from '../types.ts';

export const VOICE_AGENT_IDS_FILE = 'supabase/functions/_shared/generated/voice-agent-ids.ts';

/** The allow-list, sorted so the generated file only changes when the ids do. */
export function voiceAgentIds(registry: Registry, root: string): string[] {
  const ids = new Set<string>();
  for (const route of registry.routes) if (route.data.kind === 'demo') ids.add(route.data.demo.agentId);
  const agentsDir = join(root, 'industries', 'agents');
  const envs = existsSync(agentsDir)
    ? readdirSync(agentsDir)
        .filter((file) => file.endsWith('.yaml'))
        .map((file) => file.slice(0, -'.yaml'.length))
        .filter((env) => env !== DEFAULT_SITE_ENV)
    : [];
  for (const env of envs) {
    const pushed = readAgentIds(root, env);
    if (pushed.problems.length > 0) throw new Error(`${pushed.file} cannot be read: run npm run validate.`);
    for (const entry of pushed.entries.values()) ids.add(entry.id);
  }
  return [...ids].sort();
}

/**
 * The flows each agent serves (placeholder and pushed ids alike), so the functions derive a session's
 * flow from the agent it signs for, rather than trusting the flow a request names.
 */
export function voiceAgentFlows(registry: Registry, root: string): Record<string, string[]> {
  const flows: Record<string, string[]> = {};
  const add = (id: string, slug: string) => {
    const list = (flows[id] ??= []);
    if (!list.includes(slug)) list.push(slug);
  };
  const envs = existsSync(join(root, 'industries', 'agents'))
    ? readdirSync(join(root, 'industries', 'agents')).filter(
        (file) => file.endsWith('.yaml') && file !== `${DEFAULT_SITE_ENV}.yaml`,
      )
    : [];
  for (const route of registry.routes) {
    if (route.data.kind !== 'demo') continue;
    add(route.data.demo.agentId, route.data.slug);
    for (const file of envs) {
      const pushed = readAgentIds(root, file.slice(0, -'.yaml'.length)).entries.get(route.data.slug);
      if (pushed) add(pushed.id, route.data.slug);
    }
  }
  return Object.fromEntries(
    Object.entries(flows)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, list]) => [id, list.sort()]),
  );
}

export function voiceAgentIdsModule(ids: readonly string[], flows?: Record<string, string[]>): string {
  return [
    '// Generated from the demo flows (agentId) and industries/agents/*.yaml by `npm run generate`;',
    '// edit the YAML or run npm run agents:push, not this file. voice-signed-url signs only these agents.',
    `export const VOICE_AGENT_IDS: ReadonlySet<string> = new Set(${JSON.stringify(ids, null, 2)});`,
    ...(flows
      ? [
          '',
          "/** The flows each agent serves: a session's flow is derived from its agent, not taken from the request. */",
          `export const VOICE_AGENT_FLOWS: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(flows, null, 2)};`,
        ]
      : []),
    '',
  ].join('\n');
}

/**
 * The ids in an allow-list module as written on disk: the string literals in `new Set([...])`, in either
 * quote style (this writes JSON; a formatter may have rewritten it). Throws when it is not one.
 */
export function parseVoiceAgentIdsModule(text: string): string[] {
  const literal = /new Set\(\[([\s\S]*?)\]\)/.exec(text)?.[1];
  if (literal === undefined) throw new Error(`${VOICE_AGENT_IDS_FILE} has no allow-list: run npm run generate.`);
  const items = literal
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.map((item) => {
    const id = /^(['"])([A-Za-z0-9_-]+)\1$/.exec(item)?.[2];
    if (!id) throw new Error(`${VOICE_AGENT_IDS_FILE}: ${item} is not an agent id: run npm run generate.`);
    return id;
  });
}

/** Rewrites the functions' allow-list from the content; throws when the content has problems. */
export function writeVoiceAgentIds(root = process.cwd()): string {
  // The placeholders, whatever SITE_ENV says: pushed ids of every environment are added below.
  const { registry, problems } = loadContent({ root });
  if (!registry) throw new Error(`The content has ${problems.length} problem(s): run npm run validate.`);
  const module = voiceAgentIdsModule(voiceAgentIds(registry, root), voiceAgentFlows(registry, root));
  writeFileSync(join(root, VOICE_AGENT_IDS_FILE), module);
  return VOICE_AGENT_IDS_FILE;
}
