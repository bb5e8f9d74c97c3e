import { join } from 'node:path';
import { loadFlows } from '../ops/agents/flows.ts';
import type { Registry } from '../content-engine/types.ts';

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
  const yamlIds = new Map(loadFlows(root, contentDir).flows.map((flow) => [flow.slug, flow.demo.agentId]));
  return registry.routes.flatMap(({ path, data }) =>
    data.kind === 'demo' ? [{ slug: data.slug, path, yamlAgentId: yamlIds.get(data.slug) ?? data.demo.agentId }] : [],
  );
}
