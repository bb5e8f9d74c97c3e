import { z } from 'zod';

/** ISO 3166-1 alpha-2, upper case, as libphonenumber-js names a number's country. */
const CountryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, 'Expected a two-letter country code in capitals, e.g. AU, GB, US');

/** A time of day, HH:MM in 24 hours. */
const ClockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:MM, e.g. 21:00');

export const DEFAULT_CALL_ME_COUNTRIES = ['AU', 'NZ', 'GB', 'US', 'CA', 'IE'];

/**
 * site.yaml `callMe`: the rules the voice-call-me function applies before the agent phones a visitor
 * ("Call me"). A public "call this number" form is a known tool for toll fraud and harassment, so the
 * countries, the calls per number and the quiet hours are the owner's choice, with safe defaults. The
 * per-address limits live with the other rate limits (supabase/functions/_shared/http/limits.ts), the hourly
 * and daily cap is `voiceBudget`, shared with the browser demos.
 */
export const CallMeSiteSchema = z
  .strictObject({
    countries: z
      .array(CountryCodeSchema)
      .min(1)
      .default(DEFAULT_CALL_ME_COUNTRIES)
      .describe(
        "Countries whose numbers the agent may call, as two-letter codes. Default AU, NZ, GB, US, CA, IE. Set the same countries in Twilio's geographic permissions (DEPLOY.md).",
      ),
    perNumberPerDay: z
      .number()
      .int()
      .min(1)
      .max(10)
      .default(1)
      .describe('Calls one number may receive in 24 hours (1 to 10). Default 1.'),
    perNumberPer30Days: z
      .number()
      .int()
      .min(1)
      .max(30)
      .default(3)
      .describe('Calls one number may receive in 30 days (1 to 30). Default 3.'),
    quietHours: z
      .strictObject({
        from: ClockTimeSchema.default('21:00').describe('Start of the quiet hours, local time. Default 21:00.'),
        until: ClockTimeSchema.default('08:00').describe('End of the quiet hours, local time. Default 08:00.'),
      })
      .prefault({})
      .describe(
        'No call while it is between from and until at the number; where its country spans several time zones, in any of them. Default 21:00 to 08:00.',
      ),
  })
  .prefault({})
  .describe('"Call me": the countries, the calls per number and the quiet hours of the agent\'s calls to visitors.');

export type CallMeSite = z.output<typeof CallMeSiteSchema>;
export type CallMeSiteInput = z.input<typeof CallMeSiteSchema>;
