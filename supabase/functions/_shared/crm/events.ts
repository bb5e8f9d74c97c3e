// The CRM events every destination receives, defined once: the drain validates each body against these
// before it is signed, `npm run generate` writes their JSON Schema (docs/crm-events.schema.json) and
// docs/crm-events.md publishes it. The envelope is Standard Webhooks' recommended one: type, timestamp, data
// (https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md#payload-structure).
import { z } from 'zod';

const Text = z.string().max(20_000);
const Nullable = Text.nullable();

/** Where a lead came from on the site. */
export const LeadSourceSchema = z
  .enum(['contact', 'book_demo', 'voice_demo', 'call_me'])
  .describe(
    'contact: the contact form; book_demo: Book a Demo; voice_demo: a call in the browser; call_me: the agent phoned the visitor.',
  );

/** What every lead event says about where and how the person reached us. */
const LeadContextShape = {
  leadId: Text.describe(
    'The lead as stored: "contact:<id>", "demo_request:<id>" or "voice_session:<conversation id>".',
  ),
  source: LeadSourceSchema,
  flow: Nullable.describe('The demo flow (industry) of a voice lead, e.g. "restaurant"; null for forms.'),
  page: Nullable.describe('The path of the page the lead came from, when known, e.g. "/restaurant-demo".'),
  locale: Nullable.describe('The page language (BCP 47), e.g. "es"; answer the lead in it.'),
  consent: z
    .strictObject({
      text: Nullable.describe(
        'The consent or notice text the visitor was shown, in the site language; null when the form shows none.',
      ),
      given: z
        .boolean()
        .describe('True when the visitor was shown that text and went ahead (ticked it, or started the call).'),
    })
    .describe('What the visitor agreed to.'),
  occurredAt: z.iso.datetime({ offset: true }).describe('When the lead was stored (ISO 8601).'),
  person: z
    .strictObject({
      name: Nullable,
      email: Nullable.describe('Empty for contact requests: the contact form asks for a phone number instead.'),
      phone: Nullable,
      company: Nullable,
      website: Nullable,
    })
    .describe('Who the lead is, as typed; null for what the form does not ask.'),
};

/** A voice call's outcome, as ElevenLabs judged it. */
export const CallOutcomeSchema = z
  .strictObject({
    conversationId: Text,
    durationSeconds: z.number().int().min(0).nullable(),
    successful: z.enum(['success', 'failure', 'unknown']).nullable().describe('ElevenLabs\u2019 verdict on the call.'),
    summary: Nullable.describe('ElevenLabs\u2019 summary of the call.'),
    collected: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .describe('The flow\u2019s collect fields, by id, e.g. { "party_size": 4 }.'),
  })
  .describe('The call: its length, verdict, summary and the fields the agent collected.');

export const LeadCreatedSchema = z
  .strictObject({
    type: z.literal('lead.created'),
    timestamp: z.iso.datetime({ offset: true }),
    data: z.strictObject({
      ...LeadContextShape,
      message: z
        .strictObject({ aiHelp: Nullable, additionalNotes: Nullable })
        .nullable()
        .describe('What a Book a Demo request wrote; null for other sources.'),
      call: CallOutcomeSchema.nullable().describe('The call of a voice lead; null for forms.'),
    }),
  })
  .describe('A new lead: a contact request, a Book a Demo request, a voice demo or a Call me call with its outcome.');

export const MeetingBookedSchema = z
  .strictObject({
    type: z.literal('meeting.booked'),
    timestamp: z.iso.datetime({ offset: true }),
    data: z.strictObject({
      ...LeadContextShape,
      bookingId: Text.describe('The booking\u2019s id at the scheduling service.'),
      start: z.iso.datetime({ offset: true }).describe('When the meeting starts (ISO 8601).'),
      timeZone: Text.describe('The IANA time zone the person booked in, e.g. "Australia/Sydney".'),
    }),
  })
  .describe('A meeting booked during a call.');

export const LeadForgottenSchema = z
  .strictObject({
    type: z.literal('lead.forgotten'),
    timestamp: z.iso.datetime({ offset: true }),
    data: z.strictObject({
      email: Nullable.describe('The e-mail address erased; delete the contact that has it.'),
      phone: Nullable.describe('The phone number erased, as given.'),
      occurredAt: z.iso.datetime({ offset: true }).describe('When the site erased the person.'),
    }),
  })
  .describe('A person asked to be forgotten: the site erased their data; erase it in the CRM too.');

export const PingSchema = z
  .strictObject({
    type: z.literal('ping'),
    timestamp: z.iso.datetime({ offset: true }),
    data: z.strictObject({ message: Text }),
  })
  .describe('npm run check:live: a signed test event; it stands for no lead, so create nothing.');

export const CrmEventSchema = z
  .discriminatedUnion('type', [LeadCreatedSchema, MeetingBookedSchema, LeadForgottenSchema, PingSchema])
  .describe(
    'A CRM event as the site sends it, signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature).',
  );

export type CrmEvent = z.infer<typeof CrmEventSchema>;
export type LeadCreated = z.infer<typeof LeadCreatedSchema>;
export type MeetingBooked = z.infer<typeof MeetingBookedSchema>;
export type LeadForgotten = z.infer<typeof LeadForgottenSchema>;
export type CrmEventType = CrmEvent['type'];
