// The captcha and the voice-signed-url guards, through the real handlers with in-memory fakes.
import { describe, expect, it } from 'vitest';
import { createChallenge, solveChallenge } from '../../../../../../supabase/functions/_shared/captcha/altcha.ts';
import { handleCaptchaChallenge } from '../../../../../../supabase/functions/_shared/captcha/captcha.ts';
import { CAPTCHA_MAXNUMBER } from '../../../../../../supabase/functions/_shared/captcha/captcha-load.ts';
import { parseAllowedOrigins } from '../../../../../../supabase/functions/_shared/http/cors.ts';
import { createMemoryOutboxStore } from '../../../../../../supabase/functions/_shared/email/outbox.ts';
import {
  createMemoryRateLimiter,
  createUnlimitedRateLimiter,
} from '../../../../../../supabase/functions/_shared/http/rate-limit.ts';
import { RATE_LIMITS } from '../../../../../../supabase/functions/_shared/http/limits.ts';
import { handleSendDemoRequest } from '../../../../../../supabase/functions/_shared/leads/send-demo-request.ts';
import { handleVoiceSignedUrl } from '../../../../../../supabase/functions/_shared/voice/voice-signed-url.ts';
import { memorySessionStore, TEST_LEADS } from '../../../../support/lead-fakes.ts';
import { solvedCaptcha, TEST_ALTCHA_KEY, testCaptchaDeps } from '../../../../support/captcha.ts';
import {
  postJson,
  recordingLogger,
  recordingStore,
  SITE_ORIGIN,
  validDemoRequest,
} from '../../../../support/backend.ts';

function demoDeps() {
  const store = recordingStore();
  const deps = {
    store,
    outbox: createMemoryOutboxStore(),
    limiter: createUnlimitedRateLimiter(),
    captcha: testCaptchaDeps(),
    schedulingUrl: null,
    allowedOrigins: parseAllowedOrigins(SITE_ORIGIN),
    log: recordingLogger(),
  };
  return { deps, store };
}

const send = async (deps: ReturnType<typeof demoDeps>['deps'], captcha: string | null) => {
  const response = await handleSendDemoRequest(postJson(validDemoRequest, { captcha }), deps);
  return { status: response.status, body: await response.json() };
};

describe('captcha on send-demo-request', () => {
  it('refuses a request without X-Altcha as captcha_missing, storing nothing', async () => {
    const { deps, store } = demoDeps();
    expect(await send(deps, null)).toEqual({ status: 403, body: { error: 'captcha_missing' } });
    expect(store.rows).toEqual([]);
  });

  it.each([
    ['garbage', 'not-base64-json'],
    ['a payload signed with another key', solvedCaptcha({ key: 'someone-elses-key' })],
  ])('refuses %s as captcha_invalid', async (_name, payload) => {
    const { deps } = demoDeps();
    expect(await send(deps, payload)).toEqual({ status: 403, body: { error: 'captcha_invalid' } });
  });

  it('refuses an expired payload as captcha_expired', async () => {
    const { deps } = demoDeps();
    const expired = solvedCaptcha({ expiresInSeconds: -1 });
    expect(await send(deps, expired)).toEqual({ status: 403, body: { error: 'captcha_expired' } });
  });

  it('accepts a solved challenge once, then refuses it as captcha_reused', async () => {
    const { deps, store } = demoDeps();
    const challenge = await createChallenge({ hmacKey: TEST_ALTCHA_KEY, maxnumber: 500, expiresInSeconds: 60 });
    const payload = (await solveChallenge(challenge))!;
    expect((await send(deps, payload)).status).toBe(200);
    expect(await send(deps, payload)).toEqual({ status: 403, body: { error: 'captcha_reused' } });
    expect(store.rows).toHaveLength(1);
  });

  it('serves challenges the solver can solve, and none without a key', async () => {
    const allowedOrigins = parseAllowedOrigins(SITE_ORIGIN);
    const get = new Request('http://localhost/', { headers: { Origin: SITE_ORIGIN } });
    const response = await handleCaptchaChallenge(get, { hmacKey: TEST_ALTCHA_KEY, allowedOrigins });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = await response.json();
    expect(challenge.salt).toMatch(/^[0-9a-f]{24}\?expires=\d+&$/);
    expect((await handleCaptchaChallenge(get, { hmacKey: null, allowedOrigins })).status).toBe(503);
  });
});

