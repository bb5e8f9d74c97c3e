// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { adminRequestRefusal } from '../../../../scripts/shared/admin-guard.ts';

const request = (headers: Record<string, string>) => ({ headers });

describe('adminRequestRefusal', () => {
  it.each([
    ['a tool on 127.0.0.1', { host: '127.0.0.1:4173' }],
    ['a tool on localhost', { host: 'localhost:5173' }],
    ['a tool on [::1]', { host: '[::1]:4173' }],
    [
      'a same-origin page',
      { host: '127.0.0.1:4173', 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:4173' },
    ],
    ['the address bar', { host: 'localhost:4173', 'sec-fetch-site': 'none' }],
  ])('lets %s through', (_case, headers) => {
    expect(adminRequestRefusal(request(headers))).toBeNull();
  });

  it.each([
    ['another Host (DNS rebinding)', { host: 'attacker.example:4173' }],
    ['a LAN address as Host', { host: '192.168.1.20:4173' }],
    [
      'a cross-site form post',
      { host: '127.0.0.1:4173', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    ],
    ['a same-site page on another port', { host: '127.0.0.1:4173', 'sec-fetch-site': 'same-site' }],
    ['an Origin on another host, without Sec-Fetch-Site', { host: '127.0.0.1:4173', origin: 'https://evil.example' }],
    ['an opaque origin (sandboxed frame, file://)', { host: '127.0.0.1:4173', origin: 'null' }],
  ])('refuses %s', (_case, headers) => {
    expect(adminRequestRefusal(request(headers))).toMatch(/local admin paths/);
  });
});
