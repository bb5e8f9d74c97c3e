// The voice flows of the real content (industries/), for SPEC conformance only.
import { loadContent } from '../../../scripts/content-engine/load.ts';
import type { DemoData } from '../../../scripts/content-engine/types.ts';

function loadFlows(): DemoData[] {
  const { registry, problems } = loadContent({ root: process.cwd() });
  if (!registry) throw new Error(`industries/ does not load: run npm run validate (${problems.length} problems)`);
  // The SPEC's flows are the source language's pages; a translation's copy of one (/es/healthcare-demo)
  // has the same demo.path but its own words.
  const source = ({ language }: DemoData) => !language || language.code === registry.site.sourceLocale;
  return registry.routes.flatMap((route) => (route.kind === 'demo' && source(route.data) ? [route.data] : []));
}

export const FLOWS = loadFlows();

export function flowAt(path: string): DemoData {
  const flow = FLOWS.find((data) => data.demo.path === path);
  if (!flow) throw new Error(`No flow at ${path} in industries/`);
  return flow;
}
