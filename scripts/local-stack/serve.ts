// The one local server: the prerendered site, plus the local backend and voice simulator behind it.
import { parseCli } from '../cli-args.ts';

parseCli(
  'Usage: npm start (builds, then serves) or npm run serve (serves dist/ as it is)\n  The site with the local backend and voice simulator.\n  Environment: PORT (4173), HOST (127.0.0.1), LOCAL_DATA_DIR, VOICE_SIM_LOG=1.',
  {},
);
// Imported once the flags are read, so `--help` answers without loading the local stack.
const { SECURITY_HEADERS } = await import('../shared/headers.ts');
const { createLocalServices } = await import('./web-server/local-services.ts');
const { startSiteServer } = await import('./web-server/site-server.ts');
const { crmStandInLines } = await import('./web-server/crm-stand-ins.ts');
const { ELEVENLABS_API_PREFIX, PHONE_PAGE_PATH } = await import('@harbourline/voice-simulator');
const { CALENDAR_PAGE_PATH } = await import('@harbourline/calcom-simulator');

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const mounts = await createLocalServices({ verbose: process.env.VOICE_SIM_LOG === '1' });
const server = await startSiteServer({ distDir: 'dist', port, host, mounts, headers: SECURITY_HEADERS });
console.log(`Site running at ${server.url}  (Ctrl+C to stop)`);
console.log(
  `Local backend (Supabase functions at ${server.url}/functions/v1/) and voice-agent simulator are on the same address.`,
);
console.log('To put the site live with real services, follow DEPLOY.md.');
console.log(`Local ElevenLabs API: ${server.url}${ELEVENLABS_API_PREFIX}  (npm run agents:push talks to it)`);
console.log(`Local phone: ${server.url}${PHONE_PAGE_PATH}  ("Call me" calls ring here, whatever the number)`);
console.log(
  `Local calendar: ${server.url}${CALENDAR_PAGE_PATH}  (the meetings the agent books, a stand-in for Cal.com)`,
);
for (const line of crmStandInLines(server.url)) console.log(line);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
