// @vitest-environment node
// The captcha's spent list in production: public.spend_captcha through PostgREST, the functions' one
// way to the database (postgrest.ts).
import { describe, expect, it, vi } from 'vitest';
import { createPostgrestSpentCaptchaStore } from '../../../supabase/functions/_shared/captcha-deps.ts';

function storeAnswering(reply: () => Response) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => reply());
  const store = createPostgrestSpentCaptchaStore({
    supabaseUrl: 'https://abcd.supabase.co/',
    serviceRoleKey: 'service-key',
    fetch,
  });
  return { fetch, store };
}

const EXPIRES = new Date('2026-11-23T10:00:00.000Z');

describe('the captcha spent list over PostgREST', () => {
  it('POSTs the signature and expiry to rpc/spend_captcha with the service role, and returns its answer', async () => {
    const { fetch, store } = storeAnswering(() => Response.json(true));

    await expect(store.spend('sig-1', EXPIRES)).resolves.toBe(true);

    const [url, init = {}] = fetch.mock.calls[0]!;
    expect(url).toBe('https://abcd.supabase.co/rest/v1/rpc/spend_captcha');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ p_signature: 'sig-1', p_expires_at: '2026-11-23T10:00:00.000Z' });
    const headers = new Headers(init.headers);
    expect(headers.get('apikey')).toBe('service-key');
    expect(headers.get('authorization')).toBe('Bearer service-key');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('passes on "already spent" (false)', async () => {
    const { store } = storeAnswering(() => Response.json(false));
    await expect(store.spend('sig-2', EXPIRES)).resolves.toBe(false);
  });

  it('throws on an answer that is not a boolean, and on a refusal with its status and code only', async () => {
    await expect(storeAnswering(() => Response.json([true])).store.spend('sig-3', EXPIRES)).rejects.toThrow(
      'spend_captcha answered something other than a boolean',
    );
    const refusal = () => Response.json({ code: '42501', message: 'permission denied for sig-4' }, { status: 403 });
    const spend = storeAnswering(refusal).store.spend('sig-4', EXPIRES);
    await expect(spend).rejects.toThrow('rpc/spend_captcha POST failed (HTTP 403 42501)');
    await expect(storeAnswering(refusal).store.spend('sig-4', EXPIRES)).rejects.not.toThrow(/sig-4/);
  });
});
