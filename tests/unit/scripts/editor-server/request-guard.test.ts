// The dev editor's API refuses other sites: a cross-site page must not create, preview,
// discard or save industry files. Drives the plugin's real middleware over HTTP with a fake dev server.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite } from '../../fixture-site.ts';
import { editorPlugin } from '../../../../scripts/editor-server/plugin.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const PEER_HEADER = 'x-test-peer-address';
const ROOT = join(import.meta.dirname, '../../../..');
let dir: string;
let contentDir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'editor-guard-'));
  contentDir = join(dir, 'industries');
  cpSync(fixtureSite(ROOT), contentDir, { recursive: true });
  let middleware: Middleware | undefined;
  const api = { root: () => dir, contentDir: () => contentDir, setUnsaved: () => {} };
  const fakeServer = {
    config: { plugins: [{ name: 'site-content', api }] },
    middlewares: { use: (fn: Middleware) => (middleware = fn) },
    watcher: { emit: () => {} },
    transformIndexHtml: async (_url: string, html: string) => html,
  };
  const plugin = editorPlugin() as { configureServer: (server: unknown) => void };
  plugin.configureServer(fakeServer);
  // A LAN peer, for the test only: this wrapper (not the plugin) reports the named address as the
  // socket's, as a machine on the network would appear with HOST=0.0.0.0.
  server = http.createServer((req, res) => {
    const peer = req.headers[PEER_HEADER];
    // Sockets are kept alive between requests: an own property set for one request is removed for the next.
    if (typeof peer === 'string')
      Object.defineProperty(req.socket, 'remoteAddress', { value: peer, configurable: true });
    else delete (req.socket as { remoteAddress?: string }).remoteAddress;
    middleware!(req, res, () => res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const post = (slug: string, headers: Record<string, string>) =>
  fetch(`${base}/__editor/api/new`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ slug, displayName: 'Pwned' }),
  });

describe('the editor API guard', () => {
  it.each([
    ['a cross-site text/plain POST', { 'Content-Type': 'text/plain', Origin: 'http://evil.example' }, 403],
    ['a cross-site JSON POST', { 'Content-Type': 'application/json', Origin: 'http://evil.example' }, 403],
    [
      'Sec-Fetch-Site cross-site',
      { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site', Origin: 'http://127.0.0.1' },
      403,
    ],
    ['an opaque origin', { 'Content-Type': 'application/json', Origin: 'null' }, 403],
    [
      'a same-origin form POST',
      { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
      415,
    ],
  ])('refuses %s and writes no file', async (_name, headers, status) => {
    const response = await post('pwned', headers);
    expect(response.status).toBe(status);
    expect(existsSync(join(contentDir, 'pwned.yaml'))).toBe(false);
  });

  it.each(['192.168.1.20', '10.0.0.7', 'fe80::1', '::ffff:192.168.1.20'])(
    'refuses a peer at %s even with a loopback Host and same-origin headers',
    async (peer) => {
      const response = await post('lan-pwned', {
        'Content-Type': 'application/json',
        'Sec-Fetch-Site': 'same-origin',
        Origin: base,
        [PEER_HEADER]: peer,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: `The editor answers only this machine, not ${peer}.` });
      expect(existsSync(join(contentDir, 'lan-pwned.yaml'))).toBe(false);
    },
  );

  it('still creates an industry for the editor page itself (same-origin JSON)', async () => {
    const origin = base;
    const response = await post('pet-care', {
      'Content-Type': 'application/json',
      'Sec-Fetch-Site': 'same-origin',
      Origin: origin,
    });
    expect(response.status).toBe(200);
    expect(existsSync(join(contentDir, 'pet-care.yaml'))).toBe(true);
  });
});
