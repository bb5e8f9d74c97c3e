/**
 * The booking tools of an agent with `booking: true`: two ElevenLabs webhook tools (find_meeting_times,
 * book_meeting) that POST to the voice-booking function, and the workspace secret their header refers
 * to. Shapes are `@elevenlabs/elevenlabs-js` 2.73's: `ToolRequestModelToolConfig.Webhook` with an
 * `apiSchema` whose `requestHeaders` value is a `ConvAiSecretLocator` (`{ secretId }`, on the wire
 * `secret_id`), and body properties that are a constant, the `system__conversation_id` dynamic
 * variable, or a value the model fills in from its `description`.
 */
import type { ElevenLabs } from '@elevenlabs/elevenlabs-js';

/** The workspace secret's name; its value is the function's VOICE_BOOKING_SECRET. */
export const BOOKING_SECRET_NAME = 'voice_booking_secret';
/** The header the function reads (BOOKING_SECRET_HEADER in _shared/booking/voice-booking.ts). */
export const BOOKING_SECRET_HEADER = 'x-voice-booking-secret';
/**
 * How long the platform waits for an answer (`response_timeout_secs`, 5 to 300). The function gives up
 * on Cal.com after 8 s (CALCOM_TIMEOUT_MS), well inside it, so the agent always hears why.
 */
export const BOOKING_TOOL_TIMEOUT_SECS = 20;
export const BOOKING_TOOL_NAMES = ['find_meeting_times', 'book_meeting'] as const;

/** Where the tools call and with which secret value: the deployment's voice-booking function. */
export interface BookingTarget {
  url: string;
  secret: string;
}

/** The calls of `client.conversationalAi.secrets` a push makes. */
export interface SecretsClient {
  list(
    request?: ElevenLabs.conversationalAi.SecretsListRequest,
  ): Promise<{ secrets: Array<{ secretId: string; name: string }> }>;
  create(request: ElevenLabs.conversationalAi.PostWorkspaceSecretRequest): Promise<{ secretId: string }>;
  update(secretId: string, request: ElevenLabs.conversationalAi.PatchWorkspaceSecretRequest): Promise<unknown>;
}

/** Stores the secret's value under its name (created, or its value set again); returns its id. */
export async function storeBookingSecret(client: SecretsClient, value: string): Promise<string> {
  const { secrets } = await client.list({ search: BOOKING_SECRET_NAME });
  const found = secrets.find((secret) => secret.name === BOOKING_SECRET_NAME);
  if (!found) return (await client.create({ name: BOOKING_SECRET_NAME, value })).secretId;
  await client.update(found.secretId, { name: BOOKING_SECRET_NAME, value });
  return found.secretId;
}

const conversationId = { type: 'string' as const, dynamicVariable: 'system__conversation_id' };

function webhookTool(
  name: string,
  description: string,
  url: string,
  secretId: string,
  properties: Record<string, ElevenLabs.ObjectJsonSchemaPropertyInputPropertiesValue>,
  required: string[],
): ElevenLabs.ToolRequestModel {
  return {
    toolConfig: {
      type: 'webhook',
      name,
      description,
      responseTimeoutSecs: BOOKING_TOOL_TIMEOUT_SECS,
      // The answers say what to tell the caller, errors included (a time not offered, the weekly cap).
      toolErrorHandlingMode: 'passthrough',
      apiSchema: {
        url,
        method: 'POST',
        requestHeaders: { [BOOKING_SECRET_HEADER]: { secretId } },
        requestBodySchema: { type: 'object', required, properties },
      },
    },
  };
}

/** The two tools, in the order the agent uses them. */
export function bookingToolRequests(url: string, secretId: string): ElevenLabs.ToolRequestModel[] {
  return [
    webhookTool(
      'find_meeting_times',
      "Finds free times for a meeting with the team when the caller wants one. Pass what the caller asked for (a day, morning or afternoon) as preference. Read the answer's times out as spoken, or follow its instruction.",
      url,
      secretId,
      {
        action: { type: 'string', constantValue: 'find_times' },
        conversation_id: conversationId,
        preference: {
          type: 'string',
          description: 'The day or part of the day the caller asked for, e.g. "Tuesday morning"; empty for any time.',
        },
      },
      ['action', 'conversation_id'],
    ),
    webhookTool(
      'book_meeting',
      'Books the meeting at the time the caller picked from find_meeting_times. Never ask for or pass a name or e-mail: the booking uses the details the caller gave on the page. Confirm the time as the answer speaks it, or follow its instruction.',
      url,
      secretId,
      {
        action: { type: 'string', constantValue: 'book' },
        conversation_id: conversationId,
        start: {
          type: 'string',
          description:
            'The start of the chosen time exactly as find_meeting_times returned it, e.g. 2026-03-02T10:00:00.000Z.',
        },
      },
      ['action', 'conversation_id', 'start'],
    ),
  ];
}
