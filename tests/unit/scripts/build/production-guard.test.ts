// @vitest-environment node
// `npm run build -- --production` refuses a site that cannot work once deployed: one line per
// problem, each pinned here word for word.
import { describe, expect, it } from 'vitest';
import { alwaysProblems, productionProblems, type GuardInput } from '../../../../scripts/build/production-guard.ts';
import { fixtureSite } from '../../fixture-site.ts';

/** A JWT with the given payload (the signature is never checked: only the shape and role matter). */
const jwt = (payload: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(payload)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.') + '.c2lnbmF0dXJl';

const ANON_JWT = jwt({ iss: 'supabase', ref: 'abc', role: 'anon' });
const SERVICE_JWT = jwt({ iss: 'supabase', ref: 'abc', role: 'service_role' });

const flows = [
  { slug: 'restaurant', yamlAgentId: 'agent_restaurant_demo_01' },
  { slug: 'general', yamlAgentId: 'agent_general_demo_01' },
];

/** A production build that passes every check. */
function goodInput(overrides: Partial<GuardInput> = {}): GuardInput {
  return {
    env: {
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc123',
      SITE_ORIGIN: 'https://www.example.com',
      SITE_ENV: 'production',
    },
    defaultOrigin: 'https://www.harbourline.ai',
    flows,
    agentIds: {
      restaurant: { id: 'agent_7101k5zvyjhmfg983brhmhkd98n6', hash: 'h1' },
      general: { id: 'agent_01jxw3c9q8f5sv7k2m4n6p8r0t', hash: 'h2' },
    },
    scheduling: { site: 'https://cal.com/acme/demo', functions: 'https://cal.com/acme/demo' },
    ...overrides,
  };
}

const withEnv = (env: Record<string, string | undefined>) => {
  const base = goodInput();
  return { ...base, env: { ...base.env, ...env } };
};

describe('production build guard', () => {
  it("refuses the local stack's captcha key in supabase/functions/.env", () => {
    const functionSecrets = { ALTCHA_HMAC_KEY: 'local-altcha-hmac-key' };
    expect(productionProblems(goodInput({ functionSecrets }))).toEqual([
      "supabase/functions/.env: ALTCHA_HMAC_KEY is the local stack's development key, which is public: make one with openssl rand -hex 32, put it in supabase/functions/.env and run npx supabase secrets set.",
    ]);
    expect(productionProblems(goodInput({ functionSecrets: { ALTCHA_HMAC_KEY: 'f'.repeat(64) } }))).toEqual([]);
  });

  it('passes a configured build, with a publishable key or a legacy anon key', () => {
    expect(productionProblems(goodInput())).toEqual([]);
    expect(
      productionProblems(withEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: undefined, VITE_SUPABASE_ANON_KEY: ANON_JWT })),
    ).toEqual([]);
  });

  it("accepts the local stack's publishable key only for a build against the local stack", () => {
    const local = 'sb_publishable_local_stack_not_a_real_key';
    const rehearsal = { VITE_SUPABASE_URL: 'http://127.0.0.1:4173', SITE_ORIGIN: 'http://127.0.0.1:4173' };
    expect(productionProblems(withEnv({ ...rehearsal, VITE_SUPABASE_PUBLISHABLE_KEY: local }))).toEqual([]);
    expect(productionProblems(withEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: local }))).toEqual([
      `VITE_SUPABASE_PUBLISHABLE_KEY is ${local}, the stand-in of npm start: set the project publishable key (sb_publishable_…).`,
    ]);
  });

  it('accepts plain http on a loopback address, for the local rehearsal', () => {
    expect(
      productionProblems(withEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:4173', SITE_ORIGIN: 'http://127.0.0.1:4173' })),
    ).toEqual([]);
  });

  it('refuses a build with no environment at all, one line per missing setting', () => {
    expect(productionProblems({ ...goodInput(), env: {}, agentIds: null })).toEqual([
      'VITE_SUPABASE_URL is not set: the site would call the local backend of npm start. Set it to the project URL, https://<project-ref>.supabase.co (Supabase dashboard, Project Settings, API).',
      'The Supabase public key is not set: set VITE_SUPABASE_PUBLISHABLE_KEY to the project publishable key (sb_publishable_…), or VITE_SUPABASE_ANON_KEY to its legacy anon key.',
      'SITE_ORIGIN is not set: the build would use https://www.harbourline.ai, the default origin from industries/site.yaml. Set SITE_ORIGIN to the address the site is served from (canonical links and the sitemap use it).',
      'SITE_ENV is not set: name the environment whose agent ids this build ships (industries/agents/<env>.yaml), e.g. SITE_ENV=production.',
    ]);
  });

  it.each([
    [
      'an http project URL',
      { VITE_SUPABASE_URL: 'http://abc.supabase.co' },
      'VITE_SUPABASE_URL must be https (got http://abc.supabase.co); plain http is accepted only on 127.0.0.1 or localhost, for a local rehearsal.',
    ],
    [
      'a project URL with a path',
      { VITE_SUPABASE_URL: 'https://abc.supabase.co/rest/v1' },
      'VITE_SUPABASE_URL must be an origin alone, without a path or trailing slash (got https://abc.supabase.co/rest/v1): expected https://<project-ref>.supabase.co.',
    ],
    [
      'a project URL that is not an address',
      { VITE_SUPABASE_URL: 'abc.supabase.co' },
      'VITE_SUPABASE_URL "abc.supabase.co" is not an address: expected https://<project-ref>.supabase.co.',
    ],
    [
      'the local stand-in key',
      { VITE_SUPABASE_PUBLISHABLE_KEY: 'local-anon-key' },
      'VITE_SUPABASE_PUBLISHABLE_KEY is local-anon-key, the stand-in of npm start: set the project publishable key (sb_publishable_…).',
    ],
    [
      'a key of no known shape',
      { VITE_SUPABASE_PUBLISHABLE_KEY: 'abc123' },
      'VITE_SUPABASE_PUBLISHABLE_KEY does not look like a Supabase public key: expected sb_publishable_… or a legacy anon key (a JWT whose role is anon).',
    ],
    [
      'two different public keys',
      { VITE_SUPABASE_ANON_KEY: ANON_JWT },
      'VITE_SUPABASE_PUBLISHABLE_KEY and VITE_SUPABASE_ANON_KEY are both set and differ: keep one.',
    ],
    [
      'an http site origin',
      { SITE_ORIGIN: 'http://www.example.com' },
      'SITE_ORIGIN must be https (got http://www.example.com); plain http is accepted only on 127.0.0.1 or localhost, for a local rehearsal.',
    ],
    [
      'a site origin with a trailing slash',
      { SITE_ORIGIN: 'https://www.example.com/' },
      'SITE_ORIGIN must be an origin alone, without a path or trailing slash (got https://www.example.com/): expected https://www.example.com.',
    ],
  ])('refuses %s', (_case, env, message) => {
    expect(productionProblems(withEnv(env))).toEqual([message]);
  });

  it.each([
    [
      'a Supabase secret key',
      { VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_secret_abc123' },
      'VITE_SUPABASE_PUBLISHABLE_KEY holds a Supabase secret key (sb_secret_…): every VITE_ variable is readable in the published JavaScript. Remove it, rotate that key, and keep it server-side (supabase secrets set).',
    ],
    [
      'a service_role key',
      { VITE_SUPABASE_PUBLISHABLE_KEY: undefined, VITE_SUPABASE_ANON_KEY: SERVICE_JWT },
      'VITE_SUPABASE_ANON_KEY holds a Supabase service_role key: every VITE_ variable is readable in the published JavaScript. Remove it, rotate that key, and keep it server-side (supabase secrets set).',
    ],
    [
      'an ElevenLabs key in any VITE_ variable',
      { VITE_VOICE_KEY: `sk_${'0123456789abcdef'.repeat(3)}` },
      'VITE_VOICE_KEY holds an ElevenLabs API key: every VITE_ variable is readable in the published JavaScript. Remove it, rotate that key, and keep it server-side (supabase secrets set).',
    ],
    [
      'a VITE_ variable named like a secret',
      { VITE_SUPABASE_SERVICE_ROLE_KEY: 'anything' },
      'VITE_SUPABASE_SERVICE_ROLE_KEY is named like a secret: every VITE_ variable is readable in the published JavaScript. Rename it without VITE_ and keep it server-side (supabase secrets set).',
    ],
  ])('refuses %s', (_case, env, message) => {
    expect(productionProblems(withEnv(env))).toEqual([message]);
  });

  it('refuses a secret in a plain build too, and nothing else there', () => {
    expect(alwaysProblems({})).toEqual([]);
    expect(alwaysProblems({ VITE_SUPABASE_ANON_KEY: 'local-anon-key' })).toEqual([]);
    expect(alwaysProblems({ VITE_SUPABASE_ANON_KEY: SERVICE_JWT })).toHaveLength(1);
  });

  it('refuses agents that were never pushed, one line per flow, or a missing ids file in one line', () => {
    expect(productionProblems(goodInput({ agentIds: { general: goodInput().agentIds!.general! } }))).toEqual([
      'restaurant: no agent id in industries/agents/production.yaml; the agent was never pushed (npm run agents:push -- --env production).',
    ]);
    expect(productionProblems(goodInput({ agentIds: null }))).toEqual([
      'industries/agents/production.yaml does not exist: push the agents first (npm run agents:push -- --env production).',
    ]);
  });

  it('refuses placeholder agent ids: the YAML stand-in or anything shaped like one', () => {
    const agentIds = {
      restaurant: { id: 'agent_restaurant_demo_01', hash: 'h1' },
      general: { id: 'agent_other_demo_02', hash: 'h2' },
    };
    expect(productionProblems(goodInput({ agentIds }))).toEqual([
      'restaurant: agent id agent_restaurant_demo_01 in industries/agents/production.yaml is a placeholder; push the agent (npm run agents:push -- --env production).',
      'general: agent id agent_other_demo_02 in industries/agents/production.yaml is a placeholder; push the agent (npm run agents:push -- --env production).',
    ]);
  });

  it("refuses a functions' copy of the scheduling page that differs from site.yaml", () => {
    expect(
      productionProblems(
        goodInput({ scheduling: { site: 'https://cal.com/acme/demo', functions: 'https://calendly.com/old' } }),
      ),
    ).toEqual([
      "The functions' copy of the scheduling page (supabase/functions/_shared/generated/scheduling-page.ts) is https://calendly.com/old but industries/site.yaml schedulingUrl is https://cal.com/acme/demo: run npm run generate, then deploy the functions again.",
    ]);
    expect(
      productionProblems(goodInput({ scheduling: { site: 'https://cal.com/acme/demo', functions: null } })),
    ).toEqual([
      'supabase/functions/_shared/generated/scheduling-page.ts is missing or unreadable: run npm run generate to write it from industries/site.yaml.',
    ]);
  });

  it("refuses the local environment, the simulator's agents, for a site that is not on this machine", () => {
    expect(productionProblems(withEnv({ SITE_ENV: 'local' }))).toEqual([
      'SITE_ENV=local holds the agents of the local simulator, which only npm start serves: use the environment you pushed for https://www.example.com, e.g. SITE_ENV=production.',
    ]);
    const rehearsal = withEnv({
      SITE_ENV: 'local',
      SITE_ORIGIN: 'http://127.0.0.1:4173',
      VITE_SUPABASE_URL: 'http://127.0.0.1:4173',
    });
    expect(productionProblems(rehearsal).filter((line) => line.startsWith('SITE_ENV'))).toEqual([]);
  });

  it('says so once when the content itself has problems', () => {
    expect(productionProblems(goodInput({ flows: null, scheduling: null }))).toEqual([
      'The content has problems: run npm run validate and fix them first.',
    ]);
  });
});

