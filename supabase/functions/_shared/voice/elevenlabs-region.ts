// ElevenLabs data residency: a workspace lives in one region, and its API, its conversations' WebSocket and
// its WebRTC (LiveKit) host are that region's. The origins are the official client's,
// @elevenlabs/client 1.25 dist/utils/location.js (getOriginForLocation, getLivekitUrlForLocation):
//   us, global     wss://api.elevenlabs.io                wss://livekit.rtc.elevenlabs.io
//   eu-residency   wss://api.eu.residency.elevenlabs.io   wss://livekit.rtc.eu.residency.elevenlabs.io
//   in-residency   wss://api.in.residency.elevenlabs.io   wss://livekit.rtc.in.residency.elevenlabs.io
// (the REST API is the same host over https: the client's convertWssToHttps, WebRTCConnection.js). One
// setting, ELEVENLABS_REGION (deploy/<env>.env, copied to the functions' secrets), picks the region for
// the functions' signed links, agents:push, check:live and the production Content-Security-Policy.

export const ELEVENLABS_REGIONS = {
  global: { host: 'api.elevenlabs.io', livekitHost: 'livekit.rtc.elevenlabs.io' },
  us: { host: 'api.elevenlabs.io', livekitHost: 'livekit.rtc.elevenlabs.io' },
  eu: { host: 'api.eu.residency.elevenlabs.io', livekitHost: 'livekit.rtc.eu.residency.elevenlabs.io' },
  in: { host: 'api.in.residency.elevenlabs.io', livekitHost: 'livekit.rtc.in.residency.elevenlabs.io' },
} as const;

export type ElevenLabsRegion = keyof typeof ELEVENLABS_REGIONS;

export const DEFAULT_ELEVENLABS_REGION: ElevenLabsRegion = 'global';

/** The region a setting names (unset or blank: global), or a message listing the valid values. */
export function parseElevenLabsRegion(value: string | undefined): ElevenLabsRegion | { problem: string } {
  const name = value?.trim().toLowerCase() || DEFAULT_ELEVENLABS_REGION;
  if (Object.hasOwn(ELEVENLABS_REGIONS, name)) return name as ElevenLabsRegion;
  const valid = Object.keys(ELEVENLABS_REGIONS).join(', ');
  return {
    problem: `ELEVENLABS_REGION is "${value}": expected one of ${valid} (the region of the ElevenLabs workspace).`,
  };
}

/** The REST API of a region, e.g. https://api.eu.residency.elevenlabs.io. */
export const regionApiUrl = (region: ElevenLabsRegion) => `https://${ELEVENLABS_REGIONS[region].host}`;

/** What the page connects to in a region: the API over https and wss, and the LiveKit host over both. */
export function regionConnectOrigins(region: ElevenLabsRegion): string[] {
  const { host, livekitHost } = ELEVENLABS_REGIONS[region];
  return [`https://${host}`, `wss://${host}`, `https://${livekitHost}`, `wss://${livekitHost}`];
}
