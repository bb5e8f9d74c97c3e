// @vitest-environment node
// The local backend over real HTTP, driven by the real supabase-js client the site uses.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../../../../scripts/local-stack/supabase/keys.ts';
import { createLocalBackend, type LocalBackend } from '../../../../../scripts/local-stack/supabase/index.ts';
import { solveChallenge, type AltchaChallenge } from '../../../../../supabase/functions/_shared/captcha/altcha.ts';
import { SCHEDULING_PAGE_URL } from '../../../../../supabase/functions/_shared/generated/scheduling-page.ts';
import { solvedCaptcha, TEST_ALTCHA_KEY } from '../../../support/captcha.ts';
import { recordingLogger, validDemoRequest } from '../../../support/backend.ts';

const contact = { name: 'Ann Contact', company: 'Acme', phone: '0400 000 000', email: '' };

// The functions' own entry files under Deno, the runtime Supabase deploys them to, behind the gateway.
describe('local backend', () => {
  let backend: LocalBackend;
  let server: http.Server;
  let baseUrl: string;
  let supabase: SupabaseClient;
  let tmpDir: string;
  let outboxFile: string;

  beforeAll(async () => {
    tmpDir = await mkdtemp(path.join(os.tmpdir(), 'local-backend-http-'));
    outboxFile = path.join(tmpDir, 'outbox.jsonl');
    backend = await createLocalBackend({
      dataDir: 'memory://',
      outboxFile,
      allowedOrigins: '*',
      outboxDrainIntervalMs: 0,
      altchaHmacKey: TEST_ALTCHA_KEY,
      log: recordingLogger(),
    });
    server = http.createServer(async (req, res) => {
      if (await backend.handle(req, res)) return;
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not a backend URL');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    supabase = createClient(baseUrl, LOCAL_PUBLISHABLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      // Node 20 has no global WebSocket; realtime is never used here but the client wants a transport.
      realtime: { transport: ws as never },
    });
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await backend.close();
    await rm(tmpDir, { recursive: true, force: true });
  });

  it('stores a contact request inserted with supabase-js and the anon key', async () => {
    const { error, status } = await supabase.from('demo_requests').insert(contact);
    expect(error).toBeNull();
    expect(status).toBe(201);
    const rows = await backend.listDemoRequests();
    expect(rows[0]).toMatchObject({ ...contact, source: 'contact' });
  });

  it('runs send-demo-request: stores the row, writes the e-mail to the outbox, returns the link', async () => {
    const { data, error } = await supabase.functions.invoke('send-demo-request', {
      body: validDemoRequest,
      headers: { 'X-Altcha': solvedCaptcha() },
    });
    expect(error).toBeNull();
    // The deployed functions read the booking page from their generated copy of site.yaml.
    expect(data.schedulingLink.startsWith(`${SCHEDULING_PAGE_URL}?name=Ada+Lovelace&email=ada%40example.com`)).toBe(
      true,
    );

    const [newest] = await backend.listDemoRequests();
    expect(newest).toMatchObject({ name: 'Ada Lovelace', source: 'demo_modal', website: 'https://engines.example' });
    expect(typeof newest?.created_at).toBe('string');

    expect(await backend.drainOutbox()).toMatchObject({ sent: 1 });
    const outbox = (await readFile(outboxFile, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(outbox.at(-1)).toMatchObject({ subject: 'New demo request: Ada Lovelace (Analytical Engines)' });
  });

  it('runs send-lead-notification for the contact row named by Idempotency-Key', async () => {
    const id = crypto.randomUUID();
    expect((await supabase.from('demo_requests').insert({ ...contact, id })).error).toBeNull();
    const { data, error } = await supabase.functions.invoke('send-lead-notification', {
      body: { name: contact.name, business: contact.company, phone: contact.phone },
      headers: { 'Idempotency-Key': id, 'X-Altcha': solvedCaptcha() },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });
    expect(await backend.drainOutbox()).toMatchObject({ sent: 1 });
    expect((await backend.listDemoRequests()).find((row) => row.id === id)?.notified_at).toEqual(expect.any(String));
  });

  it('passes handler errors through: invalid fields come back as 400 with the field names', async () => {
    const { error, response } = await supabase.functions.invoke('send-demo-request', {
      body: { name: 'x' },
      headers: { 'X-Altcha': solvedCaptcha() },
    });
    expect(error?.name).toBe('FunctionsHttpError');
    expect(response?.status).toBe(400);
    expect((await response!.json()).fields).toMatchObject({ email: 'Required', company: 'Required' });
  });

  it('answers voice_unavailable from voice-signed-url when no voice service answers', async () => {
    const { response } = await supabase.functions.invoke('voice-signed-url', {
      body: { agentId: 'agent_general_demo_01', flow: 'general', noticeShown: true },
      headers: { Origin: 'http://localhost', 'X-Altcha': solvedCaptcha() },
    });
    // ELEVENLABS_API_KEY is set, but this server has no simulator to answer it.
    expect(response?.status).toBe(502);
    expect(await response!.json()).toEqual({ error: 'voice_unavailable' });
  });

  it('issues a captcha challenge whose solution passes once, then is refused as reused', async () => {
    const challenge: AltchaChallenge = await (await fetch(`${baseUrl}/functions/v1/captcha-challenge`)).json();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: expect.any(Number) });
    const payload = await solveChallenge(challenge);
    expect(payload).not.toBeNull();
    const send = () =>
      fetch(`${baseUrl}/functions/v1/send-demo-request`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Altcha': payload! },
        body: JSON.stringify(validDemoRequest),
      });
    expect((await send()).status).toBe(200);
    const again = await send();
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({ error: 'captcha_reused' });
  });

  it('counts a payload once: its replays add 0 to every rate-limit counter (issue 38)', async () => {
    const counters = async () =>
      (
        await fetch(`${baseUrl}/rest/v1/rpc/rate_limit_counters`, {
          method: 'POST',
          headers: { apikey: LOCAL_SECRET_KEY, 'Content-Type': 'application/json' },
          body: '{}',
        })
      ).json();
    const payload = solvedCaptcha();
    const send = (name: string, body: unknown) =>
      fetch(`${baseUrl}/functions/v1/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', 'X-Altcha': payload },
        body: JSON.stringify(body),
      });
    expect((await send('send-demo-request', validDemoRequest)).status).toBe(200);
    const before = await counters();
    expect(Object.keys(before).some((key) => key.startsWith('send-demo-request '))).toBe(true);
    const voice = { agentId: 'agent_general_demo_01', flow: 'general', noticeShown: true };
    for (const [name, body] of [
      ['send-demo-request', validDemoRequest],
      ['voice-signed-url', voice],
      ['send-lead-notification', { name: 'Ann', business: 'Acme', phone: '0400 000 000' }],
    ] as const) {
      const again = await send(name, body);
      expect([again.status, await again.json()]).toEqual([403, { error: 'captcha_reused' }]);
    }
    expect(await counters()).toEqual(before);
  });

  it('answers 404 for an unknown function', async () => {
    const { response } = await supabase.functions.invoke('no-such-function', { body: {} });
    expect(response?.status).toBe(404);
  });

  it('refuses to read, change or delete leads with the anon key (RLS and grants)', async () => {
    const read = await supabase.from('demo_requests').select();
    expect(read.error).toMatchObject({ code: '42501', message: 'permission denied for table demo_requests' });
    expect(read.status).toBe(401);
    expect(read.data).toBeNull();

    const update = await supabase.from('demo_requests').update({ name: 'Mallory' }).eq('name', contact.name);
    expect(update.error?.code).toBe('42501');
    const remove = await supabase.from('demo_requests').delete().eq('name', contact.name);
    expect(remove.error?.code).toBe('42501');
    const readBack = await supabase.from('demo_requests').insert(contact).select();
    expect(readBack.error?.code).toBe('42501');

    const names = (await backend.listDemoRequests()).map((row) => row.name);
    expect(names).toContain(contact.name);
    expect(names).not.toContain('Mallory');
  });

  it('refuses anon inserts that pick the source or break a constraint', async () => {
    const spoofed = await supabase.from('demo_requests').insert({ ...contact, source: 'demo_modal' });
    expect(spoofed.error?.code).toBe('42501');
    const blank = await supabase.from('demo_requests').insert({ ...contact, name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.error).toMatchObject({ code: '23514' });
    expect(blank.error?.message).toContain('demo_requests_name_length');
  });

  it('answers PostgREST-style errors for unknown columns and tables', async () => {
    const column = await supabase.from('demo_requests').insert({ ...contact, favourite_colour: 'blue' });
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'favourite_colour' column of 'demo_requests' in the schema cache",
    });
    const table = await supabase.from('leads').insert(contact);
    expect(table.status).toBe(404);
    expect(table.error?.code).toBe('PGRST205');
  });

  it('refuses array inserts whole: one contact request per statement', async () => {
    const before = (await backend.listDemoRequests()).length;
    const { error, status } = await supabase.from('demo_requests').insert([
      { ...contact, name: 'Bulk One' },
      { ...contact, name: 'Bulk Two' },
    ]);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'one_row_per_request' });
    expect(await backend.listDemoRequests()).toHaveLength(before);
  });

  it('requires an apikey on REST calls, as Supabase does', async () => {
    const response = await fetch(`${baseUrl}/rest/v1/demo_requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(contact),
    });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe('No API key found in request');
  });

  it('answers REST preflights with the headers the browser asked for', async () => {
    const response = await fetch(`${baseUrl}/rest/v1/demo_requests`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,content-type,prefer,x-client-info',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'apikey,authorization,content-type,prefer,x-client-info',
    );
  });

  it('answers 413 for oversized function bodies over HTTP', async () => {
    const response = await fetch(`${baseUrl}/functions/v1/send-demo-request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validDemoRequest, additionalNotes: 'x'.repeat(20_000) }),
    });
    expect(response.status).toBe(413);
  });

  it('lists the leads on the loopback-only admin endpoint', async () => {
    const response = await fetch(`${baseUrl}/__backend/demo_requests`);
    expect(response.status).toBe(200);
    const rows = await response.json();
    expect(rows).toEqual(await backend.listDemoRequests());
  });

  it('refuses anything but a same-site GET on the admin endpoints', async () => {
    const post = await fetch(`${baseUrl}/__backend/voice_sessions`, { method: 'POST' });
    expect(post.status).toBe(405);
    const crossSite = await fetch(`${baseUrl}/__backend/voice_sessions`, {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: 'The local admin paths refuse requests sent by another site.' });
    expect((await fetch(`${baseUrl}/__backend/voice_sessions`)).status).toBe(200);
  });

  it('leaves other URLs to the host server', async () => {
    const response = await fetch(`${baseUrl}/about`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('not a backend URL');
  });
});
