// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertRow, invokeFunction } from '../../../src/lib/backend.ts';

/** Replaces fetch with one that answers `reply`, or waits for the request's abort signal when given none. */
function stubFetch(reply?: () => Response) {
  const fetch = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        if (reply) return resolve(reply());
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
    expect(headers.get('apikey')).toBeTruthy();
    expect(headers.get('authorization')).toBe(`Bearer ${headers.get('apikey')}`);
  });

  it("throws with the status and the function's error code on a non-2xx answer", async () => {
    stubFetch(json(400, { error: 'invalid_fields', fields: { email: 'Required' } }));

    await expect(invokeFunction('send-demo-request', {})).rejects.toThrow(
      'POST /functions/v1/send-demo-request failed with HTTP 400: invalid_fields',
    );
  });

  it('gives up at the timeout instead of leaving a pending button forever', async () => {
    stubFetch();

    await expect(invokeFunction('send-demo-request', {}, { timeoutMs: 20 })).rejects.toMatchObject({
      name: 'TimeoutError',
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

describe('insertRow', () => {
  it('inserts without reading the row back (visitors may only insert) and resolves on 201', async () => {
    const fetch = stubFetch(() => new Response(null, { status: 201 }));

    await expect(insertRow('demo_requests', { name: 'Jane' })).resolves.toBeUndefined();

    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/\/rest\/v1\/demo_requests$/);
    expect(new Headers(init.headers).get('prefer')).toBe('return=minimal');
  });

  it("throws with PostgREST's message when the database refuses the row", async () => {
    stubFetch(json(401, { message: 'new row violates row-level security policy' }));

    await expect(insertRow('demo_requests', {})).rejects.toThrow(
      'HTTP 401: new row violates row-level security policy',
    );
  });
});
