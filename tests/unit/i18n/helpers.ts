import { join } from 'node:path';

/** The translation fixture site (tests/fixtures/translations/README.md). */
export const FIXTURE_TRANSLATIONS = join(process.cwd(), 'tests/fixtures/translations');
