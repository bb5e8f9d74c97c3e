// @vitest-environment node
// Every function states verify_jwt in supabase/config.toml: without a block, `supabase functions deploy`
// turns the platform's JWT check on and every browser call is refused with 401. And the
// parser the local gateway enforces it with reads config.toml as the CLI does.
import { describe, expect, it } from 'vitest';
import { functionNames } from '../../../../../scripts/local-stack/supabase/deployed.ts';
import {
  parseFunctionBlocks,
  readFunctionBlocks,
  verifiesJwt,
} from '../../../../../scripts/local-stack/supabase/functions-config.ts';

/** Called by the browser with the publishable key, by ElevenLabs / Cron with their own secret, or by check:live with the secret key (not a JWT). */
const NO_JWT = [
  'captcha-challenge',
  'send-demo-request',
  'send-lead-notification',
  'voice-signed-url',
  'voice-post-call',
  'client-address',
];

describe('supabase/config.toml', () => {
  const blocks = readFunctionBlocks();
  const names = functionNames();

  it('finds the functions', () => {
    expect(names).toEqual(expect.arrayContaining([...NO_JWT, 'drain-email-outbox']));
  });

  it.each(names)('has a [functions.%s] block that states verify_jwt', (name) => {
    const block = blocks.get(name);
    expect(block, `add a [functions.${name}] block with verify_jwt to supabase/config.toml`).toBeDefined();
    expect(block?.verifyJwtLine, `[functions.${name}] (line ${block?.line}) must say verify_jwt = …`).toBeTypeOf(
      'boolean',
    );
  });

  it.each(NO_JWT.filter((name) => names.includes(name)))('lets %s run without a JWT', (name) => {
    expect(verifiesJwt(blocks, name)).toBe(false);
  });

  it('has no block for a function that does not exist (a renamed folder)', () => {
    expect([...blocks.keys()].filter((name) => !names.includes(name))).toEqual([]);
  });
});

describe('parseFunctionBlocks', () => {
  const text = [
    '[api]',
    'verify_jwt = false # not a function block',
    '[functions.open]',
    'verify_jwt = false',
    '[functions.defaulted]',
    'enabled = true',
    '[functions."quoted"]',
    '  verify_jwt = true  # comment',
  ].join('\n');
  const blocks = parseFunctionBlocks(text);

  it('reads verify_jwt per block, defaulting to true as the CLI does', () => {
    expect(verifiesJwt(blocks, 'open')).toBe(false);
    expect(blocks.get('defaulted')).toMatchObject({ verifyJwtLine: undefined, verifyJwt: true, line: 5 });
    expect(verifiesJwt(blocks, 'quoted')).toBe(true);
    expect(verifiesJwt(blocks, 'missing')).toBe(true);
    expect(blocks.has('api')).toBe(false);
  });
});
