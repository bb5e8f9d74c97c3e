// The voice flows of the real content (industries/), for SPEC conformance only.
import { loadContent } from '../../../scripts/content-engine/load.ts';
import type { DemoData } from '../../../scripts/content-engine/types.ts';

function loadFlows(): DemoData[] {
  const { registry, problems } = loadContent({ root: process.cwd() });
  if (!registry) throw new Error(`industries/ does not load: run npm run validate (${problems.length} problems)`);
  return registry.routes.flatMap((route) => (route.kind === 'demo' ? [route.data] : []));
}

export const FLOWS = loadFlows();

export function flowAt(path: string): DemoData {
  const flow = FLOWS.find((data) => data.demo.path === path);
  if (!flow) throw new Error(`No flow at ${path} in industries/`);
  return flow;
}
