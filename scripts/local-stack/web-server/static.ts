import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);

/** Compressed copies are made once per file and kept, so repeat requests cost nothing. */
const compressedCache = new Map<string, { br: Buffer; gzip: Buffer; mtimeMs: number }>();

/**
 * Serves the prerendered site: `/healthcare` → `healthcare.html`, assets with long-lived
 * caching, brotli or gzip when the browser accepts it, and `404.html` with status 404 for anything else.
 */
export function createStaticHandler(distDir: string, headers: Record<string, string> = {}) {
  const root = normalize(distDir);
  return function serveStatic(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/__bad-path__';
    }
    const file = resolveFile(root, pathname);
    if (file) send(req, res, file, 200, headers);
    else send(req, res, join(root, '404.html'), 404, headers);
  };
}

function resolveFile(root: string, pathname: string): string | undefined {
  const candidate = normalize(join(root, pathname));
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  // Prerendered pages live at <path>.html (scripts/build/prerender.ts), served at <path> as the static
  // hosts do; <path>/index.html is still served at <path> for a site built before. A trailing slash
  // or a direct file name is not a page.
  const candidates = pathname.endsWith('/')
    ? [join(candidate, 'index.html')]
    : [candidate, `${candidate}.html`, join(candidate, 'index.html')];
  for (const path of candidates) {
    if (path.endsWith(`${sep}404.html`) && pathname !== '/404.html') continue;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  headers: Record<string, string>,
): void {
  const extension = extname(file);
  const isHashedAsset = /[\\/]assets[\\/]/.test(file);
  const responseHeaders: Record<string, string> = {
    ...headers,
    'Content-Type': TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (COMPRESSIBLE.has(extension) && /\b(br|gzip)\b/.test(accepts)) {
    const compressed = compressedFile(file);
    const encoding = /\bbr\b/.test(accepts) ? 'br' : 'gzip';
    const body = compressed[encoding];
    res.writeHead(status, { ...responseHeaders, 'Content-Encoding': encoding, 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(status, { ...responseHeaders, 'Content-Length': String(statSync(file).size) });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

function compressedFile(file: string) {
  const { mtimeMs } = statSync(file);
  const cached = compressedCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached;
  const raw = readFileSync(file);
  const entry = {
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(raw, { level: 9 }),
    mtimeMs,
  };
  compressedCache.set(file, entry);
  return entry;
}
