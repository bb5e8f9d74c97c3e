// The rehearsal's stand-ins for the Supabase CLI: which secrets the template must list, and which
// functions `supabase functions deploy` would put behind verify_jwt.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asRehearsed } from '../../../../../scripts/local-checks/rehearse/context.ts';
import { deployedVerifyJwt, verifyJwtProblems } from '../../../../../scripts/local-checks/rehearse/functions-config.ts';
import { headersForAllPaths } from '../../../../../scripts/local-checks/rehearse/platform.ts';
import {
  checkTemplate,
  generatedSecrets,
  secretsReadByFunctions,
} from '../../../../../scripts/local-checks/rehearse/secrets.ts';
import { elevenLabsEnv, type RehearsalContext } from '../../../../../scripts/local-checks/rehearse/context.ts';
import { causeOf } from '../../../../../scripts/local-checks/rehearse/shell.ts';

let dir: string;
const write = (path: string, text: string) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
};
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rehearse-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the secrets step', () => {
  it("sets the functions' booking secret to the value agents:push stores in the workspace, and Cal.com to the stand-in", () => {
    const site = 'http://127.0.0.1:9';
    const names = ['VOICE_BOOKING_SECRET', 'CALCOM_API_KEY', 'CALCOM_API_URL'];
    const secrets = generatedSecrets(names, { site, elevenLabsKey: 'key' });
    const ctx = { platform: { url: site } } as unknown as RehearsalContext;
    expect(secrets.VOICE_BOOKING_SECRET).toBe(elevenLabsEnv(ctx).VOICE_BOOKING_SECRET);
    expect(secrets.CALCOM_API_KEY).toMatch(/^cal_live_\w+$/);
    expect(secrets.CALCOM_API_URL).toBe(`${site}/__sim/calcom`);
  });

  it("finds the secrets this project's functions read, leaving out those Supabase sets", () => {
    const names = [...secretsReadByFunctions(process.cwd()).keys()];
    expect(names).toEqual(expect.arrayContaining(['ALLOWED_ORIGINS', 'ALTCHA_HMAC_KEY', 'ELEVENLABS_WEBHOOK_SECRET']));
    expect(names).not.toContain('SUPABASE_URL');
    expect(names).not.toContain('SCHEDULING_URL');
  });

  it('names each secret a function reads that the template lacks, and the file that reads it', () => {
    write(
      'supabase/functions/_shared/deps.ts',
      "const a = env('ALPHA_KEY'); const m = missingNames(env, ['BETA', 'GAMMA']);",
    );
    write('supabase/functions/hello/index.ts', "Deno.env.get('DELTA');");
    write('supabase/functions/.env.example', '# comment\nALPHA_KEY=\nGAMMA=\n');
    const { names, problems } = checkTemplate(dir);
    expect(names).toEqual(['ALPHA_KEY', 'GAMMA']);
    expect(problems).toEqual([
      'supabase/functions/.env.example lacks BETA, which supabase/functions/_shared/deps.ts reads: a deploy from the template leaves it unset and the function answers 503',
      'supabase/functions/.env.example lacks DELTA, which supabase/functions/hello/index.ts reads: a deploy from the template leaves it unset and the function answers 503',
    ]);
  });
});

describe('the deploy step', () => {
  it('deploys a function without a block, or without verify_jwt in it, with verify_jwt = true, as the CLI does', () => {
    for (const name of ['open', 'unset', 'missing', '_shared'])
      mkdirSync(join(dir, 'supabase/functions', name), { recursive: true });
    write(
      'supabase/config.toml',
      '[api]\nport = 1\n\n[functions.open]\nverify_jwt = false # visitors are anonymous\n\n[functions.unset]\nenabled = true\n',
    );
    expect(Object.fromEntries(deployedVerifyJwt(dir))).toEqual({ missing: true, open: false, unset: true });
    expect(verifyJwtProblems(dir)).toEqual([
      "missing would be deployed with verify_jwt = true (it has no [functions.missing] block in supabase/config.toml): the gateway answers 401 to the site's publishable key before the function runs",
      "unset would be deployed with verify_jwt = true (its block does not say verify_jwt = false in supabase/config.toml): the gateway answers 401 to the site's publishable key before the function runs",
    ]);
  });

  it('finds every function of this project deployed without verify_jwt except where config.toml says so', () => {
    expect(deployedVerifyJwt(process.cwd()).get('voice-signed-url')).toBe(false);
  });
});

describe('the platform', () => {
  it('sends the /* block of _headers on every path, as Netlify does', () => {
    const file =
      "# generated\n/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src 'self'\n/assets/*\n  Cache-Control: immutable\n";
    expect(headersForAllPaths(file)).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': "default-src 'self'",
    });
  });

  it('runs the guide commands for the rehearsal environment instead of production', () => {
    expect(asRehearsed('npm run agents:push -- --env production')).toBe('npm run agents:push -- --env rehearsal');
    expect(asRehearsed('mkdir -p deploy && cp .env.example deploy/production.env')).toBe(
      'mkdir -p deploy && cp .env.example deploy/rehearsal.env',
    );
  });
});

describe('a failed step', () => {
  it("quotes check:live's first failed check and the build's first refusal as the cause", () => {
    const checkLive =
      '40 checks: 37 ok, 3 failed.\n\n3 checks failed:\n  voice automotive: agent_x: voice-signed-url answered 403\n  voice trades: …\n';
    expect(causeOf(checkLive)).toBe('voice automotive: agent_x: voice-signed-url answered 403');
    const build = 'vite v7\nProduction build refused: 2 problems.\n  SITE_ORIGIN is still the template value.\n  …\n';
    expect(causeOf(build)).toBe('SITE_ORIGIN is still the template value.');
    expect(causeOf('something\nError: boom\n')).toBe('Error: boom');
  });
});
