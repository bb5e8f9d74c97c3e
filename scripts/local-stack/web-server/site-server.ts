import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createStaticHandler } from './static.ts';

/** A local service mounted in front of the static site; answers false when the URL is not its own. */
export interface Mount {
  handle(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean>;
  handleUpgrade?(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Told the server's own address once it listens (the local backend then starts its functions). */
  listening?(url: string): void;
  close?(): Promise<void>;
}

export interface SiteServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface SiteServerOptions {
  distDir: string;
  port: number;
  host?: string;
  /** Services tried in order before the static files (local backend, voice simulator). */
  mounts?: Mount[];
  /** Headers sent with every static response (security headers). */
  headers?: Record<string, string>;
}

/** Starts the production-like server: local services on their own paths, then the static site. */
export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const serveStatic = createStaticHandler(options.distDir, options.headers);
  const mounts = options.mounts ?? [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      try {
        for (const mount of mounts) if (await mount.handle(req, res)) return;
        serveStatic(req, res);
      } catch (error) {
        console.error('Request failed:', req.method, req.url, error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: 'internal_error' }));
      }
    })();
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!mounts.some((mount) => mount.handleUpgrade?.(req, socket, head))) socket.destroy();
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  const { port } = server.address() as AddressInfo;
  for (const mount of mounts) mount.listening?.(loopbackUrl(host, port));
  return {
    url: `http://${host}:${port}`,
    port,
    close: async () => {
      await Promise.all(mounts.map((mount) => mount.close?.()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The address this machine reaches a server on that listens on `host` (every interface: loopback). */
export function loopbackUrl(host: string, port: number): string {
  return `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
}
