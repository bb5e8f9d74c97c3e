// The lead's fields as HubSpot contact properties (site.yaml crm.hubspot.properties) and the note that
// holds what has no property: the source, the consent text, the request and the call.
import type { LeadCreated, MeetingBooked } from './events.ts';

type LeadData = LeadCreated['data'] | MeetingBooked['data'];

/** The name's first word as the first name, the rest as the last; HubSpot keeps them apart. */
function splitName(name: string | null): { firstName: string | null; lastName: string | null } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: null, lastName: null };
  return { firstName: words[0]!, lastName: words.slice(1).join(' ') || null };
}

/** The value of one lead field, e.g. "person.firstName", "consent.text"; null when the lead has none. */
export function leadField(data: LeadData, field: string): string | null {
  const names = splitName(data.person.name);
  const people: Record<string, string | null> = { ...data.person, ...names };
  const [head, tail] = field.split('.') as [string, string | undefined];
  let value: unknown;
  if (head === 'person' && tail) value = people[tail];
  else if (head === 'consent' && tail) value = data.consent[tail as keyof LeadData['consent']];
  else if (head === 'call' && tail)
    value = 'call' in data && data.call ? data.call[tail as 'summary' | 'successful'] : null;
  else value = (data as Record<string, unknown>)[head];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Property → value for every mapped field the lead has; HubSpot keeps a property absent from the upsert. */
export function hubspotProperties(data: LeadData, mapping: Readonly<Record<string, string>>): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [property, field] of Object.entries(mapping)) {
    const value = leadField(data, field);
    if (value !== null) properties[property] = value;
  }
  return properties;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The note's body (HubSpot renders hs_note_body as HTML): one line per fact, escaped. */
export function hubspotNoteBody(event: LeadCreated | MeetingBooked): string {
  const { data } = event;
  const lines: Array<[string, string | null]> = [
    ['Lead', `${data.source}${data.flow ? ` (${data.flow})` : ''}`],
    ['Page', data.page],
    ['Language', data.locale],
    ['Consent', data.consent.given ? (data.consent.text ?? 'given') : 'none recorded'],
  ];
  if (event.type === 'meeting.booked') lines.push(['Meeting', `${event.data.start} (${event.data.timeZone})`]);
  if (event.type === 'lead.created' && event.data.message) {
    lines.push(['How AI could help', event.data.message.aiHelp], ['Notes', event.data.message.additionalNotes]);
  }
  if (event.type === 'lead.created' && event.data.call) {
    const { call } = event.data;
    lines.push(
      ['Call', `${call.durationSeconds ?? '?'} s, ${call.successful ?? 'no verdict'}`],
      ['Summary', call.summary],
    );
    for (const [id, value] of Object.entries(call.collected))
      lines.push([`Collected ${id}`, value === null ? null : String(value)]);
  }
  return lines
    .filter((line): line is [string, string] => line[1] !== null)
    .map(([label, value]) => `<p><strong>${escape(label)}:</strong> ${escape(value)}</p>`)
    .join('');
}
