import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './scripts/content-engine/vite-plugin.ts';
import { FIXTURE_SITE } from './tests/unit/fixture-site.ts';

/**
 * Two projects. `unit` sees a frozen copy of the site (tests/fixtures/site) as `virtual:content/*`, and
 * its setup refuses reads under industries/ (tests/unit/no-real-content.ts), so no unit test changes
 * result when an industry is added or removed. `spec-conformance` reads the real content and asserts
 * SPEC's items present, never "exactly these". tests/unit/real-content-guard.test.ts keeps it so.
 */
export const SPEC_CONFORMANCE = 'tests/unit/spec-conformance';

const PREBUNDLED_FOR_JSDOM = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@mantine/form',
  '@tabler/icons-react',
  '@tanstack/react-router',
  '@testing-library/react',
  '@testing-library/user-event',
  '@testing-library/dom',
];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        // `virtual:content/*` here is the fixture site; CONTENT_DIR tells helpers that read files the same.
        plugins: [contentPlugin({ contentDir: FIXTURE_SITE })],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'packages/*/tests/**/*.test.ts'],
          exclude: [`${SPEC_CONFORMANCE}/**`],
          setupFiles: ['tests/unit/setup.ts', 'tests/unit/no-real-content.ts'],
        },
      },
      {
        extends: true,
        plugins: [contentPlugin()],
        test: { name: 'spec-conformance', include: [`${SPEC_CONFORMANCE}/**/*.test.{ts,tsx}`] },
      },
    ],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    globalSetup: ['tests/unit/global-setup.ts'],
    css: false,
    // jsdom tests import these packages as one pre-bundled file each instead of hundreds of modules
    // (@mantine/core alone is about a thousand), which cuts the import time of the run by a third
    // (docs/performance.md, "The test suites"). React and Testing Library are bundled with them so that
    // there is one React. @elevenlabs/client and @elevenlabs/react stay out: the voice tests mock the client.
    deps: { optimizer: { client: { enabled: true, include: PREBUNDLED_FOR_JSDOM } } },
    // @elevenlabs/react runs through Vite rather than Node, so a test's vi.mock('@elevenlabs/client')
    // reaches the Conversation.startSession its ConversationProvider calls (tests/unit/src/features/demo/voice/voiceCallHarness.ts).
    server: { deps: { inline: ['@elevenlabs/react'] } },
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. The tests wait
    // on jsdom, PGlite and child processes as much as on the CPU, so a worker per core pays.
    maxWorkers: availableParallelism(),
    // Each test file runs in a fresh VM context inside a worker process the files share, instead of a
    // fresh process per file: jsdom, Node's start-up and the worker runtime load once per worker. Isolation
    // per file is the same (globals, modules, mocks). The catch is realms: an object the runtime makes (a
    // DOMException, a fs error) is not an instance of the file's own Error, so code tells errors apart by
    // what they say, not by `instanceof`. A worker that has grown past `vmMemoryLimit` is replaced.
    pool: 'vmForks',
    vmMemoryLimit: '1GB',
  },
});
