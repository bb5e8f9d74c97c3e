// The content every unit test reads: a frozen copy of the site (tests/fixtures/site/README.md). The
// unit project of vitest.config.ts serves it as `virtual:content/*` too.
import { join } from 'node:path';

/** Relative to the project root, as vitest runs. */
export const FIXTURE_SITE = 'tests/fixtures/site';

/** The fixture site as an absolute path. */
export const fixtureSite = (root = process.cwd()) => join(root, FIXTURE_SITE);
