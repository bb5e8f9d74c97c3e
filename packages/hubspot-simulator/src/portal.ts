// The stand-in's portal: its contacts and notes, and the three writes the site makes, each refusing what
// HubSpot refuses (an unknown property, an idProperty without unique values, a note without its contact).
import { CONTACT_PROPERTIES, NOTE_PROPERTIES, NOTE_TO_CONTACT, UNIQUE_PROPERTIES } from './properties.ts';

export interface SimContact {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}
export interface SimNote {
  id: string;
  properties: Record<string, string>;
  contactIds: string[];
}

export type Answer = [number, unknown];
export const error = (status: number, category: string, message: string, errors?: unknown[]): Answer => [
  status,
  { status: 'error', message, category, correlationId: crypto.randomUUID(), ...(errors ? { errors } : {}) },
];

/** The portal with HubSpot's default properties the site may map and `extraProperties`. */
export function createPortal(extraProperties: readonly string[] = []) {
  const contacts = new Map<string, SimContact>();
  const notes: SimNote[] = [];
  const known = new Set([...CONTACT_PROPERTIES, ...extraProperties]);
  let lastId = 100;

  /** HubSpot refuses a write of a property the portal does not have (PROPERTY_DOESNT_EXIST). */
  function unknownProperties(properties: Record<string, string>, allowed: Set<string>): Answer | null {
    const bad = Object.keys(properties).filter((name) => !allowed.has(name));
    if (bad.length === 0) return null;
    const details = bad.map((name) => ({
      isValid: false,
      message: `Property "${name}" does not exist`,
      error: 'PROPERTY_DOESNT_EXIST',
      name,
    }));
    return error(400, 'VALIDATION_ERROR', `Property values were not valid: ${JSON.stringify(details)}`);
  }

  function upsert(body: {
    inputs?: Array<{ idProperty?: string; id?: string; properties?: Record<string, string> }>;
  }): Answer {
    const now = new Date().toISOString();
    const results = [];
    for (const input of body.inputs ?? []) {
      const idProperty = input.idProperty ?? '';
      if (!UNIQUE_PROPERTIES.includes(idProperty) || !input.id) {
        return error(
          400,
          'VALIDATION_ERROR',
          `idProperty must be a unique property (${UNIQUE_PROPERTIES.join(', ')}) with an id`,
        );
      }
      const refused = unknownProperties(input.properties ?? {}, known);
      if (refused) return refused;
      const match = [...contacts.values()].find(
        (contact) => contact.properties[idProperty]?.toLowerCase() === input.id!.toLowerCase(),
      );
      const contact = match ?? { id: String(++lastId), properties: {}, createdAt: now, updatedAt: now };
      Object.assign(contact.properties, input.properties, { [idProperty]: input.id });
      contact.updatedAt = now;
      contacts.set(contact.id, contact);
      results.push({ ...contact, archived: false, new: !match });
    }
    return [200, { status: 'COMPLETE', results, startedAt: now, completedAt: now }];
  }

  function createNote(body: {
    properties?: Record<string, string>;
    associations?: Array<{ to?: { id?: string }; types?: Array<{ associationTypeId?: number }> }>;
  }): Answer {
    const refused = unknownProperties(body.properties ?? {}, new Set(NOTE_PROPERTIES));
    if (refused) return refused;
    if (!body.properties?.hs_timestamp) return error(400, 'VALIDATION_ERROR', 'hs_timestamp is required for a note');
    const contactIds: string[] = [];
    for (const association of body.associations ?? []) {
      const id = association.to?.id ?? '';
      if (!contacts.has(id)) return error(400, 'VALIDATION_ERROR', `Contact ${id} does not exist`);
      if (!association.types?.every((type) => type.associationTypeId === NOTE_TO_CONTACT)) {
        return error(400, 'VALIDATION_ERROR', `A note is associated with a contact by type ${NOTE_TO_CONTACT}`);
      }
      contactIds.push(id);
    }
    const note = { id: String(++lastId), properties: body.properties, contactIds };
    notes.push(note);
    return [201, { ...note, createdAt: new Date().toISOString(), archived: false }];
  }

  function gdprDelete(body: { idProperty?: string; objectId?: string }): Answer {
    const idProperty = body.idProperty ?? 'hs_object_id';
    const match = [...contacts.values()].find((contact) =>
      idProperty === 'hs_object_id'
        ? contact.id === body.objectId
        : contact.properties[idProperty]?.toLowerCase() === body.objectId?.toLowerCase(),
    );
    if (!match) return error(404, 'OBJECT_NOT_FOUND', 'resource not found');
    contacts.delete(match.id);
    for (const note of notes) note.contactIds = note.contactIds.filter((id) => id !== match.id);
    return [204, null];
  }

  return { contacts: () => [...contacts.values()], notes, upsert, createNote, gdprDelete };
}
