import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { contentPlugin } from '../content-engine/vite-plugin.ts';
import { chunkSizeWarning } from './chunk-size-plugin.ts';
import { iconBarrelPlugin } from './icon-barrel-plugin.ts';
import { selfHostedLibsamplerate } from './libsamplerate-plugin.ts';

/**
 * The site's Vite config, for the dev server (vite.config.ts) and for the build, which hands the content
 * it has already validated to the content plugin (`content.validated`), so the two Vite builds read no file again.
 */
export function siteViteConfig(content: Parameters<typeof contentPlugin>[0] = {}): UserConfig {
  return {
    // selfHostedLibsamplerate: the voice SDK's resampler worklet comes from this origin, never a CDN.
    // iconBarrelPlugin: the build parses only the icons the app imports, not all 6,300 (same bundle).
    plugins: [
      contentPlugin(content),
      react(),
      selfHostedLibsamplerate(),
      iconBarrelPlugin(),
      // Vite's warning for chunks over 500 kB, with an allowance for the two we ship on purpose: the voice
      // SDK (loaded on the first interaction, never on a first paint) and the resampler worklet (loaded only
      // in browsers that cannot record at 16 kHz). Anything else over 500 kB still warns.
      chunkSizeWarning(500, { 'assets/voice-sdk-': 650, 'assets/libsamplerate.worklet-': 2100 }),
    ],
    // The dev server renders on request with no index.html to scan, so Vite would find these on first use
    // and reload the page to re-bundle them (the voice SDK mid-call, seen as a flaky e2e test). Listed,
    // they are bundled once at start-up.
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        '@mantine/core',
        '@mantine/hooks',
        '@mantine/notifications',
        '@mantine/form',
        '@tanstack/react-router',
        '@tanstack/react-router/ssr/client',
        '@tabler/icons-react',
        '@supabase/supabase-js',
        '@elevenlabs/client',
        // Reached only through the lazily loaded session chunk: found late, it would make the dev server
        // re-optimize and reload the page under a visitor who has just sent the form.
        '@elevenlabs/react',
      ],
    },
    // The session chunk (ConversationProvider and the session screen) is imported on the first interaction;
    // transformed at start-up, a form that starts the call does not wait for the dev server to compile it.
    server: { warmup: { clientFiles: ['./src/features/demo/voice/session/VoiceSession.tsx'] } },
    build: {
      manifest: true,
      target: 'es2022',
      // Per-chunk CSS: a lazy chunk brings its own styles; the entry's CSS is inlined per page at prerender.
      cssCodeSplit: true,
      // Small files stay files: the CSP allows no data: URLs for images or scripts (the voice worklets).
      assetsInlineLimit: 0,
      // chunkSizeWarning above, per file.
      chunkSizeWarningLimit: Infinity,
      rolldownOptions: {
        output: {
          // A chunk is named after its first module: the SDK's would be `callRating-*.js`, the route lookup's
          // `lookup-*`. Named for what they hold, a network panel, the budgets and the tests tell them apart.
          chunkFileNames: (chunk) =>
            chunk.moduleIds.some((id) => id.includes('/node_modules/@elevenlabs/client/'))
              ? 'assets/voice-sdk-[hash].js'
              : chunk.moduleIds.some((id) => id === '\0virtual:content/lookup')
                ? 'assets/route-lookup-[hash].js'
                : 'assets/[name]-[hash].js',
        },
      },
    },
  };
}
