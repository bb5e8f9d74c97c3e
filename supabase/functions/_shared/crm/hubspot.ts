// HubSpot as a destination, through its official client (@hubspot/api-client): a lead becomes a contact,
// created or updated by e-mail (batch upsert, idProperty "email"; a lead without one by the unique custom
// property mapped to leadId), with the mapped properties, the legal basis when consent was given, and a
// note holding the lead's source, consent and call; lead.forgotten deletes the contact with HubSpot's GDPR
// delete. https://developers.hubspot.com/docs/api/crm/contacts, .../crm/notes (association type 202:
// note to contact), .../crm/contacts "GDPR delete".
import { AssociationTypes, Client } from '@hubspot/api-client';
import { DeliveryError, type CrmDestination } from './destination.ts';
import type { CrmEventType, LeadCreated, MeetingBooked } from './events.ts';
import { hubspotNoteBody, hubspotProperties } from './hubspot-mapping.ts';

export interface HubspotDestinationOptions {
  /** HubSpot property → lead field (site.yaml crm.hubspot.properties). */
  properties: Readonly<Record<string, string>>;
  legalBasis: string;
  events: readonly CrmEventType[];
  /** The private app's token (HUBSPOT_ACCESS_TOKEN); null refuses every delivery until it is set. */
  token: string | null;
  /** Default https://api.hubapi.com; the local stand-in's address locally. */
  basePath?: string;
}

type NoteInput = Parameters<Client['crm']['objects']['notes']['basicApi']['create']>[0];
type AssociationCategory = NoteInput['associations'] extends Array<infer A> | undefined
  ? A extends { types: Array<infer T> }
    ? T extends { associationCategory: infer C }
      ? C
      : never
    : never
  : never;

/** The client's ApiException carries HubSpot's status in `code`. */
function failure(error: unknown): DeliveryError {
  const status = typeof (error as { code?: unknown })?.code === 'number' ? (error as { code: number }).code : null;
  return new DeliveryError(`HubSpot ${status ? `answered HTTP ${status}` : 'did not answer'}`, status);
}

async function upsertLead(client: Client, event: LeadCreated | MeetingBooked, options: HubspotDestinationOptions) {
  const properties = hubspotProperties(event.data, options.properties);
  if (event.data.consent.given) properties.hs_legal_basis = options.legalBasis;
  const leadIdProperty =
    Object.entries(options.properties).find(([, field]) => field === 'leadId')?.[0] ?? 'site_lead_id';
  const email = event.data.person.email;
  const input = email
    ? { idProperty: 'email', id: email, properties }
    : { idProperty: leadIdProperty, id: event.data.leadId, properties };
  const answer = await client.crm.contacts.batchApi.upsert({ inputs: [input] });
  const contactId = answer.results[0]?.id;
  if (!contactId) throw new DeliveryError('HubSpot upserted no contact', null);
  const note: NoteInput = {
    properties: { hs_timestamp: event.data.occurredAt, hs_note_body: hubspotNoteBody(event) },
    associations: [
      {
        to: { id: contactId },
        types: [
          {
            associationCategory: 'HUBSPOT_DEFINED' as AssociationCategory,
            associationTypeId: AssociationTypes.noteToContact,
          },
        ],
      },
    ],
  };
  await client.crm.objects.notes.basicApi.create(note);
}

/** GDPR delete of the contact with this e-mail; a contact HubSpot does not have is already gone. */
async function purge(client: Client, email: string) {
  try {
    await client.crm.contacts.basicApi.purge({ idProperty: 'email', objectId: email });
  } catch (error) {
    if ((error as { code?: unknown })?.code !== 404) throw error;
  }
}

export function createHubspotDestination(options: HubspotDestinationOptions): CrmDestination {
  return {
    name: 'hubspot',
    events: options.events,
    async deliver(event) {
      if (!options.token) throw new DeliveryError('the function secret HUBSPOT_ACCESS_TOKEN is not set', null);
      const client = new Client({
        accessToken: options.token,
        numberOfApiCallRetries: 0,
        ...(options.basePath ? { basePath: options.basePath } : {}),
      });
      try {
        if (event.type === 'lead.created' || event.type === 'meeting.booked') await upsertLead(client, event, options);
        else if (event.type === 'lead.forgotten' && event.data.email) await purge(client, event.data.email);
        // A ping reads one contact page: it proves the token and its scope and creates nothing.
        else if (event.type === 'ping') await client.crm.contacts.basicApi.getPage(1);
      } catch (error) {
        throw error instanceof DeliveryError ? error : failure(error);
      }
      return 200;
    },
  };
}
