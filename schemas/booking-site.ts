import { z } from 'zod';

/**
 * site.yaml `booking`: the meetings the demo's agent books during the call, through Cal.com's API v2
 * (the voice-booking function). Without it no flow may book (`agent.booking`); the agent then offers the
 * scheduling page as before.
 */
export const BookingSiteSchema = z
  .strictObject({
    provider: z
      .literal('cal.com')
      .default('cal.com')
      .describe('The scheduler the agent books with. Only cal.com (API v2). Default cal.com.'),
    // Cal.com's ids are Postgres integers (1 to 2147483647).
    eventTypeId: z
      .number()
      .int()
      .min(1)
      .max(2_147_483_647)
      .describe(
        'The Cal.com event type the meetings are booked on: the number in its URL (Event Types → the event, e.g. 1234567).',
      ),
    lengthInMinutes: z
      .number()
      .int()
      .min(5)
      .max(240)
      .default(30)
      .describe("The meeting's length in minutes (5 to 240); the event type's own length in Cal.com. Default 30."),
    daysAhead: z
      .number()
      .int()
      .min(1)
      .max(60)
      .default(7)
      .describe('How many days ahead the agent looks for free times (1 to 60). Default 7.'),
    offerCount: z
      .number()
      .int()
      .min(1)
      .max(6)
      .default(3)
      .describe('How many times the agent offers at once (1 to 6). Default 3.'),
    perEmailPerWeek: z
      .number()
      .int()
      .min(1)
      .max(10)
      .default(2)
      .describe('Meetings one e-mail address may book in 7 days (1 to 10). Default 2.'),
    schedulingUrl: z
      .url({ protocol: /^https$/ })
      .optional()
      .describe(
        "The page the agent offers when booking in the call fails, e.g. https://cal.com/your-team/demo. Default the site's schedulingUrl.",
      ),
    appUrl: z
      .url({ protocol: /^https$/ })
      .default('https://app.cal.com')
      .describe("Cal.com's web app, for the booking's reschedule and cancel links. Default https://app.cal.com."),
  })
  .describe(
    'Meetings booked during the call with Cal.com: the event type, how many times to offer, the weekly cap per address, the fallback page.',
  );

export type BookingSite = z.output<typeof BookingSiteSchema>;
