// @vitest-environment node
import { LOCAL_ANON_JWT, LOCAL_PUBLISHABLE_KEY } from '../../../../scripts/local-stack/supabase/keys.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addHeaderSource, BackendError, invokeFunction } from '../../../../src/lib/backend.ts';

/** Replaces fetch with one that answers `reply`, or waits for the request's abort signal when given none. */
function stubFetch(reply?: () => Response) {
  const fetch = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        if (reply) return resolve(reply());
        // Like fetch: an already aborted signal rejects at once.
        if (init.signal?.aborted) return reject(init.signal.reason);
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status });

afterEach(() => vi.unstubAllGlobals());

describe('invokeFunction', () => {
  it('POSTs JSON with the anon key to /functions/v1/<name> and resolves with the answer', async () => {
    const fetch = stubFetch(json(200, { schedulingLink: null }));

    await expect(invokeFunction('send-demo-request', { name: 'Jane' })).resolves.toEqual({ schedulingLink: null });

    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/\/functions\/v1\/send-demo-request$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Jane' });
    const headers = new Headers(init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    // With no project configured: the local stack's publishable key, which (like a project's) is not a JWT,
    // so it goes in apikey alone; a JWT check would refuse it as a bearer token.
    expect(headers.get('apikey')).toBe(LOCAL_PUBLISHABLE_KEY);
    expect(headers.get('authorization')).toBeNull();
  });

  it('sends a legacy anon key, a JWT, in apikey and as the bearer', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abcd.supabase.co');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', LOCAL_ANON_JWT);
    try {
      const fetch = stubFetch(json(200, {}));
      await invokeFunction('send-demo-request', {});
      const [url, init] = fetch.mock.calls[0]!;
      expect(url).toBe('https://abcd.supabase.co/functions/v1/send-demo-request');
      const headers = new Headers(init.headers);
      expect(headers.get('apikey')).toBe(LOCAL_ANON_JWT);
      expect(headers.get('authorization')).toBe(`Bearer ${LOCAL_ANON_JWT}`);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("throws with the status and the function's error code on a non-2xx answer", async () => {
    stubFetch(json(400, { error: 'invalid_fields', fields: { email: 'Required' } }));

    const refused = invokeFunction('send-demo-request', {});

    await expect(refused).rejects.toBeInstanceOf(BackendError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      code: 'invalid_fields',
      fields: { email: 'Required' },
      retryAfter: null,
    });
  });

  it("reads a 429's Retry-After, so the form can say when to try again", async () => {
    stubFetch(
      () => new Response(JSON.stringify({ error: 'rate_limited' }), { status: 429, headers: { 'Retry-After': '42' } }),
    );

    const refused = invokeFunction('send-demo-request', {});

    await expect(refused).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      retryAfter: 42,
      rateLimited: true,
    });
  });

  it('names a refusal without a JSON body by its status', async () => {
    stubFetch(() => new Response('Bad gateway', { status: 502 }));

    await expect(invokeFunction('send-demo-request', {})).rejects.toMatchObject({ status: 502, code: 'http_502' });
  });

  it('sends extra headers beside the SPEC body, and the headers every call carries', async () => {
    const fetch = stubFetch(json(200, {}));
    addHeaderSource(async (name) => ({ 'X-Altcha': `solved-for-${name}` }));

    await invokeFunction('send-lead-notification', { name: 'Jane' }, { headers: { 'Idempotency-Key': 'row-1' } });

    const [, init] = fetch.mock.calls[0]!;
    const headers = new Headers(init.headers);
    expect(headers.get('idempotency-key')).toBe('row-1');
    expect(headers.get('x-altcha')).toBe('solved-for-send-lead-notification');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Jane' });
  });

  it('gives up at the timeout instead of leaving a pending button forever', async () => {
    stubFetch();

    await expect(invokeFunction('send-demo-request', {}, { timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      code: 'timeout',
    });
  });

  it("stops when the caller's signal aborts", async () => {
    stubFetch();
    const controller = new AbortController();

    const call = invokeFunction('voice-signed-url', { agentId: 'a' }, { signal: controller.signal });
    controller.abort(new Error('left the page'));

    await expect(call).rejects.toThrow('left the page');
  });
});