describe('SITE_ORIGIN', () => {
  it('replaces the site origin of the registry the build renders, and only when set', async () => {
    const { withSiteOrigin } = await import('../../../../scripts/shared/build-env.ts');
    const { loadContent } = await import('../../../../scripts/content-engine/load.ts');
    const registry = loadContent({ root: process.cwd(), contentDir: fixtureSite() }).registry!;
    expect(withSiteOrigin(registry, 'http://127.0.0.1:4173').site.origin).toBe('http://127.0.0.1:4173');
    expect(withSiteOrigin(registry, undefined)).toBe(registry);
    expect(registry.site.origin).not.toBe('http://127.0.0.1:4173');
  });
});

describe('deploy/<env>.env', () => {
  it('adds an environment’s public settings under what the shell set, and only for that environment', async () => {
    const { mkdtempSync, mkdirSync, rmSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { loadDeployEnv } = await import('../../../../scripts/shared/build-env.ts');
    const root = mkdtempSync(join(tmpdir(), 'deploy-env-'));
    mkdirSync(join(root, 'deploy'));
    writeFileSync(
      join(root, 'deploy', 'staging.env'),
      '# staging\nSITE_ORIGIN=https://staging.example.com\nVITE_SUPABASE_URL=https://stage.supabase.co\n',
    );
    process.env.SITE_ORIGIN = 'https://from-the-shell.example.com';
    try {
      expect(loadDeployEnv(undefined, root)).toBeNull();
      expect(loadDeployEnv('production', root)).toBeNull();
      expect(process.env.VITE_SUPABASE_URL).toBeUndefined();
      expect(loadDeployEnv('staging', root)).toBe('deploy/staging.env');
      expect(process.env.VITE_SUPABASE_URL).toBe('https://stage.supabase.co');
      expect(process.env.SITE_ORIGIN).toBe('https://from-the-shell.example.com');
    } finally {
      delete process.env.SITE_ORIGIN;
      delete process.env.VITE_SUPABASE_URL;
      rmSync(root, { recursive: true, force: true });
    }
  });
});
