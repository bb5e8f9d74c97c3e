/**
 * ElevenLabs' agent-testing API, locally, beside the agents API: create, read, update and delete tests,
 * run an agent's tests and poll the invocation, on the paths and in the JSON `@elevenlabs/elevenlabs-js`
 * 2.73 uses (`conversationalAi.tests`, `agents.runTests`, `tests.invocations.get`). Bodies are checked
 * with the SDK's serialisers; runs use the offline runner (simulation-test-run.ts). Tests live in memory beside
 * the simulator's agent store: after a restart, `npm run agents:push` creates them again.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimAgentStore } from './agent-store.ts';
import { missingApiKey } from '../contract/agents-api-checks.ts';
import { isObject, type Json } from './json-object.ts';
import { refusedBody, type WireModel } from '../contract/sdk-bodies.ts';
import { runSimulationTest } from '../agent/simulation-test-run.ts';

const PREFIX = '/__sim/elevenlabs';
const MAX_BODY_BYTES = 1024 * 1024;

interface TestsState {
  tests: Map<string, Json>;
  invocations: Map<string, { pending: Json; done: Json }>;
}
const states = new WeakMap<SimAgentStore, TestsState>();
function stateOf(store: SimAgentStore): TestsState {
  let state = states.get(store);
  if (!state) states.set(store, (state = { tests: new Map(), invocations: new Map() }));
  return state;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(13).toString('hex')}`;

class Refusal extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}
const missing = (what: string, id: string) =>
  new Refusal(404, { detail: { status: `${what}_not_found`, message: `${what} ${id} not found.` } });

async function readJson(req: IncomingMessage, model: WireModel): Promise<Json> {
  let size = 0;
  const parts: Buffer[] = [];
  for await (const part of req as AsyncIterable<Buffer>) {
    if ((size += part.length) > MAX_BODY_BYTES) throw new Refusal(413, { detail: 'Request body too large' });
    parts.push(part);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(parts).toString('utf8') || 'null');
  } catch {
    body = null;
  }
  if (!isObject(body)) {
    throw new Refusal(422, {
      detail: [{ type: 'dict_type', loc: ['body'], msg: 'Input should be a valid dictionary' }],
    });
  }
  const refused = refusedBody(model, body);
  if (refused) throw new Refusal(422, refused);
  return body;
}

async function route(store: SimAgentStore, req: IncomingMessage, path: string): Promise<[number, unknown] | null> {
  const method = req.method ?? 'GET';
  const state = stateOf(store);
  if (path === '/v1/convai/agent-testing/create' && method === 'POST') {
    const body = await readJson(req, 'createTest');
    const id = newId('test');
    state.tests.set(id, body);
    return [200, { id }];
  }
  const testMatch = /^\/v1\/convai\/agent-testing\/([^/]+)$/.exec(path);
  if (testMatch && ['GET', 'PUT', 'DELETE'].includes(method)) {
    const id = decodeURIComponent(testMatch[1]!);
    const test = state.tests.get(id);
    if (!test) throw missing('test', id);
    if (method === 'DELETE') return (state.tests.delete(id), [200, {}]);
    if (method === 'PUT') state.tests.set(id, await readJson(req, 'updateTest'));
    return [200, { ...state.tests.get(id), id }];
  }
  const runMatch = /^\/v1\/convai\/agents\/([^/]+)\/run-tests$/.exec(path);
  if (runMatch && method === 'POST') {
    const agentId = decodeURIComponent(runMatch[1]!);
    const agent = store.get(agentId);
    if (!agent)
      throw new Refusal(404, { detail: { status: 'agent_not_found', message: `Agent ${agentId} not found.` } });
    const body = await readJson(req, 'runTests');
    const invocationId = newId('suite');
    const runs = (body.tests as Json[]).map((entry) => {
      const testId = String(entry.test_id);
      const test = state.tests.get(testId);
      if (!test) throw missing('test', testId);
      const base = {
        test_run_id: newId('run'),
        test_invocation_id: invocationId,
        agent_id: agentId,
        test_id: testId,
        test_name: String(test.name),
        last_updated_at_unix: Math.floor(Date.now() / 1000),
      };
      return {
        pending: { ...base, status: 'pending' },
        done: { ...base, ...runSimulationTest(agent, test, store.tools) },
      };
    });
    const invocation = (which: 'pending' | 'done') => ({
      id: invocationId,
      agent_id: agentId,
      created_at: Math.floor(Date.now() / 1000),
      test_runs: runs.map((run) => run[which]),
    });
    // The service answers at once with pending runs; the poll that follows finds them finished.
    state.invocations.set(invocationId, { pending: invocation('pending'), done: invocation('done') });
    return [200, invocation('pending')];
  }
  const invocationMatch = /^\/v1\/convai\/test-invocations\/([^/]+)$/.exec(path);
  if (invocationMatch && method === 'GET') {
    const id = decodeURIComponent(invocationMatch[1]!);
    const invocation = state.invocations.get(id);
    if (!invocation) throw missing('test_invocation', id);
    return [200, invocation.done];
  }
  return null;
}

/** Handles the testing paths under /__sim/elevenlabs; returns false for any other request. */
export function handleTestsApi(store: SimAgentStore, req: IncomingMessage, res: ServerResponse): boolean {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith(`${PREFIX}/`)) return false;
  const path = url.pathname.slice(PREFIX.length).replace(/\/+$/, '');
  if (!/^\/v1\/convai\/(agent-testing|test-invocations)(\/|$)|^\/v1\/convai\/agents\/[^/]+\/run-tests$/.test(path)) {
    return false;
  }
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const unauthorized = missingApiKey(req);
  if (unauthorized) {
    send(unauthorized.status, unauthorized.body);
    return true;
  }
  route(store, req, path).then(
    (answer) => (answer ? send(...answer) : send(405, { detail: 'Method Not Allowed' })),
    (error: unknown) =>
      error instanceof Refusal
        ? send(error.status, error.body)
        : send(500, { detail: error instanceof Error ? error.message : String(error) }),
  );
  return true;
}
