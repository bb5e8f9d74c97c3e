// @vitest-environment node
// The functions' service key: the new SUPABASE_SECRET_KEYS when the platform injects it, the legacy
// SUPABASE_SERVICE_ROLE_KEY otherwise, and the one chosen is the one PostgREST calls carry.
import { describe, expect, it } from 'vitest';
import { demoRequestDepsFromEnv } from '../../../../../../supabase/functions/_shared/deps-from-env.ts';
import { captchaChallengeDepsFromEnv } from '../../../../../../supabase/functions/_shared/captcha/captcha-deps.ts';
import {
  serviceKeyFromEnv,
  serviceKeysFromEnv,
} from '../../../../../../supabase/functions/_shared/database/service-key.ts';
import { handleSendDemoRequest } from '../../../../../../supabase/functions/_shared/leads/send-demo-request.ts';
import { postJson, recordingLogger, validDemoRequest } from '../../../../support/backend.ts';
import { envOf, fakeServices, headersOf, productionEnv } from '../production-fakes.ts';

const env = (values: Record<string, string>) => (name: string) => values[name];

describe('serviceKeyFromEnv', () => {
  it("prefers SUPABASE_SECRET_KEYS' default over the legacy key", () => {
    const keys = JSON.stringify({ default: 'sb_secret_new', other: 'sb_secret_other' });
    expect(serviceKeyFromEnv(env({ SUPABASE_SECRET_KEYS: keys, SUPABASE_SERVICE_ROLE_KEY: 'legacy' }))).toBe(
      'sb_secret_new',
    );
  });

  it('falls back to SUPABASE_SERVICE_ROLE_KEY when the JSON is absent, unreadable or has no default', () => {
    expect(serviceKeyFromEnv(env({ SUPABASE_SERVICE_ROLE_KEY: ' legacy ' }))).toBe('legacy');
    expect(serviceKeyFromEnv(env({ SUPABASE_SECRET_KEYS: 'not json', SUPABASE_SERVICE_ROLE_KEY: 'legacy' }))).toBe(
      'legacy',
    );
    const named = JSON.stringify({ ci: 'sb_secret_ci' });
    expect(serviceKeyFromEnv(env({ SUPABASE_SECRET_KEYS: named, SUPABASE_SERVICE_ROLE_KEY: 'legacy' }))).toBe('legacy');
  });

  it('takes SUPABASE_SECRET_KEY between the JSON list and the legacy key', () => {
    expect(serviceKeyFromEnv(env({ SUPABASE_SECRET_KEY: 'sb_secret_one', SUPABASE_SERVICE_ROLE_KEY: 'legacy' }))).toBe(
      'sb_secret_one',
    );
    const keys = JSON.stringify({ default: 'sb_secret_new', ci: 'sb_secret_ci' });
    expect(
      serviceKeysFromEnv(
        env({ SUPABASE_SECRET_KEYS: keys, SUPABASE_SECRET_KEY: 'sb_secret_one', SUPABASE_SERVICE_ROLE_KEY: 'legacy' }),
      ),
    ).toEqual(['sb_secret_new', 'sb_secret_one', 'legacy', 'sb_secret_ci']);
  });

  // Without it the difficulty dial silently stayed at its base on a project without legacy keys (issue 38).
  it("gives the captcha challenge's load reader the new secret key", async () => {
    const calls: Request[] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new Request(input, init));
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
    const values = {
      SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_from_json' }),
      ALTCHA_HMAC_KEY: 'k'.repeat(64),
    };
    const deps = captchaChallengeDepsFromEnv(env(values), fetchImpl);
    expect(deps.load).toBeDefined();
    await deps.load!.current();
    expect(calls.map((call) => call.headers.get('apikey'))).toEqual(['sb_secret_from_json']);
  });

  it('is null without either', () => {
    expect(serviceKeyFromEnv(env({ SUPABASE_SECRET_KEYS: '{}' }))).toBeNull();
  });

  it('is the key the functions send to PostgREST', async () => {
    const { SUPABASE_SERVICE_ROLE_KEY: _legacy, ...rest } = productionEnv;
    const services = fakeServices();
    const values = { ...rest, SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_from_json' }) };
    const deps = demoRequestDepsFromEnv(envOf(values), { fetch: services.fetchImpl, log: recordingLogger() });
    const response = await handleSendDemoRequest(postJson(validDemoRequest), deps);
    expect(response.status).toBe(200);
    expect(services.calls.length).toBeGreaterThan(0);
    for (const call of services.calls) expect(headersOf(call).get('apikey')).toBe('sb_secret_from_json');
  });
});
