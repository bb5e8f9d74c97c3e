// npm run agents:test in its offline form, for every flow: agents:push creates the YAML tests at the
// local ElevenLabs through the official SDK and attaches them, the simulator runs them, and a run fails
// when the tool a test expects is gone. Also the request bodies, against the SDK's own serialisers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import * as serialization from '@elevenlabs/elevenlabs-js/serialization/index.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureSite } from '../../../fixture-site.ts';
import { parse as parseYaml } from 'yaml';
import { AgentSchema } from '../../../../../schemas/agent.ts';
import { toolCondition } from '../../../../../schemas/agent-test-scenario.ts';
import { flowTestRequests, toolRequests } from '../../../../../scripts/ops/agents/derive-tests.ts';
import { deriveAgentConfig } from '../../../../../scripts/ops/agents/derive.ts';
import { loadFlows, type VoiceFlow } from '../../../../../scripts/ops/agents/flows.ts';
import { pushAgents } from '../../../../../scripts/ops/agents/push.ts';
import { runAgentTests, runOutcome } from '../../../../../scripts/ops/agents/run-tests.ts';
import { formatTestTable } from '../../../../../scripts/ops/agents/test-table.ts';
import { pushAllTests, type TestsClient } from '../../../../../scripts/ops/agents/tests-push.ts';
import { ELEVENLABS_API_PREFIX } from '@harbourline/voice-simulator';
import { refusedBody } from '@harbourline/voice-simulator';
import { copyContent, edit, problemsIn } from '../../../support/content.ts';
import { startHarness, type Harness } from '../../../support/voice-sim-harness.ts';

const loadSource = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

type Serialiser = { json(value: unknown, opts: object): { ok: boolean; value?: any; errors?: unknown[] } };
/** The JSON the SDK would send for a request, refusing any key its model does not know. */
function toWire(model: string, value: unknown): Record<string, any> {
  const root = serialization as unknown as Record<string, Serialiser> & {
    conversationalAi: Record<string, Serialiser>;
  };
  const schema = root.conversationalAi[model] ?? root[model]!;
  const result = schema.json(value, { unrecognizedObjectKeys: 'fail' });
  expect(result.ok ? [] : result.errors).toEqual([]);
  return result.value as Record<string, any>;
}

/** The SDK's response model for a path such as conversationalAi.TestsGetResponse; [] when it parses strictly. */
function parseStrict(model: string, raw: unknown): unknown[] {
  const schema = model.split('.').reduce((node: any, key) => node[key], serialization) as {
    parse(raw: unknown, opts: object): { ok: boolean; errors?: unknown[] };
  };
  const result = schema.parse(raw, { unrecognizedObjectKeys: 'fail' });
  return result.ok ? [] : result.errors!;
}

/** The flows of a content folder that have tests, in slug order. */
const testedFlows = (dir: string) =>
  loadFlows(dir, dir).flows.filter((flow) => (flow.demo.agent?.tests.length ?? 0) > 0);
/** A flow with a test that expects a tool. */
const flowExpectingTool = (dir: string) =>
  testedFlows(dir).find((flow) => flow.demo.agent!.tests.some((test) => test.expectTool))!;

