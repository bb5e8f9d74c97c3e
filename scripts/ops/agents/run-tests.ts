/**
 * Runs each agent's attached tests through the official SDK (`agents.runTests`) and polls the
 * invocation (`tests.invocations.get`) until every run has passed, failed or been cancelled. The same
 * code runs against ElevenLabs and against the local simulator, which judges what it can offline.
 */
import type { ElevenLabs } from '@elevenlabs/elevenlabs-js';
import { readAgentIds } from '../../content-engine/agent-ids.ts';
import type { Problem } from '../../content-engine/problem.ts';
import { flowHash } from './derive.ts';
import { loadFlows } from './flows.ts';
import { describeError } from './push.ts';

/** The calls of `client.conversationalAi` a test run makes. */
export interface RunTestsClient {
  agents: {
    get(agentId: string): Promise<{ platformSettings?: { testing?: { attachedTests?: Array<{ testId: string }> } } }>;
    runTests(
      agentId: string,
      request: ElevenLabs.conversationalAi.RunAgentTestsRequestModel,
    ): Promise<ElevenLabs.GetTestSuiteInvocationResponseModel>;
  };
  tests: { invocations: { get(invocationId: string): Promise<ElevenLabs.GetTestSuiteInvocationResponseModel> } };
}

export interface TestRunRow {
  name: string;
  /** `not judged`: no condition failed, but some were not judged (the offline simulator's plain-words ones). */
  status: 'passed' | 'failed' | 'cancelled' | 'timed out' | 'not judged';
  /** The platform's overall verdict on the conditions: success, failure or unknown. */
  result: string;
  summary: string;
  /** One line per condition, as the platform (or the simulator) words it. */
  messages: string[];
  seconds: number;
}

export interface FlowTestResult {
  slug: string;
  agentId: string | null;
  runs: TestRunRow[];
  /** Why the flow's tests could not run; counts as a failure. */
  problem?: string;
}

export interface RunTestsOptions {
  root: string;
  contentDir: string;
  env: string;
  client: RunTestsClient;
  /** Only this flow, by slug. */
  flow?: string;
  pollMs?: number;
  timeoutMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runAgentTests(
  options: RunTestsOptions,
): Promise<{ flows: FlowTestResult[]; problems: Problem[] }> {
  const { flows, problems } = loadFlows(options.root, options.contentDir);
  if (problems.length > 0) return { flows: [], problems };
  const ids = readAgentIds(options.root, options.env, options.contentDir);
  const chosen = flows.filter((flow) => flow.demo.agent && (!options.flow || flow.slug === options.flow));
  if (options.flow && chosen.length === 0) {
    const known = flows.filter((flow) => flow.demo.agent).map((flow) => flow.slug);
    const problem = `--flow ${options.flow} names no flow with an agent; use one of ${known.join(', ')}`;
    return { flows: [{ slug: options.flow, agentId: null, runs: [], problem }], problems: [] };
  }
  const now = options.now ?? Date.now;
  const results: FlowTestResult[] = [];
  for (const flow of chosen) {
    const entry = ids.entries.get(flow.slug);
    if (!entry) {
      results.push({
        slug: flow.slug,
        agentId: null,
        runs: [],
        problem: `not pushed to "${options.env}" yet: run npm run agents:push`,
      });
      continue;
    }
    if (entry.hash !== flowHash(flow)) {
      results.push({
        slug: flow.slug,
        agentId: entry.id,
        runs: [],
        problem: 'the YAML changed since the last push: run npm run agents:push first',
      });
      continue;
    }
    try {
      results.push({ slug: flow.slug, agentId: entry.id, runs: await runFlow(options, entry.id, now) });
    } catch (error) {
      results.push({ slug: flow.slug, agentId: entry.id, runs: [], problem: describeError(error) });
    }
  }
  return { flows: results, problems: [] };
}

async function runFlow(options: RunTestsOptions, agentId: string, now: () => number): Promise<TestRunRow[]> {
  const { client } = options;
  const attached = (await client.agents.get(agentId)).platformSettings?.testing?.attachedTests ?? [];
  if (attached.length === 0) throw new Error('no tests are attached to the agent: run npm run agents:push');
  const started = now();
  let invocation = await client.agents.runTests(agentId, { tests: attached.map(({ testId }) => ({ testId })) });
  const finishedAt = new Map<string, number>();
  const deadline = started + (options.timeoutMs ?? 15 * 60_000);
  for (;;) {
    for (const run of invocation.testRuns) {
      if (run.status !== 'pending' && !finishedAt.has(run.testRunId)) finishedAt.set(run.testRunId, now());
    }
    if (invocation.testRuns.every((run) => run.status !== 'pending') || now() >= deadline) break;
    await (options.sleep ?? wait)(options.pollMs ?? 3000);
    invocation = await client.tests.invocations.get(invocation.id);
  }
  return invocation.testRuns.map((run) => ({
    name: run.testName ?? run.metadata?.testName ?? run.testId,
    status:
      run.status === 'pending'
        ? 'timed out'
        : run.status !== 'failed' && run.conditionResult?.result === 'unknown'
          ? 'not judged'
          : run.status,
    result: run.conditionResult?.result ?? 'unknown',
    summary: run.conditionResult?.rationale?.summary ?? '',
    messages: run.conditionResult?.rationale?.messages ?? [],
    seconds: ((finishedAt.get(run.testRunId) ?? now()) - started) / 1000,
  }));
}

/**
 * A whole run in one word: `failed` when a flow could not run or a test did not pass for any reason but
 * "not judged"; else `not judged` when some test was not judged; else `passed`.
 */
export function runOutcome(flows: readonly FlowTestResult[]): 'passed' | 'failed' | 'not judged' {
  const runs = flows.flatMap((flow) => flow.runs);
  if (flows.length === 0 || flows.some((flow) => flow.problem)) return 'failed';
  if (runs.some((run) => run.status !== 'passed' && run.status !== 'not judged')) return 'failed';
  return runs.some((run) => run.status === 'not judged') ? 'not judged' : 'passed';
}
