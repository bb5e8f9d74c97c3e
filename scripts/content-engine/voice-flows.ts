import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkFile } from './check-file.ts';
import { listContentFiles } from './load.ts';
import type { Registry } from './types.ts';

/** One voice flow of the site: a demo or an interview, with its page. */
export interface VoiceFlow {
  /** The flow slug: the key of its agent in industries/agents/<env>.yaml. */
  slug: string;
  /** The page the flow runs on, e.g. /restaurant-demo. */
  path: string;
  /** `demo.agentId` in the flow's YAML: the committed stand-in id. */
  yamlAgentId: string;
}

/**
 * Every voice flow of the registry, in route order. The registry already carries the ids of the
 * environment SITE_ENV names, so the stand-in ids are read from the YAML files themselves: a pushed
 * id must never be mistaken for the placeholder it replaced.
 */
export function voiceFlows(registry: Registry, root: string, contentDir = join(root, 'industries')): VoiceFlow[] {
  const yamlIds = yamlAgentIds(root, contentDir);
  return registry.routes.flatMap(({ path, data }) =>
    data.kind === 'demo' ? [{ slug: data.slug, path, yamlAgentId: yamlIds.get(data.slug) ?? data.demo.agentId }] : [],
  );
}

/** By flow slug, the `demo.agentId` each flow's own YAML file gives (or its stand-in, check-file.ts). */
function yamlAgentIds(root: string, contentDir: string): Map<string, string> {
  const ids = new Map<string, string>();
  for (const entry of listContentFiles(contentDir)) {
    if (entry.kind !== 'industry' && entry.kind !== 'demo') continue;
    const file = relative(root, entry.path).split('\\').join('/');
    const { parsed } = checkFile({ file, kind: entry.kind, source: readFileSync(entry.path, 'utf8') });
    const data = parsed?.data as { slug: string; demo?: { agentId: string } } | undefined;
    if (data?.demo) ids.set(data.slug, data.demo.agentId);
  }
  return ids;
}
