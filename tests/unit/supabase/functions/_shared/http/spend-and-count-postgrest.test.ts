// @vitest-environment node
// The captcha's spend and the rate limits' count in production: one call of
// public.spend_captcha_and_count through PostgREST, the functions' one way to the database (postgrest.ts).
import { describe, expect, it, vi } from 'vitest';
import { groupAddress } from '../../../../../../supabase/functions/_shared/http/client-address.ts';
import { RATE_LIMITS } from '../../../../../../supabase/functions/_shared/http/limits.ts';
import { createPostgrestRateLimiter } from '../../../../../../supabase/functions/_shared/http/rate-limit.ts';

function limiterAnswering(reply: () => Response) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => reply());
  const limiter = createPostgrestRateLimiter({
    supabaseUrl: 'https://abcd.supabase.co/',
    serviceRoleKey: 'service-key',
    fetch,
  });
  return { fetch, limiter };
}

const spend = (signature: string) => ({ signature, expiresAt: new Date('2026-11-23T10:00:00.000Z') });
const LIMIT = RATE_LIMITS['voice-signed-url'];
const hit = (limiter: ReturnType<typeof limiterAnswering>['limiter'], signature: string) =>
  limiter.hit('voice-signed-url', groupAddress('203.0.113.7'), LIMIT, spend(signature), { perHour: 5, perDay: 9 });

describe('spend and count over PostgREST', () => {
  it('POSTs the signature, expiry, client, limits and budget to rpc/spend_captcha_and_count with the service role', async () => {
    const { fetch, limiter } = limiterAnswering(() => Response.json({ outcome: 'counted', global: 3 }));
    await expect(hit(limiter, 'sig-1')).resolves.toEqual({ outcome: 'counted', global: 3 });
    const [url, init = {}] = fetch.mock.calls[0]!;
    expect(url).toBe('https://abcd.supabase.co/rest/v1/rpc/spend_captcha_and_count');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      p_signature: 'sig-1',
      p_expires_at: '2026-11-23T10:00:00.000Z',
      p_bucket: 'voice-signed-url',
      p_client: '203.0.113.7',
      p_network: '203.0.113.0/24',
      p_per_client: LIMIT.perClient,
      p_per_network: LIMIT.perNetwork,
      p_global: LIMIT.global,
      p_window_seconds: LIMIT.windowSeconds,
      p_budget_per_hour: 5,
      p_budget_per_day: 9,
    });
    const headers = new Headers(init.headers);
    expect(headers.get('apikey')).toBe('service-key');
    expect(headers.get('authorization')).toBe('Bearer service-key');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    [{ outcome: 'reused' }],
    [{ outcome: 'rate_limited', wait: 30 }],
    [{ outcome: 'over_budget', wait: 600, window: 'hour' }],
  ])('passes on %j', async (answer) => {
    await expect(hit(limiterAnswering(() => Response.json(answer)).limiter, 'sig-2')).resolves.toEqual(answer);
  });

  it('throws on an answer it does not know, and on a refusal with its status and code only', async () => {
    const odd = limiterAnswering(() => Response.json({ outcome: 'over_budget', wait: 1, window: 'week' })).limiter;
    await expect(hit(odd, 'sig-3')).rejects.toThrow('spend_captcha_and_count answered something other than an outcome');
    const refusal = () => Response.json({ code: '42501', message: 'permission denied for sig-4' }, { status: 403 });
    await expect(hit(limiterAnswering(refusal).limiter, 'sig-4')).rejects.toThrow(
      'rpc/spend_captcha_and_count POST failed (HTTP 403 42501)',
    );
    await expect(hit(limiterAnswering(refusal).limiter, 'sig-4')).rejects.not.toThrow(/sig-4/);
  });
});
