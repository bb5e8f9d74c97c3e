// @vitest-environment node
// check:live's voice budget row: the cap from site.yaml and today's use through public.call_budget_use,
// read with the service key; against the real local backend (the migration and the REST RPC) and, for
// each verdict, against a fake answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../../../../scripts/local-stack/supabase/index.ts';
import { LOCAL_SECRET_KEY } from '../../../../../scripts/local-stack/supabase/keys.ts';
import { checkVoiceBudget } from '../../../../../scripts/ops/check-live/voice-budget.ts';

const budget = { perHour: 10, perDay: 100 };
const answering = (reply: () => Response) => ({ fetch: (async () => reply()) as typeof fetch, timeoutMs: 5_000 });
const use = (hour: number, day: number) => answering(() => Response.json({ hour, day }));

describe('check:live voice budget', () => {
  it('reports the budget and the use', async () => {
    expect(await checkVoiceBudget(use(3, 42), 'https://x.supabase.co', 'key', budget)).toEqual({
      check: 'voice budget',
      target: 'voice-signed-url',
      status: 'ok',
      detail: '10 starts an hour, 100 a day (UTC; site.yaml voiceBudget); used 3 this hour, 42 today',
    });
  });

  it('warns when the budget is used up or the day is past 80%', async () => {
    const full = await checkVoiceBudget(use(10, 42), 'https://x.supabase.co', 'key', budget);
    expect(full).toMatchObject({ status: 'warn', detail: expect.stringContaining('used up') });
    const late = await checkVoiceBudget(use(1, 85), 'https://x.supabase.co', 'key', budget);
    expect(late).toMatchObject({ status: 'warn', detail: expect.stringContaining("over 80% of the day's budget") });
  });

  it('names the budget and the missing setting without a service key', async () => {
    const row = await checkVoiceBudget(use(0, 0), 'https://x.supabase.co', null, budget);
    expect(row.status).toBe('skip');
    expect(row.detail).toMatch(/^10 starts an hour, 100 a day .*; set SUPABASE_SECRET_KEYS/);
  });

  it('fails with what to do when the function is missing or the answer is odd', async () => {
    const missing = answering(() => Response.json({ code: 'PGRST202' }, { status: 404 }));
    expect(await checkVoiceBudget(missing, 'https://x.supabase.co', 'key', budget)).toMatchObject({
      status: 'FAIL',
      detail: expect.stringContaining('apply the migrations (supabase db push)'),
    });
    const odd = answering(() => Response.json({ hour: 'x' }));
    expect((await checkVoiceBudget(odd, 'https://x.supabase.co', 'key', budget)).status).toBe('FAIL');
  });
});

describe('check:live voice budget on the local backend', () => {
  let backend: LocalBackend;
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    backend = await createLocalBackend({
      dataDir: 'memory://',
      outboxDrainIntervalMs: 0,
      retentionEveryMs: 0,
      log: { info() {}, warn() {}, error() {} },
    });
    server = http.createServer(async (req, res) => {
      if (!(await backend.handle(req, res))) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await backend.close();
  });

  it("reads the use through the service role's RPC", async () => {
    const row = await checkVoiceBudget({ fetch, timeoutMs: 10_000 }, url, LOCAL_SECRET_KEY, budget);
    expect(row).toMatchObject({ status: 'ok', detail: expect.stringMatching(/used 0 this hour, 0 today$/) });
  });
});
