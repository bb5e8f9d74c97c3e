// The environment a build is made for: Vite's env files (.env, .env.production, their .local
// variants) plus the process environment, which wins. One reader, so the guard checks exactly what
// Vite will publish.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { loadEnv } from 'vite';

export type BuildEnv = Record<string, string | undefined>;

/** VITE_* (published in the JavaScript), SITE_* (origin, environment) and the local commands' keys. */
export const BUILD_ENV_PREFIXES = ['VITE_', 'SITE_', 'ELEVENLABS_'];

export function readBuildEnv(root = process.cwd(), mode = 'production'): BuildEnv {
  return loadEnv(mode, root, BUILD_ENV_PREFIXES);
}

/**
 * `deploy/<env>.env`: the public settings of one environment (SITE_ORIGIN, VITE_SUPABASE_URL, the
 * publishable key). Only `--production` and check:live read it, so `npm start` never builds against
 * a deployed project, as it would with a Vite `.env.production`.
 */
export const deployEnvFile = (env: string): string => `deploy/${env}.env`;

/**
 * Adds the values of `deploy/<SITE_ENV>.env` to the process environment, under what the shell already
 * set (Vite then publishes its VITE_ values like any other). Returns the file read, or null.
 */
export function loadDeployEnv(siteEnv: string | undefined, root = process.cwd()): string | null {
  if (!siteEnv?.trim()) return null;
  const file = deployEnvFile(siteEnv.trim());
  if (!existsSync(join(root, file))) return null;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(join(root, file), 'utf8')))) {
    if (process.env[name] === undefined) process.env[name] = value;
  }
  return file;
}

/**
 * Copies SITE_* values found only in env files into the process environment, so the content plugin
 * (which reads `process.env`, like every Vite plugin) sees the same origin and environment.
 */
export function exportSiteVariables(env: BuildEnv): void {
  for (const [name, value] of Object.entries(env)) {
    if (name.startsWith('SITE_') && value !== undefined && process.env[name] === undefined) process.env[name] = value;
  }
}

/** Loopback hosts, where plain http is fine: the local rehearsal of a production build. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

/** Why `value` is not a usable site or project origin, or null when it is one. */
export function originProblem(name: string, value: string, example: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name} "${value}" is not an address: expected ${example}.`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `${name} "${value}" is not an http(s) address: expected ${example}.`;
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return `${name} must be https (got ${value}); plain http is accepted only on 127.0.0.1 or localhost, for a local rehearsal.`;
  }
  if (url.pathname !== '/' || url.search || url.hash || value.endsWith('/')) {
    return `${name} must be an origin alone, without a path or trailing slash (got ${value}): expected ${example}.`;
  }
  return null;
}

/** SITE_ORIGIN, when set: the address this build is served from, in place of site.yaml's `origin`. */
export function siteOriginOverride(env: BuildEnv = process.env): string | undefined {
  const value = env.SITE_ORIGIN?.trim();
  return value ? value : undefined;
}

/** The registry with SITE_ORIGIN as the site origin (canonical links, JSON-LD, sitemap), if it is set. */
export function withSiteOrigin<T extends { site: { origin: string } }>(registry: T, origin = siteOriginOverride()): T {
  return origin ? { ...registry, site: { ...registry.site, origin } } : registry;
}
