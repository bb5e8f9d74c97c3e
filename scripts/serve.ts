// The one local server: the prerendered site, plus the local backend and voice simulator behind it.
import { startSiteServer } from './server/site-server.ts';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const server = await startSiteServer({ distDir: 'dist', port, host });
console.log(`Site running at ${server.url}  (Ctrl+C to stop)`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
