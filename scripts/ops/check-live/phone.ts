// With an ElevenLabs API key: the number "Call me" calls from (ELEVENLABS_PHONE_NUMBER_ID) exists in the key's
// workspace, can place outbound calls, and is not handed to an agent the site does not use. Nothing is dialled:
// the phone-numbers API is read only (GET /v1/convai/phone-numbers/:id, the SDK's phoneNumbers.get).
import { ElevenLabsError, type ElevenLabsClient, type ElevenLabs } from '@elevenlabs/elevenlabs-js';
import { describeError } from './http.ts';
import { row, type CheckRow } from './report.ts';

export interface PhoneExpectations {
  /** ELEVENLABS_PHONE_NUMBER_ID of the environment, if set. */
  phoneNumberId: string | undefined;
  /** The flows that offer Call me (`session.callMe.enabled`): without any, the number is optional. */
  callMeFlows: string[];
  /** The agents on the site's pages: a call back to the number may reach only one of them. */
  siteAgentIds: string[];
}

const IMPORT_HINT = 'import the number into the workspace (DEPLOY.md, step 2, "Call me: a phone number")';

/** Why the number cannot place the site's calls, or null when it can. */
export function phoneNumberProblem(number: ElevenLabs.conversationalAi.PhoneNumbersGetResponse): string | null {
  if (number.provider === 'exotel') {
    return 'is an Exotel number: the site places its calls through Twilio or a SIP trunk';
  }
  // Deprecated in the SDK, but when the platform still answers false it means what it says.
  if (number.supportsOutbound === false) return 'does not support outbound calls (supports_outbound is false)';
  if (number.provider === 'sip_trunk' && !number.outboundTrunk && !number.providerConfig) {
    return 'is a SIP trunk number without an outbound trunk: set its outbound_trunk_config (address, credentials)';
  }
  return null;
}

export async function checkPhoneNumber(client: ElevenLabsClient, expected: PhoneExpectations): Promise<CheckRow> {
  const { phoneNumberId, callMeFlows } = expected;
  const target = 'Call me number';
  if (!phoneNumberId) {
    return callMeFlows.length > 0
      ? row(
          'phone',
          target,
          'FAIL',
          `ELEVENLABS_PHONE_NUMBER_ID is not set, and ${callMeFlows.join(', ')} offer Call me: ${IMPORT_HINT}, then put its id in deploy/<env>.env and the function secrets`,
        )
      : row('phone', target, 'skip', 'no flow offers Call me, and ELEVENLABS_PHONE_NUMBER_ID is not set');
  }
  let number: ElevenLabs.conversationalAi.PhoneNumbersGetResponse;
  try {
    number = await client.conversationalAi.phoneNumbers.get(phoneNumberId);
  } catch (error) {
    const status = error instanceof ElevenLabsError ? error.statusCode : undefined;
    if (status === 404) {
      return row(
        'phone',
        target,
        'FAIL',
        `${phoneNumberId} does not exist in the workspace of ELEVENLABS_API_KEY: ${IMPORT_HINT}`,
      );
    }
    if (status === 401 || status === 403)
      return row('phone', target, 'FAIL', `the API refused ELEVENLABS_API_KEY (HTTP ${status})`);
    return row('phone', target, 'FAIL', `${phoneNumberId}: ${describeError(error)}`);
  }
  const what = `${phoneNumberId} (${number.phoneNumber}, ${number.provider})`;
  const problem = phoneNumberProblem(number);
  if (problem) return row('phone', target, 'FAIL', `${what} ${problem}`);
  const assigned = number.assignedAgent;
  if (assigned && !expected.siteAgentIds.includes(assigned.agentId)) {
    return row(
      'phone',
      target,
      'FAIL',
      `${what} is assigned to ${assigned.agentName} (${assigned.agentId}), not an agent of the site: a visitor who calls back reaches it. Assign one of the site's agents (PATCH /v1/convai/phone-numbers/${phoneNumberId} {"agent_id": …})`,
    );
  }
  if (!assigned) {
    return row(
      'phone',
      target,
      'warn',
      `${what} exists and can call out, but no agent answers a visitor who calls it back: assign the general demo's agent`,
    );
  }
  return row('phone', target, 'ok', `${what} exists and can call out; a call back reaches ${assigned.agentName}`);
}
