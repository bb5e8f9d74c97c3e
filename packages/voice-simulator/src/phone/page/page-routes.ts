/**
 * The local phone, `/__sim/phone`: the page, its script and style, the SDK's browser bundle, and the JSON the
 * page (and tests) drive it with. Like every `/__sim/` path it answers this machine only (local-services.ts).
 * The routes are listed in the package's README.md ("The local phone").
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PhoneCalls, PhoneSettings, SimPhoneCall } from '../calls.ts';
import { settle } from '../call-conversation.ts';
import { PHONE_PAGE_CSS, PHONE_PAGE_HTML } from './page-html.ts';
import { pageModule } from './page-script.ts';

export const PHONE_PAGE_PATH = '/__sim/phone';

export interface PhonePageDeps {
  calls: PhoneCalls;
  /** A signed, single-use link for this conversation id, or null when the agent is gone. */
  signedUrl(agentId: string, httpBase: string, extraQuery: Record<string, string>): string | null;
}

/** The SDK's self-contained browser build (its package's `unpkg` entry), read once. */
let sdkBundle: Buffer | null = null;
function elevenLabsClientBundle(): Buffer {
  const entry = createRequire(import.meta.url).resolve('@elevenlabs/client');
  sdkBundle ??= readFileSync(join(dirname(entry), 'lib.iife.js'));
  return sdkBundle;
}

/** What the page shows of a call. */
function callView(call: SimPhoneCall) {
  settle(call);
  const session = call.session?.status;
  const state =
    call.phase === 'ringing'
      ? 'ringing'
      : call.phase === 'ended'
        ? 'ended'
        : session === 'open'
          ? 'in-progress'
          : 'connecting';
  return {
    conversationId: call.conversationId,
    toNumber: call.toNumber,
    agentNumber: call.agentNumber,
    label: call.label,
    agentId: call.agentId,
    state,
    outcome: call.outcome,
    placedAt: new Date(call.placedAt).toISOString(),
    ringTimeoutMs: call.ringTimeoutMs,
  };
}

function readSettings(body: Record<string, unknown>): Partial<PhoneSettings> | string {
  const patch: Partial<PhoneSettings> = {};
  if ('busy' in body) {
    if (typeof body.busy !== 'boolean') return '"busy" must be true or false.';
    patch.busy = body.busy;
  }
  if ('ringTimeoutMs' in body) {
    const ms = body.ringTimeoutMs;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 100 || ms > 600_000) {
      return '"ringTimeoutMs" must be a whole number of milliseconds from 100 to 600000.';
    }
    patch.ringTimeoutMs = ms;
  }
  return patch;
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const parts: Buffer[] = [];
  for await (const part of req as AsyncIterable<Buffer>) parts.push(part);
  const text = Buffer.concat(parts).toString('utf8').trim();
  try {
    const value: unknown = text === '' ? {} : JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

async function route(deps: PhonePageDeps, req: IncomingMessage, path: string): Promise<[number, unknown]> {
  const method = req.method ?? 'GET';
  const { calls } = deps;
  if (path === '/calls' && method === 'GET') return [200, calls.list().map(callView)];
  if (path === '/calls' && method === 'DELETE') {
    for (const call of calls.list()) calls.forget(call.conversationId);
    return [200, { ok: true }];
  }
  if (path === '/settings') {
    if (method === 'GET') return [200, calls.settings()];
    if (method === 'DELETE') return [200, calls.setSettings(null)];
    if (method === 'PUT') {
      const body = await jsonBody(req);
      const patch = body ? readSettings(body) : 'Send a JSON object, e.g. {"busy":true}.';
      if (typeof patch === 'string') return [400, { error: patch }];
      return [200, calls.setSettings(patch)];
    }
  }
  const match = /^\/calls\/([^/]+)\/(answer|decline|ring-out)$/.exec(path);
  if (match && method === 'POST') {
    const id = decodeURIComponent(match[1]!);
    const call = calls.get(id);
    if (!call) return [404, { error: `No call with id "${id}".` }];
    if (match[2] !== 'answer') {
      const ended = match[2] === 'decline' ? calls.decline(id) : calls.ringOut(id);
      return ended ? [200, { ok: true }] : [409, { error: `Call "${id}" no longer rings.` }];
    }
    if (!calls.answer(id)) return [409, { error: `Call "${id}" no longer rings.` }];
    // Phone calls run no client tools (there is no page to run them), and the phone talks in text.
    const signedUrl = deps.signedUrl(call.agentId, `http://${req.headers.host ?? '127.0.0.1'}`, {
      conversation_id: id,
      sim_tool_call: '0',
      sim_interruption: '0',
    });
    if (!signedUrl) {
      calls.fail(id);
      return [409, { error: `Agent ${call.agentId} no longer exists: the call failed.` }];
    }
    return [200, { signedUrl }];
  }
  return [404, { error: `Unknown phone control ${method} ${PHONE_PAGE_PATH}${path}.` }];
}

const ASSETS: Record<string, [string, () => string | Buffer]> = {
  '': ['text/html; charset=utf-8', () => PHONE_PAGE_HTML],
  '/phone.js': ['text/javascript; charset=utf-8', () => pageModule('phone')],
  '/call-view.js': ['text/javascript; charset=utf-8', () => pageModule('call-view')],
  '/phone.css': ['text/css; charset=utf-8', () => PHONE_PAGE_CSS],
  '/elevenlabs-client.js': ['text/javascript; charset=utf-8', elevenLabsClientBundle],
};

/** Handles `/__sim/phone` and below; false for any other URL. */
export function handlePhonePage(deps: PhonePageDeps, req: IncomingMessage, res: ServerResponse): boolean {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname !== PHONE_PAGE_PATH && !pathname.startsWith(`${PHONE_PAGE_PATH}/`)) return false;
  const path = pathname.slice(PHONE_PAGE_PATH.length).replace(/\/+$/, '');
  const asset = ASSETS[path];
  if (asset && (req.method === 'GET' || req.method === 'HEAD')) {
    const host = req.headers.host ?? '127.0.0.1';
    res.writeHead(200, {
      'content-type': asset[0],
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // Its own scripts and style, the simulator's API and WebSocket on this host; nothing else.
      'content-security-policy': `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self' ws://${host}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    });
    res.end(req.method === 'HEAD' ? undefined : asset[1]());
    return true;
  }
  const send = (status: number, body: unknown) =>
    res
      .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      .end(JSON.stringify(body));
  route(deps, req, path).then(
    ([status, body]) => send(status, body),
    (error: unknown) => send(500, { error: error instanceof Error ? error.message : String(error) }),
  );
  return true;
}
