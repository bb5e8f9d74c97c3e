import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './scripts/content/vite-plugin.ts';

export default defineConfig({
  plugins: [contentPlugin(), react()],
  build: {
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
  },
});
