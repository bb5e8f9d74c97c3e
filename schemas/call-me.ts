import { z } from 'zod';
import { TextSchema, wrongForm } from './common.ts';

/** A Call me text with its default, described for the AUTHORING tables. */
const text = (value: string, what: string) => TextSchema.default(value).describe(what);

/** What the form says about the number or the consent, under the field it is about. */
export const CallMePhoneMessagesSchema = z
  .strictObject({
    missing: text('Enter the number we should call.', 'Under the phone field when it is empty.'),
    invalid: text(
      'This does not look like a phone number. Check it, or start with + and your country code.',
      'Under the phone field when the number is not a possible or valid number.',
    ),
    notCallable: text(
      'We can only call mobile and landline numbers, not premium-rate, toll-free, shared-cost or internet (VoIP) numbers.',
      'Under the phone field when the number is of a type we never call.',
    ),
    countryNotOffered: text(
      'We cannot call numbers in {country} yet. Please try a number in another country, or talk to the agent in your browser instead.',
      'Under the phone field when the number’s country is not offered; {country} becomes its name.',
    ),
    consentMissing: text(
      'Please tick the box to agree to the call first.',
      'Under the consent checkbox when Call me is pressed without it.',
    ),
  })
  .describe(
    'Messages about the number and the consent: missing, invalid, notCallable, countryNotOffered, consentMissing.',
  );

/** What the page says when the call-me function refuses, one text per refusal of its contract. */
export const CallMeRefusalsSchema = z
  .strictObject({
    quietHours: text(
      'It is night at that number, so we do not call it now. Please try again after {time}, {place} time.',
      'When it is between 21:00 and 8:00 at the number; {time} becomes the time to try again in the number’s time zone, {place} that zone’s city.',
    ),
    numberLimit: text(
      'We cannot call this number today. Please talk to the agent in your browser instead, or try another day.',
      'When the number may not be called now (site.yaml callMe.perNumberPerDay / perNumberPer30Days). Say no time and nothing about an earlier call: anyone may type any number.',
    ),
    rateLimited: text(
      'We have had several call requests from your connection today. Please try again tomorrow; everything you typed is still here.',
      'When this connection or network asked for too many calls.',
    ),
    budget: text(
      'Our demo line is fully booked for now. Please try again later, or talk to the agent in your browser instead.',
      'When the site’s cap on calls for the hour or the day is reached (site.yaml callMe.callsPerHour / callsPerDay); a button to start the browser demo follows it.',
    ),
    checkFailed: text(
      'We could not confirm this request came from your browser. Please press Call me again.',
      'When the background spam check failed or expired.',
    ),
    failed: text(
      'We could not place the call. Please try again in a moment.',
      'When the call could not be placed for another reason (offline, service down).',
    ),
    detailsRefused: text(
      'Please use only letters, digits and simple punctuation in your name and company, at most 100 characters each.',
      'When the name or company the agent would read is too long or holds characters it may not (line breaks, braces, markup).',
    ),
  })
  .describe('Refusal messages: quietHours, numberLimit, rateLimited, budget, checkFailed, failed, detailsRefused.');

/** The call screen: where the phone call stands, and how it ended. */
export const CallMeScreenSchema = z
  .strictObject({
    title: text('We are calling you', 'Heading of the call screen.'),
    placing: text('Placing the call…', 'While the call is being placed (also the Call me button text meanwhile).'),
    ringing: text('Your phone is ringing. Answer it to talk to the agent.', 'While the phone rings.'),
    inProgress: text(
      'You are on the call with the agent. Hang up your phone to end it.',
      'While the call is in progress.',
    ),
    ended: text('The call has ended.', 'First line once the call has ended; the reason follows.'),
    completed: text('Thanks for talking to our agent.', 'Reason: the call took place and ended.'),
    noAnswer: text('Nobody answered, so the call stopped ringing.', 'Reason: nobody answered.'),
    busy: text('Your line was busy.', 'Reason: the line was busy.'),
    declined: text('The call was declined.', 'Reason: the call was declined.'),
    failed: text('The call could not be connected.', 'Reason: the call failed.'),
    stopWaiting: text('Stop waiting', 'Button that leaves the call screen while the call is placed or rings.'),
    backToForm: text('Back to the form', 'Button back to the details form once the call has ended.'),
    lost: text(
      'We cannot see the call’s progress right now; we keep trying.',
      'Line when the call’s state could not be read for a while.',
    ),
  })
  .describe(
    'Call screen texts: title, placing, ringing, inProgress, ended, completed, noAnswer, busy, declined, failed, stopWaiting, backToForm, lost.',
  );

/**
 * "Call me": beside Start, the visitor asks the agent to phone them on the number in the form,
 * after an explicit consent. Off by default; `callMe: { enabled: true }` is enough, every text has a default.
 */
export const CallMeSchema = z
  .strictObject({
    enabled: z.boolean().default(false).describe('Offer Call me on this flow (needs a phone field). Default false.'),
    button: text('Call me', 'The button beside Start.'),
    hint: text(
      'Or let our agent phone you now on the number above.',
      'Line above the consent checkbox and the Call me button.',
    ),
    consent: text(
      'I agree to one automated call from {brand}’s AI agent to this number now. Calls may be recorded.',
      'The consent checkbox text; {brand} becomes the site’s brand name.',
    ),
    defaultCountry: z
      .string()
      .regex(/^[A-Z]{2}$/, wrongForm('a country code', 'write two capital letters (ISO 3166-1), e.g. AU'))
      .default('AU')
      .describe(
        'Country of a number typed without +, when the browser’s language names no region. Default AU (where the company is).',
      )
      .meta({ examples: ['AU', 'GB'] }),
    messages: CallMePhoneMessagesSchema.prefault({}),
    refusals: CallMeRefusalsSchema.prefault({}),
    screen: CallMeScreenSchema.prefault({}),
  })
  .describe('Call me: the agent phones the visitor. enabled (default false) and texts that all have defaults.');

export type CallMe = z.output<typeof CallMeSchema>;
export type CallMeInput = z.input<typeof CallMeSchema>;

/** A flow that offers Call me must ask for the number it calls. */
export function checkCallMePhone(
  demo: { fields: readonly { name: string }[]; session: { callMe: Pick<CallMe, 'enabled'> } },
  ctx: z.RefinementCtx,
): void {
  if (!demo.session.callMe.enabled || demo.fields.some((field) => field.name === 'phone')) return;
  ctx.addIssue({
    code: 'custom',
    path: ['session', 'callMe', 'enabled'],
    message:
      'Call me phones the number in the form, but this flow has no phone field. Add a field with name: phone to fields, or set enabled: false',
  });
}