describe('agents:test', () => {
  let h: Harness;
  let dir: string;
  let sdk: ElevenLabsClient;
  const env = 'test';
  const push = async (client: TestsClient = sdk.conversationalAi) => {
    // The fixture's general flow books: its tools need the function's address and the tools' secret.
    const booking = { url: 'http://127.0.0.1:9/functions/v1/voice-booking', secret: 'booking-secret' };
    const pushed = await pushAgents({ root: dir, contentDir: dir, env, client: sdk.conversationalAi, booking });
    expect(pushed.problems).toEqual([]);
    return pushAllTests({ root: dir, contentDir: dir, items: pushed.items, client });
  };
  const run = (flow?: string) =>
    runAgentTests({
      root: dir,
      contentDir: dir,
      env,
      client: sdk.conversationalAi,
      pollMs: 1,
      ...(flow ? { flow } : {}),
    });

  beforeEach(async () => {
    h = await startHarness();
    dir = copyContent();
    sdk = new ElevenLabsClient({ apiKey: 'test', baseUrl: `${h.baseUrl}${ELEVENLABS_API_PREFIX}`, maxRetries: 0 });
  });
  afterEach(async () => {
    await h.stop();
  });

  it("pushes and runs every flow's tests offline: structural checks pass, plain words stay not judged", async () => {
    const pushed = await push();
    expect(pushed.failed).toBe(0);
    const { flows, problems } = await run();
    expect(problems).toEqual([]);
    const tested = loadFlows(dir, dir).flows.filter((flow) => (flow.demo.agent?.tests.length ?? 0) > 0);
    expect(flows.map((flow) => flow.slug)).toEqual(expect.arrayContaining(tested.map((flow) => flow.slug)));
    for (const flow of flows) {
      expect(flow.problem, flow.slug).toBeUndefined();
      expect(flow.runs.length, flow.slug).toBeGreaterThanOrEqual(2);
      for (const test of flow.runs) {
        expect(
          test.messages.some((line) => line.startsWith('[pass] greeting: "')),
          test.name,
        ).toBe(true);
        expect(test.messages.join('\n'), test.name).not.toMatch(/\{\{/);
      }
    }
    // A test with a condition the simulator cannot judge is never reported as passed.
    const runs = flows.flatMap((flow) => flow.runs);
    for (const run of runs) {
      const open = run.messages.some((line) => line.startsWith('[not judged]'));
      expect(run.status, run.name).toBe(open ? 'not judged' : 'passed');
    }
    expect(runOutcome(flows)).toBe('not judged');
    const table = formatTestTable(flows);
    expect(table).toMatch(/OPEN {2}.+\n.+\[pass\] greeting/);
    expect(table).toContain('[not judged]');
    expect(table).toContain('[pass] tool: the agent called show_booking_link');
    // The booking scenario: the agent that books runs its server tools, find_meeting_times then book_meeting.
    expect(table).toContain('[pass] tool: the agent called book_meeting');
    expect(table).toMatch(/conditions judged/);
    const open = runs.filter((run) => run.status === 'not judged').length;
    const passed = runs.length - open;
    expect(table.split('\n').at(-1)).toBe(
      `${passed} of ${runs.length} tests passed, 0 failed, ${open} not judged (${passed} judged) in ${flows.length} flows.`,
    );
  });

  it('changes nothing on a second push, and updates only the edited test', async () => {
    await push();
    const again = await push();
    expect(again.lines.every((line) => /\d+ tests?: \d+ unchanged$/.test(line))).toBe(true);
    // Whichever flows have tests today: one gets a condition edited, another a test renamed.
    const [first, second] = testedFlows(dir);
    const [test] = first!.demo.agent!.tests;
    const count = (flow: VoiceFlow) => flow.demo.agent!.tests.length;
    edit(dir, first!.file, test!.success[0]!, `${test!.success[0]!} Then it says goodbye.`);
    const updated = (await push()).lines.find((line) => line.includes(` ${first!.slug} `));
    expect(updated).toMatch(new RegExp(`${count(first!)} tests?: 1 updated(, ${count(first!) - 1} unchanged)?$`));
    const renamed = second!.demo.agent!.tests[0]!.name;
    // The name as the file writes it, quoted or plain.
    const written = [`name: ${JSON.stringify(renamed)}`, `name: ${renamed}`].find((form) =>
      loadSource(dir, second!.file).includes(form),
    )!;
    edit(dir, second!.file, written, `name: ${JSON.stringify(`${renamed}, again`)}`);
    const created = (await push()).lines.find((line) => line.includes(` ${second!.slug} `));
    expect(created).toMatch(/1 created(, \d+ unchanged)?, 1 detached$/);
    const agentId = (await run(second!.slug)).flows[0]!.agentId!;
    const agent = await sdk.conversationalAi.agents.get(agentId);
    // The renamed test replaced the old one on the agent; the old one is detached, not attached twice.
    expect(agent.platformSettings?.testing?.attachedTests).toHaveLength(count(second!));
    // Four pushes of the whole fixture site and a run outlast the default timeout beside the browser suite in
    // `npm test` (figures: docs/performance.md, "npm test, stage by stage").
  }, 60_000);

  it('answers the tests and the invocation in the shapes the SDK reads, strictly', async () => {
    await push();
    const { flows } = await run(testedFlows(dir)[0]!.slug);
    const agentId = flows[0]!.agentId!;
    const headers = { 'xi-api-key': 'test', 'content-type': 'application/json' };
    const api = `${h.baseUrl}${ELEVENLABS_API_PREFIX}/v1/convai`;
    const agent = (await (await fetch(`${api}/agents/${agentId}`, { headers })).json()) as Record<string, any>;
    const testId = agent.platform_settings.testing.attached_tests[0].test_id as string;
    const test = await (await fetch(`${api}/agent-testing/${testId}`, { headers })).json();
    expect(parseStrict('conversationalAi.TestsGetResponse', test)).toEqual([]);
    const started = await fetch(`${api}/agents/${agentId}/run-tests`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ tests: [{ test_id: testId }] }),
    });
    const pending = (await started.json()) as { id: string; test_runs: Array<{ status: string }> };
    expect(pending.test_runs.map((testRun) => testRun.status)).toEqual(['pending']);
    const done = await (await fetch(`${api}/test-invocations/${pending.id}`, { headers })).json();
    expect(parseStrict('GetTestSuiteInvocationResponseModel', done)).toEqual([]);
    const refused = await fetch(`${api}/agents/${agentId}/run-tests`, {
      method: 'POST',
      headers,
      body: '{"tests":[{"id":"x"}]}',
    });
    expect(refused.status).toBe(422);
  });

  it('fails a test whose expected tool the agent no longer has, and says which', async () => {
    await push();
    const flow = flowExpectingTool(dir);
    const expecting = flow.demo.agent!.tests.filter((test) => test.expectTool);
    const before = await run(flow.slug);
    expect(runOutcome(before.flows)).toBe('not judged');
    const agentId = before.flows[0]!.agentId!;
    const agent = await sdk.conversationalAi.agents.get(agentId);
    const prompt = agent.conversationConfig.agent?.prompt;
    await sdk.conversationalAi.agents.update(agentId, {
      conversationConfig: { agent: { prompt: { prompt: prompt?.prompt ?? '', toolIds: [] } } },
    });
    const { flows } = await run(flow.slug);
    expect(runOutcome(flows)).toBe('failed');
    const failed = flows[0]!.runs.filter((test) => test.status === 'failed');
    expect(failed.map((test) => test.name)).toEqual(expecting.map((test) => `${flow.slug}: ${test.name}`));
    expect(failed[0]!.messages).toContain(
      `[FAIL] tool: the agent cannot call ${expecting[0]!.expectTool}: it has no tools`,
    );
  });

  it('refuses, at file:line:col, a test that expects a tool removed from the YAML', () => {
    const flow = flowExpectingTool(dir);
    const tools = /\n {4}tools:\n(?: {6}.*\n)+/.exec(loadSource(dir, flow.file))![0];
    edit(dir, flow.file, tools, '\n');
    expect(problemsIn(dir)).toMatch(
      new RegExp(
        `industries/${flow.file}:\\d+:\\d+ demo\\.agent\\.tests\\[\\d\\]\\.expectTool: The agent cannot call \\w+: it has no tools`,
      ),
    );
  });
});

