// Where agents:push and agents:test send their requests. The tools talk to whatever agents API they are given
// and never ask what answers there: --api-url, else ELEVENLABS_API_URL, else the environment's own address.
import { DEFAULT_SITE_ENV } from '../../content-engine/agent-ids.ts';
import { regionBaseUrl } from '../check-live/region.ts';

/**
 * The local environment's agents API: the one `npm start` and `npm run dev` serve on PORT and print at start
 * ("Local ElevenLabs API: …"). An address the local server documents, like a region's, not a guess.
 */
export const localApiUrl = (port = process.env.PORT ?? '4173') => `http://127.0.0.1:${port}/__sim/elevenlabs`;

export interface ApiAddress {
  /** The SDK's baseUrl; undefined for ElevenLabs' global API (the SDK's default). */
  baseUrl: string | undefined;
  /** The local environment: its agents may be drafts, it needs no key, and its tests run in seconds. */
  local: boolean;
}

export function apiAddress(env: string, flag: string | undefined, root = process.cwd()): ApiAddress {
  const local = env === DEFAULT_SITE_ENV;
  const given = flag?.trim() || process.env.ELEVENLABS_API_URL?.trim();
  return { baseUrl: given || (local ? localApiUrl() : regionBaseUrl(env, root)), local };
}
