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

/** Every voice flow of the registry, in route order. */
export function voiceFlows(registry: Registry): VoiceFlow[] {
  return registry.routes.flatMap((route) => {
    const { data } = route;
    return data.kind === 'demo' ? [{ slug: data.slug, path: route.path, yamlAgentId: data.demo.agentId }] : [];
  });
}
