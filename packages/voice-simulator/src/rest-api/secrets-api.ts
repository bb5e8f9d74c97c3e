/**
 * ElevenLabs' workspace secrets API, locally (`conversationalAi.secrets` of @elevenlabs/elevenlabs-js
 * 2.73): list, create, get, update, delete under /v1/convai/secrets. A webhook tool's `request_headers`
 * value `{ secret_id }` (ConvAiSecretLocator) names one; the simulator sends its value when it runs the
 * tool (webhook-tools.ts), as the platform does. Bodies are checked by the SDK's own serialisers; the
 * SDK adds `type: 'new'` to a create and `type: 'update'` to an update, which the serialisers do not
 * declare, so those are checked here and taken off first.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import * as serialization from '@elevenlabs/elevenlabs-js/serialization/index.js';
import { ApiError, readBody } from '../contract/agents-api-checks.ts';
import type { SimAgentStore } from './agent-store.ts';
import type { SimSecret } from './secret-record.ts';

interface WireSchema {
  parse(
    raw: unknown,
    opts: { unrecognizedObjectKeys: 'fail' },
  ): { ok: true; value: unknown } | { ok: false; errors: Array<{ path: string[]; message: string }> };
}
const S = serialization as unknown as {
  conversationalAi: Record<'PostWorkspaceSecretRequest' | 'PatchWorkspaceSecretRequest', WireSchema>;
};

async function secretBody(
  req: IncomingMessage,
  type: 'new' | 'update',
  schema: WireSchema,
): Promise<{ name: string; value: string }> {
  const { type: sent, ...rest } = (await readBody(req)) as Record<string, unknown>;
  const errors =
    sent === type ? [] : [{ type: 'value_error', loc: ['body', 'type'], msg: `Input should be '${type}'` }];
  const result = schema.parse(rest, { unrecognizedObjectKeys: 'fail' });
  if (!result.ok)
    errors.push(
      ...result.errors.map((error) => ({ type: 'value_error', loc: ['body', ...error.path], msg: error.message })),
    );
  if (errors.length > 0) throw new ApiError(422, { detail: errors });
  return rest as { name: string; value: string };
}

const stored = (secret: SimSecret) => ({ type: 'stored', secret_id: secret.secret_id, name: secret.name });
const withUsage = (secret: SimSecret) => ({
  ...stored(secret),
  used_by: { tools: [], agents: [], others: [], phone_numbers: [] },
});

/** Answers a secrets path, or null for any other path. */
export async function secretsRoute(
  store: SimAgentStore,
  req: IncomingMessage,
  path: string,
): Promise<[number, unknown] | null> {
  const secrets = store.secrets;
  if (!secrets || !path.startsWith('/v1/convai/secrets')) return null;
  const method = req.method ?? 'GET';
  if (path === '/v1/convai/secrets') {
    if (method === 'GET') {
      const search = new URL(req.url ?? '/', 'http://localhost').searchParams.get('search') ?? '';
      return [
        200,
        {
          secrets: secrets
            .list()
            .filter((secret) => secret.name.startsWith(search))
            .map(withUsage),
        },
      ];
    }
    if (method !== 'POST') return [405, { detail: 'Method Not Allowed' }];
    const body = await secretBody(req, 'new', S.conversationalAi.PostWorkspaceSecretRequest);
    if (secrets.list().some((secret) => secret.name === body.name)) {
      throw new ApiError(400, {
        detail: { status: 'secret_name_taken', message: `A secret named ${body.name} exists.` },
      });
    }
    const secret: SimSecret = { secret_id: randomBytes(10).toString('hex'), ...body };
    secrets.put(secret);
    return [200, stored(secret)];
  }
  const id = decodeURIComponent(path.slice('/v1/convai/secrets/'.length));
  const secret = secrets.get(id);
  if (!secret) throw new ApiError(404, { detail: { status: 'secret_not_found', message: `Secret ${id} not found.` } });
  if (method === 'GET') return [200, withUsage(secret)];
  if (method === 'DELETE') return (secrets.delete(id), [204, null]);
  if (method !== 'PATCH') return [405, { detail: 'Method Not Allowed' }];
  const updated = { ...secret, ...(await secretBody(req, 'update', S.conversationalAi.PatchWorkspaceSecretRequest)) };
  secrets.put(updated);
  return [200, stored(updated)];
}
