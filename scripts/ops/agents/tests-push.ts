/**
 * Creates or updates each flow's simulated-caller tests at ElevenLabs and attaches them to its agent
 * (`platform_settings.testing.attached_tests`), through the official SDK. A flow's tests are found by
 * the agent's attached list and their name prefix ("automotive: ..."), so a second push changes
 * nothing; tests someone attached in the dashboard stay attached. A test removed from the YAML is
 * detached, not deleted, so its run history stays readable at ElevenLabs.
 */
import type { ElevenLabs } from '@elevenlabs/elevenlabs-js';
import { flowTestRequests, testNamePrefix } from './derive-tests.ts';
import type { AgentFlow } from './derive.ts';
import { loadFlows } from './flows.ts';
import { describeError } from './push.ts';

/** The calls of `client.conversationalAi` (@elevenlabs/elevenlabs-js 2.73) a tests push makes. */
export interface TestsClient {
  tests: {
    create(request: ElevenLabs.conversationalAi.TestsCreateRequestBody): Promise<{ id: string }>;
    get(testId: string): Promise<unknown>;
    update(testId: string, request: ElevenLabs.conversationalAi.TestsUpdateRequestBody): Promise<unknown>;
  };
  agents: {
    get(agentId: string): Promise<{ platformSettings?: { testing?: { attachedTests?: Array<{ testId: string }> } } }>;
    update(
      agentId: string,
      request: { platformSettings: ElevenLabs.AgentPlatformSettingsRequestModel },
    ): Promise<unknown>;
  };
}

export interface TestsPushItem {
  slug: string;
  created: number;
  updated: number;
  unchanged: number;
  detached: number;
  /** The flow's test ids, in YAML order. */
  testIds: string[];
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 404;

/** Same content, whatever the key order: the service may answer keys in another order than we sent. */
function sameContent(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameContent(x, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    return Object.entries(a).every(([key, value]) => sameContent(value, (b as Record<string, unknown>)[key]));
  }
  return a === b;
}

/** Pushes one flow's tests to its agent; the agent must exist (agents:push made it). */
export async function pushFlowTests(client: TestsClient, flow: AgentFlow, agentId: string): Promise<TestsPushItem> {
  const item: TestsPushItem = { slug: flow.slug, created: 0, updated: 0, unchanged: 0, detached: 0, testIds: [] };
  const agent = await client.agents.get(agentId);
  const attached = (agent.platformSettings?.testing?.attachedTests ?? []).map((entry) => entry.testId);
  const ours = new Map<string, { id: string; test: Record<string, unknown> }>();
  const others: string[] = [];
  for (const testId of attached) {
    const test = (await client.tests.get(testId).catch((error: unknown) => {
      if (isNotFound(error)) return null; // Deleted in the dashboard: created again below.
      throw error;
    })) as Record<string, unknown> | null;
    if (!test) continue;
    if (typeof test.name === 'string' && test.name.startsWith(testNamePrefix(flow.slug))) {
      ours.set(test.name, { id: testId, test });
    } else {
      others.push(testId);
    }
  }
  for (const request of flowTestRequests(flow)) {
    const existing = ours.get(request.name);
    ours.delete(request.name);
    if (!existing) {
      item.testIds.push((await client.tests.create({ type: 'simulation', ...request })).id);
      item.created += 1;
    } else if (sameContent(request, existing.test) && existing.test.type === 'simulation') {
      item.testIds.push(existing.id);
      item.unchanged += 1;
    } else {
      await client.tests.update(existing.id, { type: 'simulation', ...request });
      item.testIds.push(existing.id);
      item.updated += 1;
    }
  }
  item.detached = ours.size;
  const wanted = [...others, ...item.testIds];
  if (!sameContent(wanted, attached)) {
    await client.agents.update(agentId, {
      platformSettings: { testing: { attachedTests: wanted.map((testId) => ({ testId })) } },
    });
  }
  return item;
}

/** One line for the push table, e.g. "3 tests: 1 created, 2 unchanged". */
export function describeTestsPush(item: TestsPushItem): string {
  const parts = (['created', 'updated', 'unchanged', 'detached'] as const)
    .filter((key) => item[key] > 0)
    .map((key) => `${item[key]} ${key}`);
  const total = item.testIds.length;
  return `${total} test${total === 1 ? '' : 's'}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
}

export interface TestsStepOptions {
  root: string;
  contentDir: string;
  /** What agents:push did, per flow: tests go to the agents it created, updated or left unchanged. */
  items: ReadonlyArray<{ slug: string; action: string; agentId: string | null }>;
  /** Null in a dry run, which only lists the tests. */
  client: TestsClient | null;
}

/** The tests step of agents:push: a line per flow with tests, and how many flows failed. */
export async function pushAllTests(options: TestsStepOptions): Promise<{ lines: string[]; failed: number }> {
  const { flows } = loadFlows(options.root, options.contentDir);
  const lines: string[] = [];
  let failed = 0;
  const width = Math.max(0, ...flows.map((flow) => flow.slug.length));
  for (const flow of flows) {
    const count = flow.demo.agent?.tests.length ?? 0;
    const pushed = options.items.find((item) => item.slug === flow.slug);
    if (count === 0 || !pushed) continue;
    const line = (action: string, text: string) =>
      lines.push(`  ${action.padEnd(9)} ${flow.slug.padEnd(width)}  ${text}`);
    if (!options.client) {
      line(
        'tests',
        `${count} to create or update, then attach: ${flow.demo.agent!.tests.map((t) => t.name).join('; ')}`,
      );
    } else if (!pushed.agentId || pushed.action === 'failed') {
      line('tests', 'skipped: the agent was not pushed');
    } else {
      try {
        line('tests', describeTestsPush(await pushFlowTests(options.client, flow, pushed.agentId)));
      } catch (error) {
        failed += 1;
        line('failed', `tests: ${describeError(error)}`);
      }
    }
  }
  return { lines, failed };
}
