// A local HubSpot CRM API (README.md): contacts upserted by e-mail or a unique property, notes associated
// with them, the GDPR delete, each body checked against the official client's models (models.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contactModels, modelErrors, noteModels } from './models.ts';

export const HUBSPOT_SIM_PATH = '/__sim/hubspot';

/** HubSpot's default contact properties the site may map, and the custom ones DEPLOY.md creates. */
export const CONTACT_PROPERTIES = [
  'email',
  'firstname',
  'lastname',
  'phone',
  'mobilephone',
  'company',
  'website',
  'jobtitle',
  'city',
  'country',
  'hs_language',
  'hs_legal_basis',
  'lifecyclestage',
  'hs_lead_status',
  'message',
  'site_lead_id',
  'site_lead_source',
  'site_lead_locale',
];
/** Properties with unique values, which a batch upsert may use as idProperty besides email. */
const UNIQUE_PROPERTIES = ['email', 'site_lead_id'];
const NOTE_PROPERTIES = ['hs_timestamp', 'hs_note_body', 'hubspot_owner_id', 'hs_attachment_ids'];
const NOTE_TO_CONTACT = 202;

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

export interface HubspotSimulatorOptions {
  /** The private app token requests must carry. */
  token: string;
  /** Custom contact properties of this portal besides CONTACT_PROPERTIES. */
  extraProperties?: readonly string[];
}

type Answer = [number, unknown];
const error = (status: number, category: string, message: string, errors?: unknown[]): Answer => [
  status,
  { status: 'error', message, category, correlationId: crypto.randomUUID(), ...(errors ? { errors } : {}) },
];

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export function createHubspotSimulator(options: HubspotSimulatorOptions) {
  const contacts = new Map<string, SimContact>();
  const notes: SimNote[] = [];
  const known = new Set([...CONTACT_PROPERTIES, ...(options.extraProperties ?? [])]);
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

  async function route(method: string, path: string, req: IncomingMessage): Promise<Answer> {
    if (method === 'GET' && path === '/__state') return [200, { contacts: [...contacts.values()], notes }];
    if (req.headers.authorization !== `Bearer ${options.token}`) {
      return error(401, 'INVALID_AUTHENTICATION', 'Authentication credentials not found.');
    }
    if (method === 'GET' && path === '/crm/v3/objects/contacts') {
      return [200, { results: [...contacts.values()].slice(0, 1).map((contact) => ({ ...contact, archived: false })) }];
    }
    const routes: Record<string, [string, Record<string, unknown>, (body: never) => Answer]> = {
      '/crm/v3/objects/contacts/batch/upsert': ['BatchInputSimplePublicObjectBatchInputUpsert', contactModels, upsert],
      '/crm/v3/objects/notes': ['SimplePublicObjectInputForCreate', noteModels, createNote],
      '/crm/v3/objects/contacts/gdpr-delete': ['PublicGdprDeleteInput', contactModels, gdprDelete],
    };
    const found = method === 'POST' ? routes[path] : undefined;
    if (!found) return error(404, 'OBJECT_NOT_FOUND', `${method} ${path} is not part of this stand-in`);
    const body = await readJson(req).catch(() => Symbol('bad json'));
    if (typeof body === 'symbol') return error(400, 'VALIDATION_ERROR', 'Invalid input JSON');
    const problems = modelErrors(body, found[0], found[1]);
    if (problems.length > 0)
      return error(400, 'VALIDATION_ERROR', `Invalid input JSON on line 1: ${problems.join('; ')}`);
    return found[2](body as never);
  }

  return {
    contacts: () => [...contacts.values()],
    notes: () => notes,
    async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (!url.pathname.startsWith(`${HUBSPOT_SIM_PATH}/`)) return false;
      const [status, body] = await route(req.method ?? 'GET', url.pathname.slice(HUBSPOT_SIM_PATH.length), req);
      res.writeHead(status, body === null ? {} : { 'Content-Type': 'application/json;charset=utf-8' });
      res.end(body === null ? undefined : JSON.stringify(body));
      return true;
    },
  };
}

export type HubspotSimulator = ReturnType<typeof createHubspotSimulator>;
