// The deployed functions cannot read YAML, so `npm run generate` writes what voice-booking needs next
// to them: site.yaml `booking` (with the site's scheduling page as the fallback link) and the flows whose
// agent books, with each call's limit.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Demo } from '../../../schemas/demo.ts';
import type { BookingConfig } from '../../../supabase/functions/_shared/booking/booking-config.ts';
import { checkFile } from '../check-file.ts';
import { listContentFiles, loadContent } from '../load.ts';
import type { Registry } from '../types.ts';

export const BOOKING_CONFIG_FILE = 'supabase/functions/_shared/generated/booking-config.ts';

/** The flows come from their files: the registry's route data leaves the agent block out. */
export function bookingConfig(registry: Registry, contentDir = join(process.cwd(), 'industries')): BookingConfig {
  const booking = registry.site.booking;
  const flows: BookingConfig['flows'] = {};
  for (const entry of listContentFiles(contentDir)) {
    if (entry.kind !== 'industry' && entry.kind !== 'demo') continue;
    const source = readFileSync(entry.path, 'utf8');
    const data = checkFile({ file: entry.path, kind: entry.kind, source }).parsed?.data as
      { slug: string; demo: Demo } | undefined;
    const agent = data?.demo.agent;
    if (agent?.booking) flows[data!.slug] = { maxDurationSeconds: agent.maxDurationSeconds };
  }
  const site = booking ? { ...booking, schedulingUrl: booking.schedulingUrl ?? registry.site.schedulingUrl } : null;
  return { site, flows };
}

export function bookingConfigModule(registry: Registry, contentDir?: string): string {
  return [
    "// Generated from industries/site.yaml `booking` and the flows' `agent.booking` by `npm run generate`;",
    '// edit the YAML, not this file. The functions cannot read YAML once deployed.',
    "import type { BookingConfig } from '../booking/booking-config.ts';",
    '',
    `export const BOOKING_CONFIG: BookingConfig = ${JSON.stringify(bookingConfig(registry, contentDir), null, 2)};`,
    '',
  ].join('\n');
}

export function writeBookingConfig(root = process.cwd()): string {
  const { registry, problems } = loadContent({ root });
  if (!registry) throw new Error(`The content has ${problems.length} problem(s): run npm run validate.`);
  writeFileSync(join(root, BOOKING_CONFIG_FILE), bookingConfigModule(registry, join(root, 'industries')));
  return BOOKING_CONFIG_FILE;
}
