// Gathers what the production guard judges: the build environment, the content's flows, the pushed
// agent ids of SITE_ENV and the functions' copy of the scheduling page.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readAgentIds, type PushedAgent } from '../content-engine/agent-ids.ts';
import { loadContent } from '../content-engine/load.ts';
import type { BuildEnv } from '../shared/build-env.ts';
import type { GuardInput } from './production-guard.ts';
import { SCHEDULING_PAGE_FILE } from '../content-engine/generate/scheduling-page.ts';
import { ENV_EXAMPLE, examplePlaceholders } from './production-placeholders.ts';
import { readFunctionSecrets } from './production-secrets.ts';
import { parseVoiceAgentIdsModule, VOICE_AGENT_IDS_FILE } from '../content-engine/generate/voice-agent-ids.ts';
import { voiceFlows } from '../content-engine/voice-flows.ts';

/** The URL in the functions' copy of the scheduling page, as written on disk; null when unreadable. */
export function schedulingPageCopy(root: string): string | null {
  const path = join(root, SCHEDULING_PAGE_FILE);
  if (!existsSync(path)) return null;
  return /SCHEDULING_PAGE_URL = '([^']*)'/.exec(readFileSync(path, 'utf8'))?.[1] ?? null;
}

/**
 * The agents pushed to `env`, by flow slug; null when its ids file does not exist. The one place that
 * reads industries/agents/<env>.yaml for the guard and check:live.
 */
export function pushedAgentsOf(root: string, env: string, contentDir?: string): Record<string, PushedAgent> | null {
  const ids = readAgentIds(root, env, contentDir);
  return ids.exists ? Object.fromEntries(ids.entries) : null;
}

/** The functions' allow-list as generated on disk; null when missing or unreadable. */
function allowListOnDisk(root: string): string[] | null {
  try {
    return parseVoiceAgentIdsModule(readFileSync(join(root, VOICE_AGENT_IDS_FILE), 'utf8'));
  } catch {
    return null;
  }
}

export function gatherGuardInput(root: string, env: BuildEnv, contentDir = process.env.CONTENT_DIR): GuardInput {
  const { registry } = loadContent({ root, ...(contentDir ? { contentDir } : {}) });
  const siteEnv = env.SITE_ENV?.trim();
  return {
    env,
    defaultOrigin: registry?.site.origin ?? 'the origin in industries/site.yaml',
    flows: registry ? voiceFlows(registry, root, contentDir) : null,
    agentIds: siteEnv ? pushedAgentsOf(root, siteEnv, contentDir) : null,
    scheduling: registry ? { site: registry.site.schedulingUrl, functions: schedulingPageCopy(root) } : null,
    placeholders: existsSync(join(root, ENV_EXAMPLE))
      ? examplePlaceholders(readFileSync(join(root, ENV_EXAMPLE), 'utf8'))
      : {},
    allowList: allowListOnDisk(root),
    functionSecrets: readFunctionSecrets(root),
  };
}
