import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './scripts/content/vite-plugin.ts';

/** CONTENT_DIR points the build at another content folder (tests and benchmarks); default industries/. */
const contentDir = process.env.CONTENT_DIR;

export default defineConfig({
  plugins: [contentPlugin(contentDir ? { contentDir } : {}), react()],
  build: {
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
  },
});