describe('test and analysis mistakes', () => {
  it('says what is wrong with a key, a type and a tool name, at their lines', () => {
    const dir = copyContent();
    const flow = flowExpectingTool(dir);
    const [key] = Object.keys(flow.demo.agent!.collect);
    const source = loadSource(dir, flow.file);
    edit(dir, flow.file, `\n      ${key}:\n`, '\n      Need:\n');
    const file = `industries/${flow.file}`;
    // Reported at the field's block, the line under the key; a wrong key shows once the block is otherwise
    // right, so the two kinds of mistake go in two copies.
    expect(problemsIn(dir)).toContain(
      `${file}:${lineOf(source, `      ${key}:`) + 1}:9 demo.agent.collect.Need: "Need" is not a snake_case key: write lower-case letters, digits and _, starting with a letter, e.g. booked_visit`,
    );
    const again = copyContent();
    edit(again, flow.file, `\n      ${key}:\n        type: `, `\n      ${key}:\n        type: text\n        x: `);
    edit(again, flow.file, 'expectTool: show_booking_link', 'expectTool: show_booking');
    const problems = problemsIn(again);
    expect(problems).toMatch(
      new RegExp(
        `${file}:\\d+:15 demo\\.agent\\.collect\\.${key}\\.type: Expected one of: "string", "boolean", "integer", "number"; got text "text"`,
      ),
    );
    expect(problems).toMatch(
      new RegExp(
        `${file}:\\d+:21 demo\\.agent\\.tests\\[\\d\\]\\.expectTool: Expected one of: "show_booking_link", "find_meeting_times", "book_meeting"; got text "show_booking"`,
      ),
    );
  });
});

