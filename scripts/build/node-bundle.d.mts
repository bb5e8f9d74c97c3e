import type { BuildOptions } from 'esbuild';

/** See node-bundle.mjs. */
export declare const NODE_BUNDLE: BuildOptions;
