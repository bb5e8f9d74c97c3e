/**
 * The booking tools of the booking flows' placeholder agents while nothing is pushed to the simulator: the two
 * webhook tools agents:push creates (scripts/shared/booking-tools.ts), as the tools API stores them (the SDK's
 * own serialiser writes the wire JSON), calling this server's voice-booking with the local tools' secret. So
 * `npm start` from a fresh clone books a meeting in the call, with nothing pushed; a pushed agent runs its own.
 */
import * as serialization from '@elevenlabs/elevenlabs-js/serialization/index.js';
import type { AgentWebhookTools, SimTool, VoiceSimulatorOptions } from '@harbourline/voice-simulator';
import { createMemoryAgentStore } from '@harbourline/voice-simulator';
import { BOOKING_SECRET_NAME, bookingToolRequests } from '../../shared/booking-tools.ts';
import { FUNCTIONS_PREFIX, LOCAL_BOOKING_SECRET } from '../supabase/backend-options.ts';

const SECRET_ID = 'local_voice_booking_secret';
const toWire = (serialization as unknown as { ToolRequestModel: { jsonOrThrow(value: unknown): unknown } })
  .ToolRequestModel;

/**
 * The tools for an unpushed agent id whose flows book (`agentFlows` is the deployed agent → flows map,
 * `bookingFlows` the flows of the generated booking settings); null for the others.
 */
export function unpushedBookingTools(
  agentFlows: Readonly<Record<string, readonly string[]>>,
  bookingFlows: ReadonlySet<string>,
): NonNullable<VoiceSimulatorOptions['unpushedWebhookTools']> {
  const secrets = createMemoryAgentStore().secrets!;
  secrets.put({ secret_id: SECRET_ID, name: BOOKING_SECRET_NAME, value: LOCAL_BOOKING_SECRET });
  return (agentId, httpBaseUrl): AgentWebhookTools | null => {
    if (!(agentFlows[agentId] ?? []).some((flow) => bookingFlows.has(flow))) return null;
    const url = `${httpBaseUrl}${FUNCTIONS_PREFIX}voice-booking`;
    const tools = bookingToolRequests(url, SECRET_ID).map((request, index): SimTool => ({
      ...(toWire.jsonOrThrow(request) as SimTool),
      id: `tool_local_booking_${index}`,
    }));
    return { tools, secrets };
  };
}