/** The 1-based line of the first line that starts with a text. */
const lineOf = (source: string, start: string) => source.split('\n').findIndex((line) => line.startsWith(start)) + 1;

describe('request bodies', () => {
  const { flows } = loadFlows(process.cwd(), fixtureSite());

  it.each(flows.filter((flow) => flow.demo.agent).map((flow) => [flow.slug, flow] as const))(
    '%s: the agent, its tests and a run match the SDK serialisers',
    (_slug, flow) => {
      const toolIds = flow.demo.agent!.tools.map((tool) => `tool_${tool.name}`);
      const config = deriveAgentConfig(flow, toolIds)!;
      const wireAgent = toWire('BodyCreateAgentV1ConvaiAgentsCreatePost', config);
      expect(refusedBody('createAgent', wireAgent)).toBeNull();
      const platform = wireAgent.platform_settings as Record<string, any>;
      // Tools are records of their own, listed by id: never inline (refused since 2025-07-23).
      expect(wireAgent.conversation_config.agent.prompt).not.toHaveProperty('tools');
      expect(wireAgent.conversation_config.agent.prompt.tool_ids).toEqual(toolIds);
      const tools = toolRequests(flow.demo.agent!).map((request) => toWire('ToolRequestModel', request));
      for (const tool of tools) expect(refusedBody('createTool', tool)).toBeNull();
      expect(tools.map((tool) => [tool.tool_config.type, tool.tool_config.name])).toEqual(
        flow.demo.agent!.tools.map((tool) => ['client', tool.name]),
      );
      for (const criterion of platform.evaluation.criteria) {
        expect(Object.keys(criterion).sort()).toEqual(['conversation_goal_prompt', 'id', 'name', 'type']);
      }
      expect(Object.keys(platform.data_collection)).toEqual(Object.keys(flow.demo.agent!.collect));
      for (const request of flowTestRequests(flow)) {
        const wire = toWire('TestsCreateRequestBody', { type: 'simulation', ...request });
        expect(refusedBody('createTest', wire)).toBeNull();
        expect(wire.success_conditions.length).toBeGreaterThan(0);
        expect(wire.simulation_scenario).toMatch(/^Who you are: /);
      }
      const expectsTool = flow.demo.agent!.tests.filter((test) => test.expectTool);
      for (const test of expectsTool) {
        const request = flowTestRequests(flow).find((r) => r.name.endsWith(test.name))!;
        expect(request.successConditions).toContain(toolCondition(test.expectTool!));
      }
      expect(
        refusedBody('runTests', toWire('RunAgentTestsRequestModel', { tests: [{ testId: 'test_1' }] })),
      ).toBeNull();
    },
  );

  it('refuses what the service would: an unknown key, a wrong type, a missing name', () => {
    expect(refusedBody('createTest', { type: 'simulation', name: 'x', success_conditions: ['ok'], turns: 3 })).toEqual({
      detail: [{ type: 'value_error', loc: ['body', 'turns'], msg: 'Unexpected key "turns"' }],
    });
    expect(refusedBody('createTest', { type: 'simulation', name: 'x', simulation_max_turns: 'ten' })).not.toBeNull();
    expect(refusedBody('createTest', { type: 'simulation', success_conditions: ['ok'] })).not.toBeNull();
    expect(
      refusedBody('updateAgent', {
        platform_settings: { data_collection: { need: { type: 'text', description: 'x' } } },
      }),
    ).not.toBeNull();
  });
});

describe('AUTHORING.md', () => {
  it('accepts the tests example as part of the agent example, and it names a tool the agent has', () => {
    const guide = readFileSync('AUTHORING.md', 'utf8');
    const block = (name: string) =>
      (
        parseYaml(new RegExp(`^\`\`\`yaml example=${name}\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(guide)![1]!) as {
          agent: Record<string, unknown>;
        }
      ).agent;
    const result = AgentSchema.safeParse({ ...block('agent'), ...block('agent-tests') });
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data!.tests[0]!.expectTool).toBe(result.data!.tools[0]!.name);
  });
});
