/**
 * ElevenLabs' phone-numbers API as far as going live needs it, under the simulator's API prefix: import a
 * Twilio or SIP trunk number (`POST /v1/convai/phone-numbers`), list them (`GET`, with the SDK's `provider` and
 * `agent_id` filters), get one, assign its agent or change its label and trunk (`PATCH`), delete it. Bodies are
 * the SDK's own models (sdk-bodies.ts): the deprecated `supports_inbound` / `supports_outbound` are refused.
 * Together with the outbound calls (outbound-call-api.ts) this is `handlePhoneApi`.
 * https://elevenlabs.io/docs/api-reference/phone-numbers/create
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ELEVENLABS_API_PREFIX } from '../rest-api/agents-api.ts';
import { ApiError, invalid, missingApiKey, notFound, readBody, sendAnswer } from '../contract/agents-api-checks.ts';
import { isObject, type Json } from '../rest-api/json-object.ts';
import { outboundCallRoute, type OutboundCallDeps } from './outbound-call-api.ts';
import { isE164, newPhoneNumberId, phoneNumberView, type SimPhoneNumber } from './phone-number-store.ts';

const NUMBER_PATH = /^\/v1\/convai\/phone-numbers\/([^/]+)$/;
/** Twilio account SIDs start with AC, API key SIDs with SK (the SDK's CreateTwilioPhoneNumberRequest.sid). */
const TWILIO_SID = /^(AC|SK)[0-9a-fA-F]{32}$/;

const numberNotFound = (id: string) =>
  new ApiError(404, { detail: { status: 'phone_number_not_found', message: `Phone number ${id} not found.` } });

/** The agent a number is assigned to, as the API shows it; the agent must exist once any is pushed. */
function assignedAgent(deps: OutboundCallDeps, agentId: unknown): SimPhoneNumber['assigned_agent'] {
  if (typeof agentId !== 'string') return null;
  const agent = deps.agents.get(agentId);
  if (!agent && deps.agents.list().length > 0) throw notFound(agentId);
  return { agent_id: agentId, agent_name: agent?.name ?? 'Local agent' };
}

/** The SIP trunk as stored: the request's config without the password, which the API never gives back. */
function trunk(config: unknown): Json | null {
  if (!isObject(config)) return null;
  const { credentials, ...rest } = config;
  return isObject(credentials) ? { ...rest, credentials: { username: credentials.username } } : rest;
}

async function phoneNumbersRoute(deps: OutboundCallDeps, req: IncomingMessage, url: URL, path: string) {
  const method = req.method ?? 'GET';
  if (path === '/v1/convai/phone-numbers' && method === 'POST') {
    const body = await readBody(req, 'createPhoneNumber');
    if (body.provider !== 'twilio' && body.provider !== 'sip_trunk') {
      throw invalid(['provider'], 'Value error, the local simulator imports Twilio and SIP trunk numbers only.');
    }
    const phoneNumber = String(body.phone_number);
    if (!isE164(phoneNumber)) throw invalid(['phone_number'], 'Value error, the number must be in E.164 format.');
    if (body.provider === 'twilio' && !TWILIO_SID.test(String(body.sid))) {
      throw invalid(['sid'], 'Value error, a Twilio Account SID (AC…) or API Key SID (SK…) of 34 characters.');
    }
    if (deps.numbers.list().some((number) => number.phone_number === phoneNumber)) {
      throw new ApiError(409, {
        detail: { status: 'phone_number_already_exists', message: `${phoneNumber} is imported already.` },
      });
    }
    const number: SimPhoneNumber = {
      phone_number_id: newPhoneNumberId(),
      provider: body.provider,
      phone_number: phoneNumber,
      label: String(body.label),
      assigned_agent: assignedAgent(deps, body.agent_id),
      outbound_trunk: trunk(body.outbound_trunk_config),
      inbound_trunk: trunk(body.inbound_trunk_config),
    };
    deps.numbers.put(number);
    return [200, { phone_number_id: number.phone_number_id }];
  }
  if (path === '/v1/convai/phone-numbers' && method === 'GET') {
    const provider = url.searchParams.get('provider');
    const agentId = url.searchParams.get('agent_id');
    const listed = deps.numbers
      .list()
      .filter((number) => !provider || number.provider === provider)
      .filter((number) => !agentId || number.assigned_agent?.agent_id === agentId);
    return [200, listed.map(phoneNumberView)];
  }
  const match = NUMBER_PATH.exec(path);
  if (!match) return null;
  const id = decodeURIComponent(match[1]!);
  const number = deps.numbers.get(id);
  if (!number) throw numberNotFound(id);
  if (method === 'GET') return [200, phoneNumberView(number)];
  if (method === 'DELETE') {
    deps.numbers.delete(id);
    return [200, {}];
  }
  if (method !== 'PATCH') throw new ApiError(405, { detail: 'Method Not Allowed' });
  const body = await readBody(req, 'updatePhoneNumber');
  const updated: SimPhoneNumber = {
    ...number,
    // An explicit null takes the agent off the number; a missing key leaves it.
    ...('agent_id' in body ? { assigned_agent: assignedAgent(deps, body.agent_id) } : {}),
    ...(typeof body.label === 'string' ? { label: body.label } : {}),
    ...(number.provider === 'sip_trunk' && isObject(body.outbound_trunk_config)
      ? { outbound_trunk: trunk(body.outbound_trunk_config) }
      : {}),
  };
  deps.numbers.put(updated);
  return [200, phoneNumberView(updated)];
}

/** Handles the phone-numbers and outbound-call paths under the API prefix; false for any other URL. */
export function handlePhoneApi(deps: OutboundCallDeps, req: IncomingMessage, res: ServerResponse): boolean {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname.slice(ELEVENLABS_API_PREFIX.length).replace(/\/+$/, '');
  if (!url.pathname.startsWith(`${ELEVENLABS_API_PREFIX}/`)) return false;
  if (!path.startsWith('/v1/convai/phone-numbers') && !path.endsWith('/outbound-call')) return false;
  const answer = async (): Promise<[number, unknown]> => {
    const unauthorized = missingApiKey(req);
    if (unauthorized) throw unauthorized;
    const found = (await outboundCallRoute(deps, req, path)) ?? (await phoneNumbersRoute(deps, req, url, path));
    if (!found) throw new ApiError(404, { detail: 'Not Found' });
    return found as [number, unknown];
  };
  sendAnswer(res, answer());
  return true;
}
