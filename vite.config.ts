import { defineConfig } from 'vite';
import { siteViteConfig } from './scripts/build/vite-config.ts';

// CONTENT_DIR serves or builds another content folder (the bench's 100-industry copy); default industries/.
export default defineConfig(siteViteConfig(process.env.CONTENT_DIR ? { contentDir: process.env.CONTENT_DIR } : {}));
