/**
 * Plain-HTTP test controls under `/__sim/`. Tests drive the simulator with
 * fetch while a real browser holds the WebSocket, so every response is JSON
 * and every failure says what to do.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isSendableCloseCode, readBehaviour, type SimBehaviour } from '../conversation/behaviour.ts';
import type { SimSessionRecord } from '../conversation/session-record.ts';
import type { SimSession } from '../conversation/session.ts';

export const CONTROL_PREFIX = '/__sim/';
const MAX_BODY_BYTES = 64 * 1024;

/** What the controls need from the simulator. */
export interface SimControlTarget {
  records(): SimSessionRecord[];
  clear(): void;
  /** Session by id, or the newest one for `latest`. */
  find(idOrLatest: string): SimSession | undefined;
  behaviour(): SimBehaviour;
  setBehaviour(patch: Partial<SimBehaviour> | null): void;
}

class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  let size = 0;
  const parts: Buffer[] = [];
  for await (const part of req as AsyncIterable<Buffer>) {
    size += part.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, `Body is larger than ${MAX_BODY_BYTES} bytes.`);
    parts.push(part);
  }
  const text = Buffer.concat(parts).toString('utf8').trim();
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Body is not valid JSON. Send a JSON object, e.g. {"code":1000}.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'Body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

function openSession(target: SimControlTarget, id: string): SimSession {
  const session = target.find(id);
  if (!session) {
    throw new HttpError(
      404,
      id === 'latest' ? 'No sessions yet. Connect a client first.' : `No session with id "${id}".`,
    );
  }
  if (!session.isOpen) {
    throw new HttpError(
      409,
      `Session "${session.record.id}" is ${session.record.status}; only open sessions can be driven.`,
    );
  }
  return session;
}

async function route(target: SimControlTarget, req: IncomingMessage, path: string): Promise<[number, unknown]> {
  const method = req.method ?? 'GET';
  if (path === 'sessions') {
    if (method === 'GET') return [200, target.records()];
    if (method === 'DELETE') {
      target.clear();
      return [200, { ok: true }];
    }
  }
  if (path === 'behaviour') {
    if (method === 'GET') return [200, target.behaviour()];
    if (method === 'DELETE') {
      target.setBehaviour(null);
      return [200, target.behaviour()];
    }
    if (method === 'PUT') {
      const body = await readJsonObject(req);
      const { patch, errors } = readBehaviour((key) => body[key]);
      if (errors.length > 0) throw new HttpError(400, `Invalid behaviour fields: ${errors.join(', ')}.`);
      target.setBehaviour(patch);
      return [200, target.behaviour()];
    }
  }
  const match = /^sessions\/([^/]+)(?:\/(close|say|tool-call|silence|agent-tool|admit))?$/.exec(path);
  if (match) {
    const id = decodeURIComponent(match[1]!);
    const action = match[2];
    if (!action && method === 'GET') {
      const session = target.find(id);
      if (!session) throw new HttpError(404, `No session with id "${id}".`);
      return [200, session.record];
    }
    // A held call starts now, as when a slot frees (a test checks the queued state, then needs no wait).
    if (action === 'admit' && method === 'POST') {
      const session = target.find(id);
      if (session?.record.status !== 'queued') throw new HttpError(409, `Session "${id}" is not in a queue.`);
      session.admitFromQueue();
      return [200, { ok: true, id: session.record.id }];
    }
    if (action && method === 'POST') {
      const body = await readJsonObject(req);
      const session = openSession(target, id);
      if (action === 'close') {
        const code = body.code ?? 1000;
        if (!isSendableCloseCode(code)) {
          throw new HttpError(400, 'Invalid "code": use 1000, 1001-1003, 1007-1014 or 3000-4999.');
        }
        const reason = typeof body.reason === 'string' ? body.reason : '';
        session.close(code, reason);
        // The reason actually sent, after fitting it into a close frame.
        return [200, { ok: true, id: session.record.id, code, reason: session.record.close?.reason ?? reason }];
      }
      if (action === 'say') {
        if (typeof body.text !== 'string' || body.text.trim() === '') {
          throw new HttpError(400, 'Missing "text": send {"text":"what the agent should say"}.');
        }
        session.say(body.text);
        return [200, { ok: true, id: session.record.id }];
      }
      if (action === 'silence') {
        session.silence();
        return [200, { ok: true, id: session.record.id }];
      }
      const toolName = typeof body.toolName === 'string' ? body.toolName : undefined;
      if (action === 'agent-tool') {
        const durationMs = typeof body.durationMs === 'number' && body.durationMs >= 0 ? body.durationMs : undefined;
        const toolCallId = session.sendAgentTool(toolName, durationMs, body.isError === true);
        return [200, { ok: true, id: session.record.id, toolCallId }];
      }
      const parameters =
        typeof body.parameters === 'object' && body.parameters !== null
          ? (body.parameters as Record<string, unknown>)
          : undefined;
      const toolCallId = session.sendToolCall(toolName, parameters);
      return [200, { ok: true, id: session.record.id, toolCallId }];
    }
  }
  throw new HttpError(
    404,
    `Unknown simulator control ${method} /__sim/${path}. See packages/voice-simulator/README.md.`,
  );
}

/** Handles a `/__sim/*` request; returns false for any other URL. */
export function handleControlRequest(target: SimControlTarget, req: IncomingMessage, res: ServerResponse): boolean {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (!pathname.startsWith(CONTROL_PREFIX)) return false;
  const path = pathname.slice(CONTROL_PREFIX.length).replace(/\/+$/, '');
  route(target, req, path).then(
    ([status, body]) => sendJson(res, status, body),
    (error: unknown) => {
      if (error instanceof HttpError) sendJson(res, error.status, { error: error.message });
      else sendJson(res, 500, { error: error instanceof Error ? error.message : String(error) });
    },
  );
  return true;
}
