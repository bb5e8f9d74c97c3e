// Every voice flow of the fixture site (tests/fixtures/site) exactly as the site builds them: every
// YAML file, validated, through the registry. A new industry in industries/ changes nothing here.
import type { DemoContent, DemoData } from '../../../scripts/content-engine/types.ts';
import { loadContent } from '../../../scripts/content-engine/load.ts';
import { fixtureSite } from '../fixture-site.ts';

function loadFlows(): DemoData[] {
  const { registry, problems } = loadContent({ root: process.cwd(), contentDir: fixtureSite() });
  if (!registry)
    throw new Error(`Content does not load:\n${problems.map((problem) => JSON.stringify(problem)).join('\n')}`);
  return registry.routes
    .flatMap((route) => (route.kind === 'demo' ? [route.data] : []))
    .sort((a, b) => a.demo.path.localeCompare(b.demo.path));
}

export const FLOWS = loadFlows();

/** `[path, data]` rows for `it.each`, so test names read "/healthcare-demo …". */
export const FLOW_ROWS = FLOWS.map((data) => [data.demo.path, data] as const);

export function flowAt(path: string): DemoData {
  const flow = FLOWS.find((data) => data.demo.path === path);
  if (!flow) throw new Error(`No flow at ${path}`);
  return flow;
}

/** The labels of the fields the flow requires / leaves optional. */
export const requiredFields = (demo: DemoContent) => demo.fields.filter((field) => field.required);
export const optionalFields = (demo: DemoContent) => demo.fields.filter((field) => !field.required);
