// The one builder of an event's body, from the row the SQL queued (public.crm_events.snapshot, the lead as
// stored). Its result is checked against events.ts before the first destination gets it; the drain stores it
// (public.crm_set_payload), so every destination and every retry gets the same bytes.
import type { ConsentTexts } from './config.ts';
import { CrmEventSchema, type CrmEvent, type CrmEventType } from './events.ts';

/** An event as public.crm_due_deliveries lists it. */
export interface QueuedEvent {
  type: CrmEventType;
  createdAt: string;
  snapshot: Record<string, unknown>;
}

type Row = Record<string, unknown>;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const iso = (value: unknown) => new Date(String(value)).toISOString();

function person(details: Row, company: unknown = details.company, website: unknown = null) {
  return {
    name: text(details.name),
    email: text(details.email),
    phone: text(details.phone),
    company: text(company),
    website: text(website),
  };
}

/** A voice session row (browser or Call me) as lead context and call. */
function sessionLead(row: Row, consent: ConsentTexts) {
  const phone = row.channel === 'phone';
  const flow = String(row.flow);
  const collected: Record<string, string | number | boolean | null> = {};
  for (const [id, field] of Object.entries((row.data_collection ?? {}) as Record<string, { value?: unknown }>)) {
    const value = field?.value;
    collected[id] = ['string', 'number', 'boolean'].includes(typeof value) ? (value as string) : null;
  }
  const verdict = text(row.call_successful);
  const consentText = (phone ? consent.callMe[flow] : consent.voice[flow]) ?? null;
  return {
    context: {
      leadId: `voice_session:${String(row.conversation_id)}`,
      source: phone ? ('call_me' as const) : ('voice_demo' as const),
      flow,
      page: text(row.page),
      locale: text(row.locale),
      // A browser call starts only after its notice (notice_shown); Call me only after its checkbox.
      consent: { text: consentText, given: phone || row.notice_shown === true },
      occurredAt: iso(row.outcome_at ?? row.created_at),
      person: person((row.details ?? {}) as Row),
    },
    call: {
      conversationId: String(row.conversation_id),
      durationSeconds: typeof row.duration_seconds === 'number' ? row.duration_seconds : null,
      successful: verdict === 'success' || verdict === 'failure' || verdict === 'unknown' ? verdict : null,
      summary: text(row.summary),
      collected,
    },
  };
}

function requestLead(row: Row, consent: ConsentTexts) {
  const contact = row.source === 'contact';
  const consentText = contact ? consent.contact : consent.bookDemo;
  return {
    leadId: `${contact ? 'contact' : 'demo_request'}:${String(row.id)}`,
    source: contact ? ('contact' as const) : ('book_demo' as const),
    flow: null,
    page: contact ? '/contact' : null,
    locale: text(row.locale),
    consent: { text: consentText, given: consentText !== null },
    occurredAt: iso(row.created_at),
    person: person(row, row.company, row.website),
  };
}

/** The body of a queued event; throws when the stored row cannot make a valid one. */
export function buildEventPayload(event: QueuedEvent, consent: ConsentTexts): CrmEvent {
  const timestamp = iso(event.createdAt);
  const row = event.snapshot;
  if (event.type === 'lead.created') {
    if ('conversation_id' in row) {
      const { context, call } = sessionLead(row, consent);
      return CrmEventSchema.parse({ type: event.type, timestamp, data: { ...context, message: null, call } });
    }
    const message =
      row.source === 'demo_modal' ? { aiHelp: text(row.ai_help), additionalNotes: text(row.additional_notes) } : null;
    return CrmEventSchema.parse({
      type: event.type,
      timestamp,
      data: { ...requestLead(row, consent), message, call: null },
    });
  }
  if (event.type === 'meeting.booked') {
    const session = (row.session ?? {
      conversation_id: row.conversation_id,
      flow: 'unknown',
      created_at: event.createdAt,
    }) as Row;
    const { context } = sessionLead(session, consent);
    const data = {
      ...context,
      occurredAt: timestamp,
      bookingId: String(row.booking_id),
      start: iso(row.start),
      timeZone: String(row.time_zone),
    };
    return CrmEventSchema.parse({ type: event.type, timestamp, data });
  }
  if (event.type === 'lead.forgotten') {
    return CrmEventSchema.parse({
      type: event.type,
      timestamp,
      data: { email: text(row.email), phone: text(row.phone), occurredAt: timestamp },
    });
  }
  return CrmEventSchema.parse({ type: 'ping', timestamp, data: { message: 'ping' } });
}
