// Development server: Vite with hot updates, rendering every page on the server like the build does,
// with the local backend and voice simulator on the same address.
import { createServer as createHttpServer } from 'node:http';
import type { ServerManifest } from '@tanstack/router-core';
import { parseCli } from '../cli-args.ts';

parseCli(
  'Usage: npm run dev\n  Development server with hot reload, the local backend and the voice simulator.\n  Environment: PORT (5173), HOST (127.0.0.1), CONTENT_DIR, LOCAL_DATA_DIR.',
  {},
);
// Imported once the flags are read, so `--help` answers without loading Vite and the local stack.
const { createServer: createViteServer } = await import('vite');
const { CLIENT_ENTRY } = await import('../build/manifest.ts');
const { EDITOR_BASE, editorPlugin } = await import('../editor-server/plugin.ts');
const { crmStandInLines } = await import('./web-server/crm-stand-ins.ts');
const { createLocalServices } = await import('./web-server/local-services.ts');
const { loopbackUrl } = await import('./web-server/site-server.ts');
const { ELEVENLABS_API_PREFIX, PHONE_PAGE_PATH } = await import('@harbourline/voice-simulator');
const { CALENDAR_PAGE_PATH } = await import('@harbourline/calcom-simulator');

const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? '127.0.0.1';

/** In development the client entry is served as source by Vite. */
const DEV_MANIFEST: ServerManifest = {
  routes: {
    __root__: {
      scripts: [
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: `/${CLIENT_ENTRY}` } },
      ],
    },
  },
};

const httpServer = createHttpServer();
const vite = await createViteServer({
  // Hot updates ride on our own HTTP server (Vite 8 reads it from `server.ws`; `server.hmr.server` warns).
  server: { middlewareMode: true, ws: { server: httpServer } },
  appType: 'custom',
  // The visual editor exists only here, never in the build (see scripts/editor-server/plugin.ts).
  plugins: [editorPlugin()],
});
const mounts = await createLocalServices({ dataDir: process.env.LOCAL_DATA_DIR ?? '.data/pglite-dev' });

httpServer.on('request', (req, res) => {
  void (async () => {
    for (const mount of mounts) if (await mount.handle(req, res)) return;
    vite.middlewares(req, res, async () => {
      try {
        const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
          render(path: string, manifest: ServerManifest): Promise<{ status: number; html: string }>;
        };
        const { status, html } = await render(req.url ?? '/', DEV_MANIFEST);
        res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        const message = (error as Error).message;
        console.error(message);
        res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><meta charset="utf-8"><title>Build error</title><script type="module" src="/@vite/client"></script><pre style="white-space:pre-wrap;padding:2rem;font:14px/1.5 monospace">${escapeHtml(message)}</pre>`,
        );
      }
    });
  })();
});
httpServer.on('upgrade', (req, socket, head) => {
  // Vite's HMR socket shares this server; it handles its own upgrades by protocol.
  for (const mount of mounts) if (mount.handleUpgrade?.(req, socket, head)) return;
});
httpServer.listen(port, host, () => {
  for (const mount of mounts) mount.listening?.(loopbackUrl(host, port));
  console.log(`Dev server at http://${host}:${port}  (edit industries/*.yaml and the page updates)`);
  console.log(`Visual editor at http://${host}:${port}${EDITOR_BASE}  (edit the YAML files with forms)`);
  console.log(
    `Local ElevenLabs API: http://${host}:${port}${ELEVENLABS_API_PREFIX}  (ELEVENLABS_API_URL for npm run agents:push)`,
  );
  console.log(
    `Local phone: http://${host}:${port}${PHONE_PAGE_PATH}  ("Call me" calls ring here, whatever the number)`,
  );
  console.log(`Local calendar: http://${host}:${port}${CALENDAR_PAGE_PATH}  (the meetings the agent books)`);
  for (const line of crmStandInLines(`http://${host}:${port}`)) console.log(line);
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
}
