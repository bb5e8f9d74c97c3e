import { build } from 'vite';
import { CLIENT_ENTRY } from './manifest.ts';

export const SSR_OUT_DIR = '.ssr';

export async function buildClient(): Promise<void> {
  await build({
    logLevel: 'warn',
    build: { outDir: 'dist', emptyOutDir: true, manifest: true, rolldownOptions: { input: CLIENT_ENTRY } },
  });
}

export async function buildServer(): Promise<void> {
  await build({
    logLevel: 'warn',
    publicDir: false,
    build: { ssr: 'src/entry-server.tsx', outDir: SSR_OUT_DIR, emptyOutDir: true, manifest: false },
  });
}
