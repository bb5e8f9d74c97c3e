/**
 * Runs the simulator alone for manual poking:
 *   npm run standalone -w @harbourline/voice-simulator -- --port 8790
 * Then connect the SDK with `signedUrl` from GET /signed-url?agent_id=…,
 * and inspect GET /__sim/sessions.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { createVoiceSimulator, ELEVENLABS_API_PREFIX } from './index.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '8790' }, host: { type: 'string', default: '127.0.0.1' } },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a number from 0 to 65535, got "${values.port}".`);
  process.exit(1);
}

const simulator = createVoiceSimulator({ log: (message) => console.log(message) });

const server = createServer((req, res) => {
  if (simulator.handle(req, res)) return;
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  // Stands in for the backend endpoint that would ask ElevenLabs for a signed URL.
  if (url.pathname === '/signed-url') {
    const agentId = url.searchParams.get('agent_id') ?? 'sim-agent';
    const signedUrl = simulator.signedUrl(agentId, `http://${req.headers.host}`);
    res.writeHead(signedUrl ? 200 : 404, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify(signedUrl ? { signedUrl } : { error: `No agent ${agentId}` }));
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('Not found. Try GET /signed-url?agent_id=demo or GET /__sim/sessions.\n');
});

server.on('upgrade', (req, socket, head) => {
  if (!simulator.handleUpgrade(req, socket, head)) socket.destroy();
});

server.listen(port, values.host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`[voice-sim] listening on http://${values.host}:${actualPort}`);
  console.log(
    `[voice-sim] signed URL example: ${simulator.signedUrl('demo-agent', `http://${values.host}:${actualPort}`)}`,
  );
  console.log(
    `[voice-sim] agents API (ELEVENLABS_API_URL): http://${values.host}:${actualPort}${ELEVENLABS_API_PREFIX}`,
  );
});

const shutdown = () => {
  void simulator.close().then(() => server.close(() => process.exit(0)));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
