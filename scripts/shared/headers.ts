// The production response headers, in one place: `npm start` sends them, the build writes them to
// dist/_headers for static hosts, and every prerendered page carries the same policy in a <meta> tag
// together with the hashes of its own inline scripts.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import {
  parseElevenLabsRegion,
  regionConnectOrigins,
} from '../../supabase/functions/_shared/voice/elevenlabs-region.ts';

/** The build/run environment the policy depends on (Vite's env files plus the process environment). */
export interface HeaderEnv {
  /** The hosted backend, e.g. https://abc.supabase.co; unset means the local backend on the same origin. */
  VITE_SUPABASE_URL?: string | undefined;
  /** Space-separated voice-service origins; default: the ElevenLabs API and its WebRTC (LiveKit) host. */
  VOICE_API_ORIGINS?: string | undefined;
  /** The ElevenLabs workspace's data-residency region (elevenlabs-region.ts); default global. */
  ELEVENLABS_REGION?: string | undefined;
}

/** The voice origins of ELEVENLABS_REGION; an unknown region throws, so no build ships a policy for the wrong one. */
export function voiceOrigins(env: HeaderEnv): string[] {
  const region = parseElevenLabsRegion(env.ELEVENLABS_REGION);
  if (typeof region !== 'string') throw new Error(region.problem);
  return regionConnectOrigins(region);
}

/** The environment the build and `npm start` use: .env, .env.production and the process environment. */
export function productionEnv(root = process.cwd()): HeaderEnv {
  return loadEnv('production', root, ['VITE_SUPABASE_', 'VOICE_', 'ELEVENLABS_REGION']);
}

/**
 * Origins besides 'self' the page may fetch from or open sockets to. Each wss: voice origin brings its
 * https: twin: the call's rating is a POST to the API host of the signed link (postOverallFeedback).
 */
export function connectOrigins(env: HeaderEnv): string[] {
  const origins = (env.VOICE_API_ORIGINS?.trim() ? env.VOICE_API_ORIGINS.trim().split(/\s+/) : voiceOrigins(env))
    .map((origin) => origin.replace(/\/$/, ''))
    .flatMap((origin) => (origin.startsWith('wss://') ? [origin, origin.replace(/^wss:/, 'https:')] : [origin]));
  if (env.VITE_SUPABASE_URL) origins.unshift(new URL(env.VITE_SUPABASE_URL).origin);
  return [...new Set(origins)];
}

export interface CspOptions {
  /**
   * `'sha256-…'` sources of the page's inline scripts (the router's hydration data). Given: the policy
   * for the page's <meta> tag. Omitted: the policy for the HTTP header, which allows inline scripts
   * because every page's <meta> policy narrows them to its own hashes (both policies apply).
   */
  scriptHashes?: string[];
}

/** The Content-Security-Policy directives. */
export function cspDirectives(env: HeaderEnv, options: CspOptions = {}): Array<[string, string[]]> {
  const forMeta = options.scriptHashes !== undefined;
  return [
    ['default-src', ["'self'"]],
    // Every script and worklet is served from this origin, the voice SDK's included (its resampler too:
    // src/features/demo/voice/worklets.ts); no CDN.
    ['script-src', ["'self'", ...(forMeta ? options.scriptHashes! : ["'unsafe-inline'"])]],
    // Mantine writes <style> tags and style attributes at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    // 'self' also covers ws:// and wss:// on the same host, where `npm start` runs the voice simulator.
    ['connect-src', ["'self'", ...connectOrigins(env)]],
    ['media-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // Not allowed in a <meta> policy; the header and X-Frame-Options carry it.
    ...(forMeta ? [] : ([['frame-ancestors', ["'none'"]]] as Array<[string, string[]]>)),
  ];
}

export function contentSecurityPolicy(env: HeaderEnv, options: CspOptions = {}): string {
  return cspDirectives(env, options)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The documented header set. `https: true` adds Strict-Transport-Security, which only makes sense
 * on an https origin (static hosts); `npm start` serves plain http and leaves it out.
 */
export function securityHeaders(env: HeaderEnv, options: { https?: boolean } = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** What `npm start` sends with every static response. */
export const SECURITY_HEADERS: Record<string, string> = securityHeaders(productionEnv());

/** The `_headers` file (Netlify, Cloudflare Pages): the header set on every path, immutable caching for hashed assets. */
export function headersFile(headers: Record<string, string>): string {
  const lines = [
    '# Generated by scripts/shared/headers.ts (the build rewrites dist/_headers for its environment); edit that file.',
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ];
  return lines.join('\n');
}

/** The committed copy for static hosts, with no build environment: `node scripts/shared/headers.ts`. */
export const PUBLIC_HEADERS_FILE = 'public/_headers';

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(PUBLIC_HEADERS_FILE, headersFile(securityHeaders({}, { https: true })));
  console.log(`Wrote ${PUBLIC_HEADERS_FILE}; the build writes dist/_headers with the build environment's origins.`);
}