describe('the difficulty dial', () => {
  const get = new Request('http://localhost/', { headers: { Origin: SITE_ORIGIN } });
  const allowedOrigins = parseAllowedOrigins(SITE_ORIGIN);
  const issue = async (hits: Record<string, number> | Error) => {
    const log = recordingLogger();
    const load = { current: async () => (hits instanceof Error ? Promise.reject(hits) : hits) };
    const response = await handleCaptchaChallenge(get, { hmacKey: TEST_ALTCHA_KEY, allowedOrigins, load, log });
    return { status: response.status, maxnumber: (await response.json()).maxnumber as number, log: log.lines };
  };

  it("raises maxnumber past a bucket's alarm level and warns, and serves the base when quiet or unreadable", async () => {
    const { global } = RATE_LIMITS['send-demo-request'];
    const quiet = await issue({ 'send-demo-request': 1 });
    expect(quiet).toMatchObject({ status: 200, maxnumber: CAPTCHA_MAXNUMBER, log: [] });
    const busy = await issue({ 'send-demo-request': global + 1 });
    expect(busy.status).toBe(200);
    expect(busy.maxnumber).toBeGreaterThan(CAPTCHA_MAXNUMBER);
    expect(busy.log.join('\n')).toMatch(/difficulty x/);
    expect(await issue(new Error('database down'))).toMatchObject({ status: 200, maxnumber: CAPTCHA_MAXNUMBER });
  });

  it('all buckets share one window, as rate_limit_load reads one', () => {
    expect(new Set(Object.values(RATE_LIMITS).map((limit) => limit.windowSeconds)).size).toBe(1);
  });
});

describe('ALTCHA as the reference library does it', () => {
  const decode = (payload: string) => JSON.parse(atob(payload)) as Record<string, unknown>;
  const encode = (solution: Record<string, unknown>) => btoa(JSON.stringify(solution));

  it('refuses a spliced payload: a digit of number moved into the salt', async () => {
    const { deps } = demoDeps();
    const challenge = await createChallenge({ hmacKey: TEST_ALTCHA_KEY, maxnumber: 5_000, expiresInSeconds: 60 });
    const solution = decode((await solveChallenge(challenge))!);
    const digits = String(solution.number);
    // Same hash input, same challenge and signature, as the old salt without '&' allowed.
    const spliced = encode({ ...solution, salt: `${solution.salt}${digits[0]}`, number: Number(digits.slice(1) || 0) });
    expect(await send(deps, spliced)).toEqual({ status: 403, body: { error: 'captcha_invalid' } });
  });

  it('refuses an expiry later than any challenge we issue (lifetime plus skew)', async () => {
    const { deps } = demoDeps();
    const late = solvedCaptcha({ expiresInSeconds: 3_600 });
    expect(await send(deps, late)).toEqual({ status: 403, body: { error: 'captcha_invalid' } });
  });

  it('keeps a spent payload until its own expiry, then refuses it as expired, never accepting it twice', async () => {
    const spentUntil: Date[] = [];
    const { deps } = demoDeps();
    let now = Date.now();
    const memory = createMemoryRateLimiter();
    deps.captcha = { ...deps.captcha, now: () => now };
    deps.limiter = {
      hit: (bucket, address, limit, spend) => (
        spentUntil.push(spend.expiresAt),
        memory.hit(bucket, address, limit, spend)
      ),
    };
    const payload = solvedCaptcha({ expiresInSeconds: 300 });
    expect((await send(deps, payload)).status).toBe(200);
    const expires = Number(/expires=(\d+)/.exec(String(decode(payload).salt))![1]) * 1000;
    expect(spentUntil[0]!.getTime()).toBeGreaterThanOrEqual(expires);
    now += 301_000;
    expect(await send(deps, payload)).toEqual({ status: 403, body: { error: 'captcha_expired' } });
  });

  it('does not burn a payload when its sender is rate limited: the same payload goes through later', async () => {
    const { deps } = demoDeps();
    const memory = createMemoryRateLimiter();
    let full = true;
    deps.limiter = {
      hit: async (...args) => (full ? { outcome: 'rate_limited', wait: 30 } : memory.hit(...args)),
    };
    const payload = solvedCaptcha();
    expect((await send(deps, payload)).status).toBe(429);
    full = false;
    expect((await send(deps, payload)).status).toBe(200);
    expect(await send(deps, payload)).toEqual({ status: 403, body: { error: 'captcha_reused' } });
  });
});

