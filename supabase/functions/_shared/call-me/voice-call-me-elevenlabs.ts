// Outbound calls through ElevenLabs, with the API key on the server. The request bodies are the SDK's
// (@elevenlabs/elevenlabs-js 2.73, BodyHandleAnOutboundCallViaTwilioV1ConvaiTwilioOutboundCallPost and
// BodyHandleAnOutboundCallViaSipTrunkV1ConvaiSipTrunkOutboundCallPost, in the wire's snake_case; unit-tested
// against the SDK's serializers). Which endpoint depends on the number's provider, read once from
// GET /v1/convai/phone-numbers/{id} (PhoneNumbersGetResponse, a union on `provider`): a Twilio number
// (bought or imported) dials with /twilio/outbound-call, a SIP trunk number with /sip-trunk/outbound-call.
// Exotel numbers have no outbound endpoint in the SDK, so they answer 502 with a log line saying so.
import { VoiceUpstreamError } from '../voice/elevenlabs.ts';
import { RING_TIMEOUT_SECS } from './phone-call-state.ts';

export interface OutboundCall {
  agentId: string;
  /** E.164. */
  toNumber: string;
  dynamicVariables: Record<string, string | number | boolean>;
  /** The agent's first words, from the generated config (never from the request). */
  firstMessage: string;
  /** The agent language of the visitor's page when it is not the agent's own (the config's `languages`). */
  language?: string;
}

export interface PhoneCalls {
  /** Places the call; resolves with the conversation id once ElevenLabs has accepted it. */
  place(call: OutboundCall): Promise<{ conversationId: string }>;
  /** The conversation record (GET /v1/convai/conversations/{id}), null while it is not found. */
  conversation(conversationId: string): Promise<unknown>;
}

export interface ElevenLabsPhoneConfig {
  apiKey: string;
  apiUrl: string;
  /** ELEVENLABS_PHONE_NUMBER_ID: the number the agent calls from. */
  phoneNumberId: string;
  fetch?: typeof fetch;
}

const TIMEOUT_MS = 15_000;
const OUTBOUND_PATHS: Record<string, string> = {
  twilio: '/v1/convai/twilio/outbound-call',
  sip_trunk: '/v1/convai/sip-trunk/outbound-call',
};

/** The wire body of an outbound call (both endpoints take the same fields). */
export function outboundCallBody(call: OutboundCall, phoneNumberId: string) {
  return {
    agent_id: call.agentId,
    agent_phone_number_id: phoneNumberId,
    to_number: call.toNumber,
    conversation_initiation_client_data: {
      dynamic_variables: call.dynamicVariables,
      // Both allowed by the agent's platform_settings.overrides (npm run agents:push): first_message for
      // every Call me flow, language for a flow with translated pages (scripts/ops/agents/page-languages.ts).
      conversation_config_override: {
        agent: { first_message: call.firstMessage, ...(call.language ? { language: call.language } : {}) },
      },
    },
    telephony_call_config: { ringing_timeout_secs: RING_TIMEOUT_SECS },
  };
}

export function createElevenLabsPhoneCalls(config: ElevenLabsPhoneConfig): PhoneCalls {
  const fetchImpl = config.fetch ?? fetch;
  const base = config.apiUrl.replace(/\/+$/, '');
  let provider: string | null = null;
  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await fetchImpl(`${base}${path}`, {
        ...init,
        headers: { 'xi-api-key': config.apiKey, 'content-type': 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new VoiceUpstreamError(`Could not reach ElevenLabs: ${error instanceof Error ? error.message : error}`);
    }
  }
  async function outboundPath(): Promise<string> {
    if (provider === null) {
      const response = await request(`/v1/convai/phone-numbers/${encodeURIComponent(config.phoneNumberId)}`);
      if (!response.ok) {
        throw new VoiceUpstreamError(
          `ElevenLabs does not know phone number ${config.phoneNumberId} (HTTP ${response.status}): check ELEVENLABS_PHONE_NUMBER_ID.`,
        );
      }
      provider = String(((await response.json().catch(() => ({}))) as { provider?: unknown }).provider ?? '');
    }
    const path = OUTBOUND_PATHS[provider];
    if (!path) throw new VoiceUpstreamError(`Phone number provider ${provider} has no outbound-call endpoint here.`);
    return path;
  }
  return {
    async place(call) {
      const response = await request(await outboundPath(), {
        method: 'POST',
        body: JSON.stringify(outboundCallBody(call, config.phoneNumberId)),
      });
      const body = (await response.json().catch(() => null)) as {
        success?: unknown;
        conversation_id?: unknown;
        message?: unknown;
      } | null;
      if (!response.ok || body?.success !== true || typeof body.conversation_id !== 'string') {
        throw new VoiceUpstreamError(
          `ElevenLabs did not place the call (HTTP ${response.status}): ${String(body?.message ?? 'no message')}`,
        );
      }
      return { conversationId: body.conversation_id };
    },
    async conversation(conversationId) {
      const response = await request(`/v1/convai/conversations/${encodeURIComponent(conversationId)}`);
      // Just placed: the conversation may not be readable yet (phone-call-state.ts decides by its age).
      if (response.status === 404) return null;
      if (!response.ok) {
        throw new VoiceUpstreamError(`ElevenLabs did not answer the conversation (HTTP ${response.status}).`);
      }
      return await response.json();
    },
  };
}
