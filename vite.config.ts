import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { selfHostedLibsamplerate } from './scripts/build/libsamplerate-plugin.ts';
import { contentPlugin } from './scripts/content-engine/vite-plugin.ts';

export default defineConfig({
  // CONTENT_DIR builds another content folder (the bench's 100-industry copy); default industries/.
  // selfHostedLibsamplerate: the voice SDK's resampler worklet comes from this origin, never a CDN.
  plugins: [
    contentPlugin(process.env.CONTENT_DIR ? { contentDir: process.env.CONTENT_DIR } : {}),
    react(),
    selfHostedLibsamplerate(),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    // Per-chunk CSS: a lazy chunk brings its own styles; the entry's CSS is inlined per page at prerender.
    cssCodeSplit: true,
    // Small files stay files: the CSP allows no data: URLs for images or scripts (the voice worklets).
    assetsInlineLimit: 0,
  },
});
