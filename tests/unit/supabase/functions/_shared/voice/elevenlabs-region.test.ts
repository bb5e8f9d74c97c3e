// @vitest-environment node
// ELEVENLABS_REGION, one setting for an EU or India workspace: the origins are the official client's, and
// the functions' signed links, agents:push / check:live's API and the production CSP all follow it.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspDirectives } from '../../../../../../scripts/shared/headers.ts';
import { apiBaseUrlOf, checkRegion, regionSetting } from '../../../../../../scripts/ops/check-live/region.ts';
import { voiceSignedUrlDepsFromEnv } from '../../../../../../supabase/functions/_shared/deps-from-env.ts';
import {
  ELEVENLABS_REGIONS,
  parseElevenLabsRegion,
  regionConnectOrigins,
} from '../../../../../../supabase/functions/_shared/voice/elevenlabs-region.ts';

/** @elevenlabs/client's own location table (dist/utils/location.js), read from the installed package. */
function sdkLocations(): Record<string, { api: string; livekit: string }> {
  const require = createRequire(import.meta.url);
  const dist = dirname(require.resolve('@elevenlabs/client'));
  const source = readFileSync(join(dist, 'utils', 'location.js'), 'utf8');
  const map = (name: string) =>
    Object.fromEntries(
      [...new RegExp(`${name} = \\{([^}]*)\\}`).exec(source)![1]!.matchAll(/"?([a-z-]+)"?: "wss:\/\/([^"]+)"/g)].map(
        ([, key, host]) => [key!, host!],
      ),
    );
  const api = map('originMap');
  const livekit = map('livekitUrlMap');
  return Object.fromEntries(Object.keys(api).map((key) => [key, { api: api[key]!, livekit: livekit[key]! }]));
}

describe('the regions', () => {
  it("are the official client's locations, host for host", () => {
    const sdk = sdkLocations();
    const ours = { global: 'global', us: 'us', eu: 'eu-residency', in: 'in-residency' } as const;
    for (const [region, location] of Object.entries(ours)) {
      const { host, livekitHost } = ELEVENLABS_REGIONS[region as keyof typeof ours];
      expect({ api: host, livekit: livekitHost }, region).toEqual(sdk[location]);
    }
    expect(Object.keys(sdk).sort()).toEqual(Object.values(ours).sort());
  });

  it('defaults to global and names the valid values for anything else', () => {
    expect(parseElevenLabsRegion(undefined)).toBe('global');
    expect(parseElevenLabsRegion(' EU ')).toBe('eu');
    expect(parseElevenLabsRegion('mars')).toEqual({
      problem:
        'ELEVENLABS_REGION is "mars": expected one of global, us, eu, in (the region of the ElevenLabs workspace).',
    });
  });
});

describe('the functions', () => {
  const sign = async (values: Record<string, string>) => {
    const urls: string[] = [];
    const fetchImpl = (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return Response.json({ signed_url: 'wss://api.eu.residency.elevenlabs.io/v1/x?conversation_id=c1' });
    }) as typeof fetch;
    const lines: string[] = [];
    const log = { info: () => {}, warn: () => {}, error: (line: string) => void lines.push(line) };
    const deps = voiceSignedUrlDepsFromEnv((name) => values[name], { fetch: fetchImpl, log });
    if (deps.getSignedUrl) await deps.getSignedUrl('agent_x');
    return { urls, lines, signs: deps.getSignedUrl !== null };
  };

  it("sign links with the region's API", async () => {
    const eu = await sign({ ELEVENLABS_API_KEY: 'k', ELEVENLABS_REGION: 'eu' });
    expect(new URL(eu.urls[0]!).origin).toBe('https://api.eu.residency.elevenlabs.io');
    const global = await sign({ ELEVENLABS_API_KEY: 'k' });
    expect(new URL(global.urls[0]!).origin).toBe('https://api.elevenlabs.io');
    const local = await sign({
      ELEVENLABS_API_KEY: 'k',
      ELEVENLABS_REGION: 'eu',
      ELEVENLABS_API_URL: 'http://127.0.0.1:1/sim',
    });
    expect(local.urls[0]).toMatch(/^http:\/\/127\.0\.0\.1:1\/sim\//);
  });

  it('sign nothing, and say why, for an unknown region', async () => {
    const wrong = await sign({ ELEVENLABS_API_KEY: 'k', ELEVENLABS_REGION: 'europe' });
    expect(wrong.signs).toBe(false);
    expect(wrong.lines[0]).toMatch(/^voice-signed-url: ELEVENLABS_REGION is "europe": expected one of/);
  });
});

describe('the production CSP and check:live', () => {
  const connectSrc = (region?: string) =>
    cspDirectives(region ? { ELEVENLABS_REGION: region } : {}).find(([name]) => name === 'connect-src')![1];

  it("lets the page reach the region's API and WebRTC host, and no other region", () => {
    expect(connectSrc('in')).toEqual(expect.arrayContaining(regionConnectOrigins('in')));
    expect(connectSrc('in')).not.toContain('wss://api.elevenlabs.io');
    expect(connectSrc()).toEqual(expect.arrayContaining(regionConnectOrigins('global')));
    expect(() => connectSrc('mars')).toThrow(/ELEVENLABS_REGION is "mars"/);
  });

  it("fails a served policy that lacks the region's origins", () => {
    const site = 'https://www.example.com';
    const policy = (region?: string) => `default-src 'self'; connect-src ${connectSrc(region).join(' ')}`;
    expect(checkRegion('eu', policy('eu'), site).status).toBe('ok');
    const stale = checkRegion('eu', policy(), site);
    expect(stale.status).toBe('FAIL');
    expect(stale.detail).toMatch(
      /^the served connect-src does not allow https:\/\/api\.eu\.residency\.elevenlabs\.io, wss:/,
    );
  });

  it("gives agents:push and check:live the region's API, from the deploy file", () => {
    expect(apiBaseUrlOf('eu')).toBe('https://api.eu.residency.elevenlabs.io');
    expect(apiBaseUrlOf(undefined)).toBeUndefined();
    const root = mkdtempSync(join(tmpdir(), 'region-'));
    try {
      mkdirSync(join(root, 'deploy'));
      writeFileSync(
        join(root, 'deploy', 'production.env'),
        'SITE_ORIGIN=https://www.example.com\nELEVENLABS_REGION=in\n',
      );
      expect(regionSetting('production', root)).toBe('in');
      expect(regionSetting('staging', root)).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
