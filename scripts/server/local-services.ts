import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { parse } from 'yaml';
import { SiteSchema } from '../../schemas/site.ts';
import { createLocalBackend } from '../backend/index.ts';
import { createVoiceSimulator, signedUrlFor } from '../voice-sim/index.ts';
import type { Mount } from './site-server.ts';

export interface LocalServicesOptions {
  /** PGlite data directory; `memory://…` for throwaway runs. Default env LOCAL_DATA_DIR, else .data/pglite. */
  dataDir?: string;
  /** Log one line per voice session. */
  verbose?: boolean;
}

/**
 * The embedded stand-ins that make the site work with nothing configured: the local backend
 * (Supabase REST + functions on PGlite) and the ElevenLabs voice-agent simulator. Signed voice
 * links point back at whichever host the browser used, so the SDK reaches the simulator.
 */
export async function createLocalServices(options: LocalServicesOptions = {}): Promise<Mount[]> {
  const site = SiteSchema.parse(parse(readFileSync('industries/site.yaml', 'utf8')));
  const simulator = createVoiceSimulator(options.verbose ? { log: (line) => console.log(`[voice-sim] ${line}`) } : {});
  const dataDir = options.dataDir ?? process.env.LOCAL_DATA_DIR ?? '.data/pglite';
  if (!dataDir.startsWith('memory://')) mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  const backend = await createLocalBackend({
    dataDir,
    // site.yaml itself, not the functions' copy, so an edit shows up here before `npm run schema`.
    schedulingUrl: site.schedulingUrl,
    getSignedUrl: async (agentId: string, req: IncomingMessage) =>
      signedUrlFor(agentId, `http://${req.headers.host ?? '127.0.0.1'}`),
  });
  return [
    {
      handle: (req, res) => simulator.handle(req, res),
      handleUpgrade: (req, socket, head) => simulator.handleUpgrade(req, socket, head),
      close: () => simulator.close(),
    },
    { handle: (req, res) => backend.handle(req, res), close: () => backend.close() },
  ];
}
