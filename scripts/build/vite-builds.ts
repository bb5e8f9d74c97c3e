import { build, mergeConfig, type InlineConfig } from 'vite';
import type { LoadResult } from '../content-engine/types.ts';
import { CLIENT_ENTRY } from './manifest.ts';
import { stage } from './stages.ts';
import { siteViteConfig } from './vite-config.ts';

/** Where the server build goes; the prerenderer imports it from there and removes it when done. */
export const SSR_OUT_DIR = '.ssr';

/** Both builds from the site's config (vite.config.ts's), with the content this build already validated. */
function configFor(contentDir: string, validated: LoadResult, own: InlineConfig): InlineConfig {
  return mergeConfig(siteViteConfig({ contentDir, validated }), { configFile: false, logLevel: 'warn', ...own });
}

/** Builds the client into dist/ and the server renderer into .ssr/, one after the other, in this process. */
export async function viteBuilds(contentDir: string, validated: LoadResult): Promise<void> {
  await stage('vite client', () =>
    build(
      configFor(contentDir, validated, {
        build: { outDir: 'dist', emptyOutDir: true, manifest: true, rolldownOptions: { input: CLIENT_ENTRY } },
      }),
    ),
  );
  await stage('vite server', () =>
    build(
      configFor(contentDir, validated, {
        publicDir: false,
        // Bundled rather than imported from node_modules: @mantine/core's index loads about 400 modules and
        // the icons' barrel thousands, where the tree-shaken bundle is one file.
        ssr: { noExternal: ['@mantine/core', '@mantine/hooks', '@mantine/notifications', '@tabler/icons-react'] },
        build: { ssr: 'src/entry-server.tsx', outDir: SSR_OUT_DIR, emptyOutDir: true, manifest: false },
      }),
    ),
  );
}
