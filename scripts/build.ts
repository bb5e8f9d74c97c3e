// Builds the client, then the server renderer, then writes one prerendered HTML file per route.
import { performance } from 'node:perf_hooks';
import { finishSite } from './build/finish.ts';
import { prerender } from './build/prerender.ts';
import { buildClient, buildServer } from './build/vite-builds.ts';

const started = performance.now();
await buildClient();
await buildServer();
const pages = await prerender();
finishSite();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\nPrerendered ${pages} pages into dist/ in ${seconds} s.`);
