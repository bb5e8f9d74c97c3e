// @vitest-environment node
// check:live's command line: what it needs, what it reads from the environment, what it refuses.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { optionsFrom } from '../../../../../scripts/ops/check-live/options.ts';
import { FIXTURE_SITE } from '../../../fixture-site.ts';

// The flows and pushed ids of the fixture site, as check:live reads a CONTENT_DIR.
beforeEach(() => void vi.stubEnv('CONTENT_DIR', FIXTURE_SITE));
afterEach(() => void vi.unstubAllEnvs());

describe('check:live options', () => {
  it('reads --name value, --name=value and bare switches', () => {
    const options = optionsFrom(['--site', 'https://a.com', '--key=sb_publishable_x', '--no-connect'], {});
    expect(options).toMatchObject({ site: 'https://a.com', publicKey: 'sb_publishable_x', connect: false });
  });

  it('checks the functions on the site itself when no Supabase URL is known (npm start)', () => {
    const options = optionsFrom(['--site', 'http://127.0.0.1:4173/'], {});
    expect(options.site).toBe('http://127.0.0.1:4173');
    expect(options.supabaseUrl).toBe('http://127.0.0.1:4173');
    expect(options.functions).toEqual(expect.arrayContaining(['send-demo-request', 'voice-signed-url']));
    // No browser calls the webhook or the outbox drain, so they answer no CORS preflight.
    expect(options.functions).not.toContain('voice-post-call');
    expect(options.functions).not.toContain('drain-email-outbox');
    expect(options.flows.length).toBeGreaterThanOrEqual(13);
    expect(options.paths).toContain('/');
    expect(options.agentsApi).toBeUndefined();
    expect(options.connect).toBe(true);
  });

  it('takes the project, key and agents API from the build environment', () => {
    const options = optionsFrom(['--site', 'https://www.example.com', '--no-connect'], {
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc',
      ELEVENLABS_API_KEY: 'sk_x',
      ELEVENLABS_API_URL: 'http://127.0.0.1:4173',
    });
    expect(options).toMatchObject({
      supabaseUrl: 'https://abc.supabase.co',
      publicKey: 'sb_publishable_abc',
      agentsApi: { apiKey: 'sk_x', baseUrl: 'http://127.0.0.1:4173' },
      connect: false,
    });
  });

  it('asks Cal.com only with CALCOM_API_KEY, at CALCOM_API_URL, from the shell when no environment is given', async () => {
    // A site on this machine gets no calendar it was not given: the tool never guesses a stand-in from an address.
    expect(optionsFrom(['--site', 'http://127.0.0.1:4173'], {}).booking?.calcom).toBeNull();
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: string | URL | Request) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return Response.json({ status: 'success', data: { id: 1, title: 'Demo', lengthInMinutes: 30 } });
    });
    const given = optionsFrom(['--site', 'https://a.com'], {
      CALCOM_API_KEY: 'cal_live_x',
      CALCOM_API_URL: 'http://127.0.0.1:9/cal',
    });
    await given.booking?.calcom?.eventType(1).catch(() => undefined);
    expect(calls[0]).toMatch(/^http:\/\/127\.0\.0\.1:9\/cal\/v2\/event-types\/1/);
    // check:live reads the build's settings from files, and secrets such as this key only from the shell.
    vi.stubEnv('CALCOM_API_KEY', 'cal_live_y');
    expect(optionsFrom(['--site', 'https://a.com']).booking?.calcom).not.toBeNull();
    vi.unstubAllGlobals();
  });

  it('says what is missing or unknown, with the usage line', () => {
    expect(() => optionsFrom([], {})).toThrow(
      /^--site is required \(or --env with SITE_ORIGIN in its deploy file\)\.\nUsage: npm run check:live -- --site/,
    );
    expect(() => optionsFrom(['--site', 'https://a.com', '--sites', 'x'], {})).toThrow(/^Unknown option --sites\./);
    expect(() => optionsFrom(['--site', 'https://a.com', '--env', 'nowhere'], {})).toThrow(
      '--env nowhere: industries/agents/nowhere.yaml does not exist (npm run agents:push writes it).',
    );
  });
});
