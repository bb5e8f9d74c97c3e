// A local HubSpot CRM API (README.md): contacts upserted by e-mail or a unique property, notes associated
// with them, the GDPR delete, each body checked against the official client's models (models.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contactModels, modelErrors, noteModels } from './models.ts';
import { createPortal, error, type Answer } from './portal.ts';

export type { SimContact, SimNote } from './portal.ts';
export { CONTACT_PROPERTIES } from './properties.ts';
export const HUBSPOT_SIM_PATH = '/__sim/hubspot';

export interface HubspotSimulatorOptions {
  /** The private app token requests must carry. */
  token: string;
  /** Custom contact properties of this portal besides CONTACT_PROPERTIES. */
  extraProperties?: readonly string[];
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export function createHubspotSimulator(options: HubspotSimulatorOptions) {
  const portal = createPortal(options.extraProperties);
  // Each write: the model its body must fit, the models it is named in, and the portal's handler.
  const writes: Record<string, [string, Record<string, unknown>, (body: never) => Answer]> = {
    '/crm/v3/objects/contacts/batch/upsert': [
      'BatchInputSimplePublicObjectBatchInputUpsert',
      contactModels,
      portal.upsert,
    ],
    '/crm/v3/objects/notes': ['SimplePublicObjectInputForCreate', noteModels, portal.createNote],
    '/crm/v3/objects/contacts/gdpr-delete': ['PublicGdprDeleteInput', contactModels, portal.gdprDelete],
  };

  async function route(method: string, path: string, req: IncomingMessage): Promise<Answer> {
    if (method === 'GET' && path === '/__state') return [200, { contacts: portal.contacts(), notes: portal.notes }];
    if (req.headers.authorization !== `Bearer ${options.token}`) {
      return error(401, 'INVALID_AUTHENTICATION', 'Authentication credentials not found.');
    }
    if (method === 'GET' && path === '/crm/v3/objects/contacts') {
      return [
        200,
        {
          results: portal
            .contacts()
            .slice(0, 1)
            .map((contact) => ({ ...contact, archived: false })),
        },
      ];
    }
    const found = method === 'POST' ? writes[path] : undefined;
    if (!found) return error(404, 'OBJECT_NOT_FOUND', `${method} ${path} is not part of this stand-in`);
    const body = await readJson(req).catch(() => Symbol('bad json'));
    if (typeof body === 'symbol') return error(400, 'VALIDATION_ERROR', 'Invalid input JSON');
    const problems = modelErrors(body, found[0], found[1]);
    if (problems.length > 0)
      return error(400, 'VALIDATION_ERROR', `Invalid input JSON on line 1: ${problems.join('; ')}`);
    return found[2](body as never);
  }

  return {
    contacts: portal.contacts,
    notes: () => portal.notes,
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