describe('voice-signed-url guards', () => {
  function voiceDeps(limiter = createUnlimitedRateLimiter()) {
    const deps = {
      getSignedUrl: async () => ({ signedUrl: 'wss://voice.example/convai?token=t', conversationId: 'conv_1' }),
      sessions: memorySessionStore(),
      limiter,
      captcha: testCaptchaDeps(),
      agentIds: new Set(['agent_ours']),
      leads: TEST_LEADS,
      allowedOrigins: parseAllowedOrigins(SITE_ORIGIN),
      log: recordingLogger(),
    };
    return deps;
  }
  const start = { agentId: 'agent_ours', flow: 'automotive', noticeShown: true };
  const sign = async (deps: ReturnType<typeof voiceDeps>, body: unknown, init: Parameters<typeof postJson>[1] = {}) => {
    const response = await handleVoiceSignedUrl(postJson(body, init), deps);
    return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') };
  };

  it('refuses an agent that is not in the allow-list with 403 agent_not_allowed', async () => {
    const deps = voiceDeps();
    expect(await sign(deps, { ...start, agentId: 'agent_someone_else' })).toMatchObject({
      status: 403,
      body: { error: 'agent_not_allowed' },
    });
    expect(deps.sessions.rows).toEqual([]);
  });

  it('derives the flow from the agent, whatever flow the request names', async () => {
    const deps = { ...voiceDeps(), agentFlows: { agent_ours: ['automotive'], agent_two: ['a-flow', 'b-flow'] } };
    expect((await sign(deps, { ...start, flow: 'interview-sales' })).status).toBe(200);
    expect(deps.sessions.rows[0]?.flow).toBe('automotive');
    deps.agentIds = new Set(['agent_ours', 'agent_two']);
    const other = await sign(deps, { ...start, agentId: 'agent_two', flow: 'interview-sales' });
    expect(other).toMatchObject({ status: 400, body: { error: 'flow_not_of_agent' } });
  });

  it('refuses a request without Origin with 403 origin_required', async () => {
    expect(await sign(voiceDeps(), start, { origin: null })).toMatchObject({
      status: 403,
      body: { error: 'origin_required' },
    });
  });

  it('refuses a start without a captcha', async () => {
    expect(await sign(voiceDeps(), start, { captcha: null })).toMatchObject({
      status: 403,
      body: { error: 'captcha_missing' },
    });
  });

  it('caps sessions per address with 429 and Retry-After, while another address still starts', async () => {
    const deps = voiceDeps(createMemoryRateLimiter(() => 1_000));
    const from = (address: string) => ({ headers: { 'CF-Connecting-IP': address } });
    const { perClient } = RATE_LIMITS['voice-signed-url'];
    for (let i = 0; i < perClient; i += 1) expect((await sign(deps, start, from('203.0.113.9'))).status).toBe(200);
    const capped = await sign(deps, start, from('203.0.113.9'));
    expect(capped).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    expect(Number(capped.retryAfter)).toBeGreaterThan(0);
    expect((await sign(deps, start, from('198.51.100.7'))).status).toBe(200);
  });

  it('refuses every start past the voice budget with 429 voice_budget_exhausted, from any address (issue 38)', async () => {
    const deps = {
      ...voiceDeps(createMemoryRateLimiter(() => 1_000)),
      leads: { ...TEST_LEADS, voiceBudget: { perHour: 3, perDay: 10 } },
    };
    const from = (n: number) => ({ headers: { 'CF-Connecting-IP': `10.0.${n}.1` } });
    for (let n = 0; n < 3; n += 1) expect((await sign(deps, start, from(n))).status).toBe(200);
    const refused = await sign(deps, start, from(9));
    expect(refused).toMatchObject({ status: 429, body: { error: 'voice_budget_exhausted' } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3_600);
    expect(deps.sessions.rows).toHaveLength(3);
    expect(deps.log.lines.join('\n')).toContain('voice budget for this hour is used up');
  });

  it('never refuses a verified start for the global count: it warns instead (issue 28)', async () => {
    const deps = voiceDeps(createMemoryRateLimiter(() => 1_000));
    const { global } = RATE_LIMITS['voice-signed-url'];
    for (let i = 0; i <= global; i += 1) {
      expect((await sign(deps, start, { headers: { 'CF-Connecting-IP': `10.${i >> 8}.${i & 255}.1` } })).status).toBe(
        200,
      );
    }
    expect((await sign(deps, start, { headers: { 'CF-Connecting-IP': '192.0.2.9' } })).status).toBe(200);
    expect(deps.log.lines.some((line) => /alarm level/.test(line))).toBe(true);
  });

  it('counts nothing for an unsolved flood: a visitor from the same address still starts', async () => {
    const deps = voiceDeps(createMemoryRateLimiter(() => 1_000));
    const same = { headers: { 'CF-Connecting-IP': '203.0.113.50' } };
    for (let i = 0; i < 100; i += 1) {
      expect((await sign(deps, start, { ...same, captcha: 'bm90LXNvbHZlZA==' })).status).toBe(403);
    }
    expect((await sign(deps, start, same)).status).toBe(200);
  });
});
