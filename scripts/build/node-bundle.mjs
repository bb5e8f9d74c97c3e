// How the build bundles its own Node code with esbuild (launch.mjs: the build's command; bundle-worker.ts:
// its worker threads and the Vite child): one plain ES module for Node 20, packages left outside so they
// resolve from the project's node_modules as before. Plain JavaScript, as launch.mjs runs without a loader.
export const NODE_BUNDLE = {
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
};
