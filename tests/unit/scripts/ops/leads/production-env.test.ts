// @vitest-environment node
// npm run leads -- --production takes the new secret key as well as the legacy service_role key, read by
// the one reader the functions use (service-key.ts).
import { describe, expect, it } from 'vitest';
import { productionCredentials } from '../../../../../scripts/ops/leads/production-env.ts';

const env = (values: Record<string, string>) => (name: string) => values[name];
const URL = 'https://abcdefghijklmnopqrst.supabase.co';

describe('productionCredentials', () => {
  it('takes SUPABASE_SECRET_KEY, and prefers it to the legacy key', () => {
    expect(productionCredentials(env({ SUPABASE_URL: URL, SUPABASE_SECRET_KEY: ' sb_secret_abc ' }))).toEqual({
      url: URL,
      key: 'sb_secret_abc',
    });
    const both = { SUPABASE_URL: URL, SUPABASE_SECRET_KEY: 'sb_secret_abc', SUPABASE_SERVICE_ROLE_KEY: 'eyJ.legacy' };
    expect(productionCredentials(env(both))).toEqual({ url: URL, key: 'sb_secret_abc' });
  });

  it('still takes the legacy SUPABASE_SERVICE_ROLE_KEY', () => {
    expect(productionCredentials(env({ SUPABASE_URL: URL, SUPABASE_SERVICE_ROLE_KEY: 'eyJ.legacy' }))).toEqual({
      url: URL,
      key: 'eyJ.legacy',
    });
  });

  it('says what is missing', () => {
    expect(productionCredentials(env({ SUPABASE_URL: URL }))).toBe(
      'Set SUPABASE_SECRET_KEYS or SUPABASE_SECRET_KEY (or the legacy SUPABASE_SERVICE_ROLE_KEY) to read production (the secret key: Project Settings, API Keys).',
    );
    expect(productionCredentials(env({ SUPABASE_SECRET_KEY: 'sb_secret_abc' }))).toBe(
      'Set SUPABASE_URL to read production (the secret key: Project Settings, API Keys).',
    );
  });
});
