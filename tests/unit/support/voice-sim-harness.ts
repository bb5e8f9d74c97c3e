/**
 * Shared test harness: a real HTTP server with the simulator mounted the way
 * the app server mounts it, plus a small ws client that buffers messages so
 * tests can wait for "the next message of type X" without races.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { createVoiceSimulator, type VoiceSimulator, type VoiceSimulatorOptions } from '@harbourline/voice-simulator';
import type { ServerMessage } from '@harbourline/voice-simulator';
import type { SimSessionRecord } from '@harbourline/voice-simulator';

/** Fast timings so a full scripted conversation takes well under a second. */
export const FAST_TIMING = {
  greetingDelayMs: 20,
  replyDelayMs: 20,
  pingIntervalMs: 10_000,
  firstUserTurnAfterAudioMs: 200,
  userTurnEveryAudioMs: 400,
  maxAudioReplies: 2,
  interruptionDelayMs: 30,
  toolCallDelayMs: 60,
  initTimeoutMs: 2_000,
  agentAudioMs: 1000,
  audioChunkMs: 200,
} satisfies VoiceSimulatorOptions['timing'];

export interface Harness {
  sim: VoiceSimulator;
  baseUrl: string;
  wsUrl(query?: string): string;
  control(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }>;
  latest(): SimSessionRecord;
  stop(): Promise<void>;
}

export async function startHarness(options: VoiceSimulatorOptions = {}): Promise<Harness> {
  const sim = createVoiceSimulator({ ...options, timing: { ...FAST_TIMING, ...options.timing } });
  const server: Server = createServer((req, res) => {
    if (!sim.handle(req, res)) {
      res.writeHead(404);
      res.end();
    }
  });
  server.on('upgrade', (req, socket, head) => {
    if (!sim.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    sim,
    baseUrl,
    wsUrl: (query = 'agent_id=agent_test') => `ws://127.0.0.1:${port}/v1/convai/conversation?${query}`,
    async control(method, path, body) {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    latest() {
      const record = sim.sessions().at(-1);
      if (!record) throw new Error('no session recorded');
      return record;
    },
    async stop() {
      await sim.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A ws client that buffers parsed server messages and the close event. */
export class TestClient {
  readonly messages: ServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];
  readonly ws: WebSocket;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()) as ServerMessage);
      this.notify();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static async connect(url: string, protocols: string[] = ['convai']): Promise<TestClient> {
    const ws = new WebSocket(url, protocols);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new TestClient(ws);
  }

  send(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }

  init(dynamicVariables: Record<string, string> = { caller_name: 'Jane' }, textOnly?: boolean): void {
    this.send({
      type: 'conversation_initiation_client_data',
      dynamic_variables: dynamicVariables,
      ...(textOnly === undefined ? {} : { conversation_config_override: { conversation: { text_only: textOnly } } }),
    });
  }

  ofType<T extends ServerMessage['type']>(type: T): Array<Extract<ServerMessage, { type: T }>> {
    return this.messages.filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type);
  }

  /** Resolves once `count` messages of `type` have arrived (counting earlier ones). */
  async waitFor<T extends ServerMessage['type']>(type: T, count = 1, timeoutMs = 2000) {
    await this.until(() => this.ofType(type).length >= count, `${count} × ${type}`, timeoutMs);
    return this.ofType(type);
  }

  async until(predicate: () => boolean, what: string, timeoutMs = 2000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(remaining, 50));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/** Polls until the predicate holds (for state that only the server sees). */
export async function eventually(predicate: () => boolean, what: string, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** `ms` of silent 16 kHz 16-bit PCM as a user_audio_chunk message. */
export function micChunk(ms: number): { user_audio_chunk: string } {
  return { user_audio_chunk: Buffer.alloc(ms * 32).toString('base64') };
}
