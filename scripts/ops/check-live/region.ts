// The ElevenLabs data-residency region (supabase/functions/_shared/voice/elevenlabs-region.ts): the served
// Content-Security-Policy must let the page reach that region's API and WebRTC host, or every voice demo
// fails in the browser only. The region of an environment is ELEVENLABS_REGION in deploy/<env>.env (or the
// shell), which agents:push reads here too.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import {
  parseElevenLabsRegion,
  regionApiUrl,
  regionConnectOrigins,
} from '../../../supabase/functions/_shared/voice/elevenlabs-region.ts';
import { connectAllowed } from './csp.ts';
import { row, type CheckRow } from './report.ts';

/** ELEVENLABS_REGION of the shell, else of deploy/<siteEnv>.env; undefined when neither sets it. */
export function regionSetting(siteEnv: string | undefined, root = process.cwd()): string | undefined {
  const shell = process.env.ELEVENLABS_REGION?.trim();
  if (shell || !siteEnv) return shell || undefined;
  const file = join(root, 'deploy', `${siteEnv}.env`);
  if (!existsSync(file)) return undefined;
  return parseEnv(readFileSync(file, 'utf8')).ELEVENLABS_REGION?.trim() || undefined;
}

/** The agents API of a region setting, for the SDK's baseUrl; undefined for global (the SDK's default). */
export function apiBaseUrlOf(setting: string | undefined): string | undefined {
  const region = parseElevenLabsRegion(setting);
  if (typeof region !== 'string') throw new Error(region.problem);
  return region === 'global' ? undefined : regionApiUrl(region);
}

/** The agents API of an environment's region (its deploy file, or the shell). */
export const regionBaseUrl = (siteEnv: string | undefined, root = process.cwd()) =>
  apiBaseUrlOf(regionSetting(siteEnv, root));

export function checkRegion(setting: string | undefined, csp: string | null, site: string): CheckRow {
  const region = parseElevenLabsRegion(setting);
  if (typeof region !== 'string') return row('region', 'ELEVENLABS_REGION', 'FAIL', region.problem);
  if (csp === null) return row('region', region, 'FAIL', 'no Content-Security-Policy was served to check');
  const blocked = regionConnectOrigins(region).filter((origin) => !connectAllowed(csp, origin, site));
  if (blocked.length > 0) {
    return row(
      'region',
      region,
      'FAIL',
      `the served connect-src does not allow ${blocked.join(', ')}: build again with ELEVENLABS_REGION=${region} in the deploy file, and upload`,
    );
  }
  return row('region', region, 'ok', `connect-src allows ${regionApiUrl(region)} and its WebRTC host`);
}
