/**
 * ElevenLabs' outbound calls, locally: `POST /v1/convai/twilio/outbound-call` and `/v1/convai/sip-trunk/
 * outbound-call` under the simulator's API prefix. The body is the SDK's own model (sdk-bodies.ts: an unknown
 * key, a wrong type or a deprecated field is a 422); the agent and the phone number must exist, the number must
 * belong to the endpoint's provider and be able to call out, `to_number` must be E.164, and the init data must
 * pass the agent's own rules (allowed overrides, its `{{variables}}`), as a browser conversation's does. The
 * answer is the SDK's `TwilioOutboundCallResponse` / `SipTrunkOutboundCallResponse`; the call then rings on
 * the local phone (calls.ts).
 */
import type { IncomingMessage } from 'node:http';
import { overrideRefusal, variablesRefusal } from '../conversation/refusals.ts';
import { ApiError, invalid, notFound, readBody } from '../contract/agents-api-checks.ts';
import { isObject } from '../rest-api/json-object.ts';
import { agentSettings, type SimAgentStore } from '../rest-api/agent-store.ts';
import type { PhoneCalls } from './calls.ts';
import { isE164, isOutboundCapable, type PhoneProvider, type SimPhoneNumberStore } from './phone-number-store.ts';

export interface OutboundCallDeps {
  agents: SimAgentStore;
  numbers: SimPhoneNumberStore;
  calls: PhoneCalls;
}

const ENDPOINTS: Record<string, { provider: PhoneProvider; model: 'twilioOutboundCall' | 'sipTrunkOutboundCall' }> = {
  '/v1/convai/twilio/outbound-call': { provider: 'twilio', model: 'twilioOutboundCall' },
  '/v1/convai/sip-trunk/outbound-call': { provider: 'sip_trunk', model: 'sipTrunkOutboundCall' },
};

const refused = (status: number, code: string, message: string) =>
  new ApiError(status, { detail: { status: code, message } });

/** Answers an outbound-call path (`path` is below the API prefix); null for any other path. */
export async function outboundCallRoute(
  deps: OutboundCallDeps,
  req: IncomingMessage,
  path: string,
): Promise<[number, unknown] | null> {
  const endpoint = ENDPOINTS[path];
  if (!endpoint) return null;
  if (req.method !== 'POST') throw new ApiError(405, { detail: 'Method Not Allowed' });
  const body = await readBody(req, endpoint.model);
  const agentId = String(body.agent_id);
  const stored = deps.agents.get(agentId);
  // With no agent pushed, any id is answered, as for browser conversations (an offline start needs nothing).
  if (!stored && deps.agents.list().length > 0) throw notFound(agentId);
  const numberId = String(body.agent_phone_number_id);
  const number = deps.numbers.get(numberId);
  if (!number) throw refused(404, 'phone_number_not_found', `Phone number ${numberId} not found.`);
  if (number.provider !== endpoint.provider) {
    const other =
      number.provider === 'twilio' ? '/v1/convai/twilio/outbound-call' : '/v1/convai/sip-trunk/outbound-call';
    throw refused(
      400,
      'invalid_phone_number_provider',
      `Phone number ${numberId} is a ${number.provider} number: place its calls with ${other}.`,
    );
  }
  if (!isOutboundCapable(number)) {
    throw refused(
      400,
      'outbound_not_configured',
      `Phone number ${numberId} has no outbound trunk: set outbound_trunk_config first.`,
    );
  }
  const toNumber = String(body.to_number);
  if (!isE164(toNumber)) {
    throw invalid(
      ['to_number'],
      `Value error, ${JSON.stringify(toNumber)} is not a phone number in E.164 format (e.g. +447700900123).`,
    );
  }
  const clientData = isObject(body.conversation_initiation_client_data) ? body.conversation_initiation_client_data : {};
  if (stored) {
    const settings = agentSettings(stored, deps.agents.tools);
    const variables = isObject(clientData.dynamic_variables) ? clientData.dynamic_variables : {};
    const refusal =
      overrideRefusal(clientData.conversation_config_override, settings) ?? variablesRefusal(settings, variables);
    if (refusal) throw refused(400, 'invalid_conversation_initiation_client_data', refusal.reason);
  }
  const telephony = isObject(body.telephony_call_config) ? body.telephony_call_config : {};
  const call = deps.calls.place({
    agentId,
    phoneNumberId: numberId,
    provider: number.provider,
    agentNumber: number.phone_number,
    toNumber,
    label: number.label,
    clientData,
    ringingTimeoutSecs: typeof telephony.ringing_timeout_secs === 'number' ? telephony.ringing_timeout_secs : null,
  });
  const answer = { success: true, message: 'Success', conversation_id: call.conversationId };
  // The two providers name the call's id differently on the wire (SDK serialization/types/*OutboundCallResponse).
  return [
    200,
    number.provider === 'twilio' ? { ...answer, callSid: call.callSid } : { ...answer, sip_call_id: call.callSid },
  ];
}
