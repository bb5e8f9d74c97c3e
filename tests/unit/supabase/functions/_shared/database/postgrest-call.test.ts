// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { postgrest } from '../../../../../../supabase/functions/_shared/database/postgrest.ts';

const config = (reply: Response) => {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => reply);
  return { fetch, config: { supabaseUrl: 'https://abcd.supabase.co/', serviceRoleKey: 'service-key', fetch } };
};

describe('postgrest (the functions’ database calls)', () => {
  it('calls /rest/v1/<resource> with the service role, the query, the JSON body and Prefer', async () => {
    const { fetch, config: settings } = config(new Response('[]', { status: 200 }));

    await postgrest(settings, 'demo_requests')('id=eq.1', 'PATCH', { notified_at: 'now' }, 'return=minimal');

    const [url, init = {}] = fetch.mock.calls[0]!;
    expect(url).toBe('https://abcd.supabase.co/rest/v1/demo_requests?id=eq.1');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"notified_at":"now"}');
    const headers = new Headers(init.headers);
    expect(headers.get('apikey')).toBe('service-key');
    expect(headers.get('authorization')).toBe('Bearer service-key');
    expect(headers.get('prefer')).toBe('return=minimal');
  });

  it('throws with the status and error code, never the message that can quote personal data', async () => {
    const body = { code: '23514', message: 'Failing row contains (Jane Citizen, 0400 000 000)' };
    const { config: settings } = config(new Response(JSON.stringify(body), { status: 400 }));

    const call = postgrest(settings, 'voice_sessions')('', 'POST', { name: 'Jane Citizen' });

    await expect(call).rejects.toThrow('voice_sessions POST failed (HTTP 400 23514)');
    await expect(postgrest(settings, 'voice_sessions')('', 'POST', {})).rejects.not.toThrow(/Jane/);
  });
});
