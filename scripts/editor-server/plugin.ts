// The visual editor, dev only: `npm run dev` adds this plugin (scripts/local-stack/dev.ts), so neither its page
// nor its API exist in the build. It serves the editor page at /__editor/ (the React app in
// src/editor/) and its JSON API under /__editor/api/.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import type { ContentPluginApi } from '../content-engine/vite-plugin.ts';
import { createIndustry, discard, listFiles, openFile, preview, save, type EditorContext } from './api.ts';
import { openTranslation, saveTranslation, translationLanguages } from './translations.ts';
import { EditorError } from './files.ts';
import { editorRequestRefusal } from './request-guard.ts';

/** The editor's address on the dev server. */
export const EDITOR_BASE = '/__editor/';

/**
 * Vite's error overlay stays off on the editor's own page: an unsaved edit with a problem (an empty new
 * FAQ question, say) makes the content plugin report an error to every dev client, and the overlay
 * would cover the form that shows that same problem at its field. The preview frame keeps it. The
 * style hides it at once; src/editor/main.tsx then removes it, so its stale text is not on the page.
 */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Content editor</title>
    <style>vite-error-overlay { display: none; }</style>
  </head>
  <body>
    <div id="editor-root"></div>
    <script type="module" src="/src/editor/main.tsx"></script>
  </body>
</html>`;

/** A content file is a few tens of KB; a body far beyond that is refused before it fills memory. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    total += chunk.byteLength;
    if (total > MAX_BODY_BYTES) throw new EditorError(413, `Request body over ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    throw new EditorError(400, 'The request body is not JSON');
  }
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function route(context: EditorContext, req: IncomingMessage, url: URL): Promise<unknown> {
  const action = url.pathname.slice(`${EDITOR_BASE}api/`.length);
  if (req.method === 'GET' && action === 'files') return listFiles(context);
  if (req.method === 'GET' && action === 'file') return openFile(context, url.searchParams.get('name') ?? '');
  if (req.method === 'GET' && action === 'languages') return translationLanguages(context);
  if (req.method === 'GET' && action === 'translation')
    return openTranslation(context, url.searchParams.get('locale') ?? '', url.searchParams.get('name') ?? '');
  if (req.method !== 'POST') throw new EditorError(405, 'Use POST');
  const input = await body(req);
  const name = text(input.name);
  if (action === 'preview') return preview(context, name, input.data);
  if (action === 'discard') return discard(context, name);
  if (action === 'save') return save(context, name, input.data, text(input.hash), input.draft === true);
  if (action === 'new') return createIndustry(context, text(input.slug), text(input.displayName));
  if (action === 'translation') {
    const values = input.values && typeof input.values === 'object' ? (input.values as Record<string, string>) : {};
    const confirmed = Array.isArray(input.confirmed) ? input.confirmed.filter((key) => typeof key === 'string') : [];
    return saveTranslation(context, text(input.locale), name, values, confirmed, text(input.hash));
  }
  throw new EditorError(404, `No editor action "${action}"`);
}

export function editorPlugin(): Plugin {
  return {
    name: 'site-editor',
    apply: 'serve',
    // Bundled at start-up, so opening the editor the first time does not reload the page.
    config: () => ({
      optimizeDeps: { include: ['@mantine/form', '@dnd-kit/core', '@dnd-kit/sortable', '@dnd-kit/utilities'] },
    }),
    configureServer(server) {
      const content = server.config.plugins.find((plugin) => plugin.name === 'site-content');
      const api = content?.api as ContentPluginApi | undefined;
      if (!api) throw new Error('The editor needs the site-content plugin (scripts/content-engine/vite-plugin.ts)');
      const context: EditorContext = {
        get root() {
          return api.root();
        },
        get contentDir() {
          return api.contentDir();
        },
        showUnsaved(path, unsavedText) {
          api.setUnsaved(path, unsavedText);
          // The dev server's own hot update path (a saved file) carries the change to open pages.
          server.watcher.emit('change', path);
        },
      };
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const url = new URL(req.url ?? '/', 'http://editor');
        if (url.pathname === EDITOR_BASE.slice(0, -1)) return void res.writeHead(302, { Location: EDITOR_BASE }).end();
        if (!url.pathname.startsWith(EDITOR_BASE)) return next();
        void (async () => {
          try {
            if (url.pathname === EDITOR_BASE) {
              const html = await server.transformIndexHtml(EDITOR_BASE, PAGE);
              return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
            }
            const refusal = editorRequestRefusal(req);
            if (refusal) throw new EditorError(refusal.status, refusal.message);
            const result = await route(context, req, url);
            res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(result));
          } catch (error) {
            const status = error instanceof EditorError ? error.status : 500;
            const message = error instanceof Error ? error.message : String(error);
            res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: message }));
          }
        })();
      });
    },
  };
}
