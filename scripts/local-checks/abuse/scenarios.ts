// The attacks of issue 28 that are not plain floods: many addresses sending unsolved calls before a real
// visitor, a spliced and a replayed captcha (with the backend's captcha clock moved), and a cross-site
// write to the dev editor. Each check says what a safe stack answers and what this one did.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sampleDemoRequest } from '../../../supabase/functions/_shared/leads/lead-columns.ts';
import { editorPlugin } from '../../editor-server/plugin.ts';
import { forgedForwardedFor, loopback, request, solvedPayload } from './client.ts';
import { ABUSE_ENDPOINTS, SITE_ORIGIN, type Call } from './endpoints.ts';

export interface Check {
  name: string;
  expected: string;
  got: string;
  ok: boolean;
}

export interface ScenarioContext {
  base: string;
  /** Moves the backend's captcha clock, in seconds from now. */
  setClockOffset(seconds: number): Promise<void>;
  /** Sends one call as the runner does (solving a captcha when asked); returns the status. */
  send(call: Call, address: string, forged?: string): Promise<number>;
}

const json = { 'Content-Type': 'application/json', Origin: SITE_ORIGIN };
/** A Book a Demo body every guarded endpoint accepts, for the scripted callers. */
export const demo = sampleDemoRequest({ name: 'Replay Bot', aiHelp: 'Replay' });

/** 40 addresses send 10 unsolved calls each to every endpoint, then a real visitor from a fresh address. */
export async function unsolvedFloodThenVisitor(context: ScenarioContext): Promise<Check[]> {
  const checks: Check[] = [];
  for (const [index, endpoint] of ABUSE_ENDPOINTS.entries()) {
    const senders = Array.from({ length: 40 }, (_, n) => loopback(100 + index, n));
    await Promise.all(
      senders.map(async (address, n) => {
        for (let i = 0; i < 10; i++)
          await context.send({ ...endpoint.flood(i), captcha: false }, address, forgedForwardedFor(n * 10 + i));
      }),
    );
    const visitor = loopback(150 + index, 1);
    const statuses: number[] = [];
    for (const call of endpoint.visitor()) statuses.push(await context.send(call, visitor));
    const ok = statuses.every((status) => status >= 200 && status < 300);
    checks.push({
      name: `400 unsolved calls from 40 addresses, then a visitor: ${endpoint.name}`,
      expected: 'visitor 2xx',
      got: statuses.join(', '),
      ok,
    });
  }
  return checks;
}

/** A spliced payload, a replay inside the spent window, and a replay after the old 300 s window. */
export async function captchaReplays(context: ScenarioContext): Promise<Check[]> {
  const address = loopback(200, 1);
  const post = (payload: string) =>
    request(context.base, address, '/functions/v1/send-demo-request', {
      method: 'POST',
      headers: { ...json, 'X-Altcha': payload, 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify(demo),
    });
  const payload = (await solvedPayload(context.base, address, SITE_ORIGIN))!;
  const solution = JSON.parse(atob(payload)) as { salt: string; number: number };
  const digits = String(solution.number);
  const spliced = btoa(
    JSON.stringify({ ...solution, salt: solution.salt + digits[0], number: Number(digits.slice(1) || '0') }),
  );
  const first = await post(payload);
  const splicedAnswer = await post(spliced);
  await context.setClockOffset(200);
  const inside = await post(payload);
  await context.setClockOffset(301);
  const after = await post(payload);
  await context.setClockOffset(3600 * 24 * 365);
  const year = await post(payload);
  await context.setClockOffset(0);
  const error = (answer: { status: number; body: string }) =>
    `${answer.status} ${(JSON.parse(answer.body || '{}') as { error?: string }).error ?? ''}`.trim();
  return [
    { name: 'captcha: first use of a solved payload', expected: '200', got: error(first), ok: first.status === 200 },
    {
      name: 'captcha: a digit of number spliced into the salt',
      expected: '403',
      got: error(splicedAnswer),
      ok: splicedAnswer.status === 403,
    },
    { name: 'captcha: replay 200 s later', expected: '403', got: error(inside), ok: inside.status === 403 },
    {
      name: 'captcha: replay 301 s later (after the old window)',
      expected: '403',
      got: error(after),
      ok: after.status === 403,
    },
    { name: 'captcha: replay a year later', expected: '403', got: error(year), ok: year.status === 403 },
  ];
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The dev editor's API on a copy of industries/: a cross-site text/plain POST to /__editor/api/new. */
export async function crossSiteEditorWrite(): Promise<Check[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'abuse-editor-'));
  const contentDir = path.join(dir, 'industries');
  cpSync(path.resolve('industries'), contentDir, { recursive: true });
  let middleware: Middleware | undefined;
  const api = { root: () => dir, contentDir: () => contentDir, setUnsaved: () => {} };
  const plugin = editorPlugin() as { configureServer: (server: unknown) => void };
  plugin.configureServer({
    config: { plugins: [{ name: 'site-content', api }] },
    middlewares: { use: (fn: Middleware) => (middleware = fn) },
    watcher: { emit: () => {} },
    transformIndexHtml: async (_url: string, html: string) => html,
  });
  const server = http.createServer((req, res) => middleware!(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const checks: Check[] = [];
    for (const [label, type] of [
      ['text/plain', 'text/plain'],
      ['JSON', 'application/json'],
    ] as const) {
      const answer = await request(base, '127.0.0.1', '/__editor/api/new', {
        method: 'POST',
        headers: { 'Content-Type': type, Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' },
        body: JSON.stringify({ slug: 'pwned', displayName: 'Pwned' }),
      });
      const written = existsSync(path.join(contentDir, 'pwned.yaml'));
      checks.push({
        name: `editor: cross-site ${label} POST /__editor/api/new`,
        expected: '403, no file',
        got: `${answer.status}, ${written ? 'pwned.yaml WRITTEN' : 'no file'}`,
        ok: answer.status === 403 && !written,
      });
    }
    return checks;
  } finally {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}
