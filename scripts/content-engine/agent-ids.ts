/**
 * Agent ids per environment. `npm run agents:push` writes the id ElevenLabs gave each flow's agent to
 * `industries/agents/<env>.yaml` (slug → { id, hash }); the build reads the file of the environment
 * `SITE_ENV` names (default `local`) and gives each flow that id, else the placeholder `demo.agentId`,
 * which the local simulator answers for as long as nothing was pushed to it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { pageCallLanguage } from '../../schemas/page-language.ts';
import { contentErrorMap, issueProblems } from './messages.ts';
import type { Problem } from './problem.ts';
import { syntaxProblem } from './syntax.ts';
import type { Registry, RouteEntry } from './types.ts';

/** The environment a build without `SITE_ENV` is for: the local simulator. */
export const DEFAULT_SITE_ENV = 'local';

const ENV_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** One flow's pushed agent: its id at ElevenLabs and the hash of the config that was pushed. */
export const AgentIdEntrySchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{4,100}$/, 'Expected an agent id such as agent_7101k5zvyjhmfg983brhmhkd98n6'),
  hash: z.string().regex(/^[0-9a-f]{16}$/, 'Expected the 16-character hash agents:push wrote'),
});
export type AgentIdEntry = z.output<typeof AgentIdEntrySchema>;
/** The same entry as the production guard and check:live name it. */
export type PushedAgent = AgentIdEntry;

const AgentIdFileSchema = z.record(z.string(), AgentIdEntrySchema);

export interface AgentIds {
  env: string;
  /** The ids file, relative to the root, e.g. industries/agents/production.yaml. */
  file: string;
  exists: boolean;
  /** Pushed agents by flow slug. */
  entries: ReadonlyMap<string, AgentIdEntry>;
  /** A file that cannot be read as ids, located like any content problem; the build stops on them. */
  problems: Problem[];
}

/** The environment this process builds for: `SITE_ENV`, else `local`. */
export function siteEnv(env: NodeJS.ProcessEnv = process.env): string {
  const name = env.SITE_ENV?.trim() || DEFAULT_SITE_ENV;
  if (!ENV_NAME.test(name)) {
    throw new Error(
      `SITE_ENV="${name}" is not an environment name: use lower-case letters, digits and hyphens, e.g. staging or production.`,
    );
  }
  return name;
}

/** Reads `<contentDir>/agents/<env>.yaml`. A missing file means nothing was pushed for that environment. */
export function readAgentIds(root: string, env: string, contentDir = join(root, 'industries')): AgentIds {
  const path = join(contentDir, 'agents', `${env}.yaml`);
  const file = relative(root, path).split('\\').join('/');
  const result: AgentIds = { env, file, exists: existsSync(path), entries: new Map(), problems: [] };
  if (!result.exists) {
    // Only the local environment may run on placeholders; a typo in SITE_ENV must not build one silently.
    if (env !== DEFAULT_SITE_ENV) {
      result.problems.push({
        file,
        line: 1,
        column: 1,
        path: '',
        message: `SITE_ENV is "${env}" but this file does not exist. Check the name, or create it with npm run agents:push -- --env ${env}`,
      });
    }
    return result;
  }
  const source = readFileSync(path, 'utf8');
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) return { ...result, problems: [syntaxProblem(file, source, doc, lines)] };
  const parsed = AgentIdFileSchema.safeParse(doc.toJS() ?? {}, { error: contentErrorMap });
  if (!parsed.success) {
    const problems = parsed.error.issues.flatMap((issue) => issueProblems(file, doc, lines, issue, source));
    return { ...result, problems };
  }
  return { ...result, entries: new Map(Object.entries(parsed.data)) };
}

/** The agent id a flow calls: the pushed one for this environment, else its placeholder. */
export function agentIdFor(slug: string, placeholder: string, ids: Pick<AgentIds, 'entries'>): string {
  return ids.entries.get(slug)?.id ?? placeholder;
}

/**
 * Gives every flow in a loaded registry its agent id for the environment, and drops the `agent`
 * block but its queue wait: the browser never needs the prompt, and it would only grow the page's data.
 */
export function withAgentIds<T extends { registry: Registry | null; problems: Problem[] }>(
  result: T,
  ids: AgentIds,
): T {
  const problems = [...result.problems, ...ids.problems];
  if (!result.registry || ids.problems.length > 0) return { ...result, registry: null, problems };
  const withIds = (route: RouteEntry): RouteEntry => {
    if (route.kind !== 'demo') return route;
    const { agent, ...demo } = route.data.demo;
    // All the page needs of the agent: how long a full one holds a caller in its queue (the queued state),
    // on a page in another language than the agent's, the language and first message its start asks for,
    // and whether it books meetings (the post-call panel asks for one only then).
    const queue = agent?.queue.enabled ? { queueWaitSeconds: agent.queue.waitSeconds } : {};
    const locale = route.data.language?.code;
    const call = agent && locale ? pageCallLanguage(locale, agent.language, agent.firstMessage) : null;
    const agentId = agentIdFor(route.data.slug, demo.agentId, ids);
    const books = agent?.booking ? { books: true as const } : {};
    return {
      ...route,
      data: { ...route.data, demo: { ...demo, ...queue, ...(call ? { pageLanguage: call } : {}), ...books, agentId } },
    };
  };
  const routes = result.registry.routes.map(withIds);
  const localeRoutes = result.registry.localeRoutes?.map(withIds);
  return { ...result, problems, registry: { ...result.registry, routes, ...(localeRoutes ? { localeRoutes } : {}) } };
}

/** The ids file of an environment, relative to the project root, as messages name it. */
export function agentIdsFile(env: string): string {
  return `industries/agents/${env}.yaml`;
}
