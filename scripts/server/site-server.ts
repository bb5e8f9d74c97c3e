import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticHandler } from './static.ts';

export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

export interface SiteServerOptions {
  distDir: string;
  port: number;
  host?: string;
}

/** Starts the production-like server: static site first, local services on their own paths. */
export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const serveStatic = createStaticHandler(options.distDir);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    serveStatic(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
