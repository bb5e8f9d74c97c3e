import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './scripts/content-engine/vite-plugin.ts';

export default defineConfig({
  plugins: [contentPlugin(), react()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    css: false,
    testTimeout: 20_000,
  },
});
