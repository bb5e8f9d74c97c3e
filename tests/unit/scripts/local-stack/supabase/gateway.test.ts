// @vitest-environment node
// The local gateway refuses what Supabase's refuses (keys, verify_jwt) and passes the client address the
// way the hosted platform does. The deployed allow-list: deno-functions.test.ts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  functionRefusal,
  restAccess,
  stampClientAddress,
} from '../../../../../scripts/local-stack/supabase/gateway.ts';
import {
  LOCAL_ANON_JWT,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_JWT,
  signJwt,
} from '../../../../../scripts/local-stack/supabase/keys.ts';
import { toWebRequest } from '../../../../../scripts/local-stack/supabase/node-web.ts';

const headers = (values: Record<string, string>) => new Headers(values);
const url = new URL('http://127.0.0.1/rest/v1/demo_requests');

describe('functions with verify_jwt', () => {
  it('answer 401 Missing authorization header without Authorization', () => {
    expect(functionRefusal('POST', headers({ apikey: LOCAL_PUBLISHABLE_KEY }), true)).toEqual({
      status: 401,
      body: { code: 401, message: 'Missing authorization header' },
    });
  });

  it('answer 401 Invalid JWT for a publishable key, a foreign signature or an expired token', () => {
    const invalid = { status: 401, body: { code: 401, message: 'Invalid JWT' } };
    const bearer = (token: string) => headers({ Authorization: `Bearer ${token}` });
    expect(functionRefusal('POST', bearer(LOCAL_PUBLISHABLE_KEY), true)).toEqual(invalid);
    expect(functionRefusal('POST', bearer(signJwt({ role: 'anon' }, 'another-project-secret')), true)).toEqual(invalid);
    expect(functionRefusal('POST', bearer(signJwt({ role: 'anon', exp: 1 })), true)).toEqual(invalid);
  });

  it('run for a legacy anon or service_role key (JWTs of this project)', () => {
    expect(functionRefusal('POST', headers({ Authorization: `Bearer ${LOCAL_ANON_JWT}` }), true)).toBeNull();
    expect(functionRefusal('POST', headers({ Authorization: `Bearer ${LOCAL_SERVICE_ROLE_JWT}` }), true)).toBeNull();
  });

  it('refuse an apikey this project never issued, even with a valid JWT', () => {
    const sent = headers({ Authorization: `Bearer ${LOCAL_ANON_JWT}`, apikey: 'sb_publishable_someone_else' });
    expect(functionRefusal('POST', sent, true)?.status).toBe(401);
  });

  it('let preflights through, and check nothing with verify_jwt = false', () => {
    expect(functionRefusal('OPTIONS', headers({}), true)).toBeNull();
    expect(functionRefusal('POST', headers({}), false)).toBeNull();
  });
});

describe('the Data API (/rest/v1)', () => {
  it('needs a key of this project in apikey', () => {
    expect(restAccess('POST', url, headers({}))).toMatchObject({
      status: 401,
      body: { message: 'No API key found in request' },
    });
    expect(restAccess('POST', url, headers({ apikey: 'sb_publishable_someone_else' }))).toMatchObject({
      status: 401,
      body: { message: 'Invalid API key' },
    });
  });

  it('runs as the role of the key: publishable and anon as anon, secret and service_role as service_role', () => {
    const same = (key: string) => headers({ apikey: key, Authorization: `Bearer ${key}` });
    expect(restAccess('POST', url, same(LOCAL_PUBLISHABLE_KEY))).toEqual({ role: 'anon' });
    expect(restAccess('POST', url, headers({ apikey: LOCAL_ANON_JWT }))).toEqual({ role: 'anon' });
    expect(restAccess('POST', url, same(LOCAL_SECRET_KEY))).toEqual({ role: 'service_role' });
    expect(restAccess('GET', new URL(`${url}?apikey=${LOCAL_SERVICE_ROLE_JWT}`), headers({}))).toEqual({
      role: 'service_role',
    });
  });

  it('refuses a bearer that is neither a JWT of this project nor the apikey itself', () => {
    const sent = headers({ apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${LOCAL_SECRET_KEY}` });
    expect(restAccess('POST', url, sent)).toMatchObject({ status: 401 });
  });
});

describe('the client address', () => {
  it('overwrites cf-connecting-ip and x-real-ip and appends to a client-sent x-forwarded-for', () => {
    const sent = headers({ 'cf-connecting-ip': '8.8.8.8', 'x-real-ip': '7.7.7.7', 'x-forwarded-for': '6.6.6.6' });
    stampClientAddress(sent, '203.0.113.9');
    expect(sent.get('cf-connecting-ip')).toBe('203.0.113.9');
    expect(sent.get('x-real-ip')).toBe('203.0.113.9');
    expect(sent.get('x-forwarded-for')).toBe('6.6.6.6, 203.0.113.9');
    const bare = headers({});
    stampClientAddress(bare, '203.0.113.9');
    expect(bare.get('x-forwarded-for')).toBe('203.0.113.9');
  });

  it('is the socket address on a real request', async () => {
    const server = http.createServer(async (req, res) => {
      const request = await toWebRequest(req, req.socket.remoteAddress);
      res.end(JSON.stringify(Object.fromEntries(request.headers)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const seen = await (
      await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'X-Forwarded-For': '6.6.6.6', 'CF-Connecting-IP': '8.8.8.8' },
      })
    ).json();
    await new Promise((resolve) => server.close(resolve));
    expect(seen).toMatchObject({ 'cf-connecting-ip': '127.0.0.1', 'x-forwarded-for': '6.6.6.6, 127.0.0.1' });
  });
});
