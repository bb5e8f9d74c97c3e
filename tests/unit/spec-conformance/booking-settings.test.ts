// @vitest-environment node
// Booking in the call: the general demo and both interviews book, the industry demos do not, and the
// functions' generated copy of the booking settings matches the YAML.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOKING_CONFIG_FILE, bookingConfigModule } from '../../../scripts/content-engine/generate/booking-config.ts';
import { loadContent } from '../../../scripts/content-engine/load.ts';
import { BOOKING_CONFIG } from '../../../supabase/functions/_shared/generated/booking-config.ts';

const { registry } = loadContent({ root: process.cwd() });
if (!registry) throw new Error('The content does not load: run npm run validate');

describe('booking settings from YAML', () => {
  it("the functions' copy is up to date (npm run generate)", () => {
    expect(readFileSync(BOOKING_CONFIG_FILE, 'utf8')).toBe(bookingConfigModule(registry));
  });

  it('books in the general demo and both interviews, with a Cal.com event type', () => {
    expect(Object.keys(BOOKING_CONFIG.flows)).toEqual(
      expect.arrayContaining(['general', 'interview-sales', 'interview-fulfillment']),
    );
    expect(BOOKING_CONFIG.flows).not.toHaveProperty('automotive');
    expect(BOOKING_CONFIG.site).toMatchObject({ provider: 'cal.com', eventTypeId: expect.any(Number) });
  });
});
