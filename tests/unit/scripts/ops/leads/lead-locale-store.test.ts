// @vitest-environment node
// Leads in their language, in the database and in npm run leads: migration
// 20261127140000 on PGlite with Supabase's roles, the browser's own insert through the local Data API
// with supabase-js, and the tables and CSV the team reads.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { createLocalBackend, type LocalBackend } from '../../../../../scripts/local-stack/supabase/index.ts';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../../../../scripts/local-stack/supabase/keys.ts';
import { formatLeadsTable } from '../../../../../scripts/ops/leads/format-leads.ts';
import { formatSessionsTable } from '../../../../../scripts/ops/leads/format-sessions.ts';
import { leadsCsv } from '../../../../../scripts/ops/leads/leads-csv.ts';
import { recordingLogger } from '../../../support/backend.ts';

let backend: LocalBackend;
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  backend = await createLocalBackend({ dataDir: 'memory://', allowedOrigins: '*', log: recordingLogger() });
  server = http.createServer(async (req, res) => {
    if (!(await backend.handle(req, res))) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await backend.close();
});

const clientWith = (key: string) => () =>
  createClient(baseUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
const anonClient = clientWith(LOCAL_PUBLISHABLE_KEY);
/** The functions' own access: the service role through the Data API. */
const serviceClient = clientWith(LOCAL_SECRET_KEY);
const session = (conversationId: string, locale: string) => ({
  conversation_id: conversationId,
  flow: 'healthcare',
  agent_id: 'agent_h',
  details: {},
  notice_shown: true,
  locale,
});

const contact = (name: string, extra: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  name,
  company: 'Panadería Sol',
  phone: '+34 600 000 000',
  email: '',
  ...extra,
});

const stored = async (name: string) => (await backend.listDemoRequests()).find((row) => row.name === name);

describe('demo_requests.locale', () => {
  it("stores the locale the contact page inserts with the anon key (the browser's own insert)", async () => {
    const { error } = await anonClient()
      .from('demo_requests')
      .insert(contact('Lucía', { locale: 'es' }));
    expect(error).toBeNull();
    expect(await stored('Lucía')).toMatchObject({ locale: 'es', source: 'contact' });
  });

  it("stores the site's own language for a page that sends none", async () => {
    const { error } = await anonClient().from('demo_requests').insert(contact('Ann'));
    expect(error).toBeNull();
    expect(await stored('Ann')).toMatchObject({ locale: 'en' });
  });

  it.each([['es; drop table'], ['e'], [`de-${'x'.repeat(40)}`]])('refuses the locale %j (23514)', async (locale) => {
    const { error } = await anonClient().from('demo_requests').insert(contact('Mallory', { locale }));
    expect(error?.code).toBe('23514');
    expect(await stored('Mallory')).toBeUndefined();
  });
});

describe('voice_sessions.locale', () => {
  it('is stored with the record, and the e-mail sweep hands it on', async () => {
    const service = serviceClient();
    const minutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    const { error } = await service
      .from('voice_sessions')
      .insert({ ...session('conv_de', 'de'), outcome_at: minutesAgo, email_to: ['sales@example.com'] });
    expect(error).toBeNull();
    const sessions = await backend.listVoiceSessions();
    expect(sessions.find((row) => row.conversation_id === 'conv_de')).toMatchObject({ locale: 'de' });
    const { data } = await service.rpc('leads_without_email', {
      p_limit: 10,
      p_contact_grace_seconds: 0,
      p_contact_daily_cap: 50,
    });
    const swept = (data as { leads: Array<{ key: string; lead: { locale?: unknown } }> }).leads;
    expect(swept.find((lead) => lead.key === 'voice_session:conv_de')?.lead.locale).toBe('de');
  });

  it('refuses a malformed locale (23514)', async () => {
    const { error } = await serviceClient().from('voice_sessions').insert(session('conv_bad', 'es_ES'));
    expect(error?.code).toBe('23514');
  });
});

describe('npm run leads', () => {
  it("shows each lead's language in both tables and in the CSV", async () => {
    const requests = await backend.listDemoRequests();
    const sessions = await backend.listVoiceSessions();
    const lucia = formatLeadsTable(requests)
      .split('\n')
      .find((line) => line.includes('Lucía'));
    expect(formatLeadsTable(requests).split('\n')[0]).toMatch(/\bLang\b/);
    expect(lucia).toMatch(/Contact\s+es\s+Lucía/);
    expect(formatSessionsTable(sessions)).toMatch(/healthcare\s+de\s/);

    const [header, ...lines] = leadsCsv(requests, sessions).split('\r\n');
    const column = header!.split(',').indexOf('locale');
    expect(column).toBeGreaterThan(0);
    const cellOf = (marker: string) => lines.find((line) => line.includes(marker))?.split(',')[column];
    expect(cellOf('Lucía')).toBe('es');
    expect(cellOf('conv_de')).toBe('de');
  });
});
