// @vitest-environment node
// check:live reads the ElevenLabs API once more when a read failed before any answer (a reset connection), and
// says why when the second read fails too; it never repeats a request that is not a read.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAgain } from '../../../../../scripts/ops/check-live/agents.ts';

describe('check:live, reading the API again after a dropped connection', () => {
  let server: Server;
  let url: string;
  let drops: number;
  let seen: number;
  beforeEach(async () => {
    seen = 0;
    server = createServer((req, res) => {
      seen += 1;
      if (seen <= drops) req.socket.destroy();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/convai/agents/x`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers a GET whose first connection was reset', async () => {
    drops = 1;
    const response = await readAgain(url, { method: 'GET' });
    expect(await response.json()).toEqual({ ok: true });
    expect(seen).toBe(2);
  });

  it('gives up after the second reset, naming the cause', async () => {
    drops = 2;
    await expect(readAgain(url, { method: 'GET' })).rejects.toThrow(/^fetch failed: \S/);
  });

  it('does not repeat a POST', async () => {
    drops = 1;
    await expect(readAgain(url, { method: 'POST', body: '{}' })).rejects.toThrow('fetch failed');
    expect(seen).toBe(1);
  });
});
