import { availableParallelism } from 'node:os';
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
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine. The tests
    // wait on jsdom, PGlite and child processes as much as on the CPU, so a worker per core pays:
    // tests/unit/{demo,backend,book-demo} took 80.6 s with 2 workers against 132.4 s with 1 (median of
    // 3 paired runs, 2 cores), for the same CPU time.
    maxWorkers: availableParallelism(),
  },
});
