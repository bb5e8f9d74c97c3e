/**
 * The phone numbers the local ElevenLabs holds: numbers imported from Twilio or a SIP trunk, each with the
 * agent it is assigned to, as `GET /v1/convai/phone-numbers/:id` answers them (snake_case, the SDK's
 * `PhoneNumbersGetResponse` union on `provider`). Kept beside the agents (agent-store.ts); there is always one Twilio number,
 * `phnum_local`, which the local functions name in ELEVENLABS_PHONE_NUMBER_ID, so `npm start` can place calls
 * with nothing imported. A number that is imported again is refused, as one Twilio number can be imported once.
 */
import { randomBytes } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type PhoneProvider = 'twilio' | 'sip_trunk';

export interface SimPhoneNumber {
  phone_number_id: string;
  provider: PhoneProvider;
  phone_number: string;
  label: string;
  /** Null: no agent answers this number's inbound calls (outbound calls name their agent). */
  assigned_agent: { agent_id: string; agent_name: string } | null;
  /** SIP only: the trunk outbound calls go through (`outbound_trunk_config` as imported, minus the password). */
  outbound_trunk: Record<string, unknown> | null;
  inbound_trunk: Record<string, unknown> | null;
}

/** The number every local stack starts with; its id is the local functions' ELEVENLABS_PHONE_NUMBER_ID. */
export const LOCAL_PHONE_NUMBER_ID = 'phnum_local';
/** 555-01xx numbers are set aside for fiction by the North American Numbering Plan: this one rings no one. */
export const LOCAL_PHONE_NUMBER = '+12025550100';

/** The numbers by id: agent-store.ts keeps them in a file beside the agents under npm start. */
export interface SimPhoneNumberStore {
  list(): SimPhoneNumber[];
  get(id: string): SimPhoneNumber | undefined;
  put(number: SimPhoneNumber): void;
  delete(id: string): boolean;
}

function memoryNumbers(): SimPhoneNumberStore {
  const numbers = new Map<string, SimPhoneNumber>();
  return {
    list: () => [...numbers.values()],
    get: (id) => numbers.get(id),
    put: (number) => void numbers.set(number.phone_number_id, number),
    delete: (id) => numbers.delete(id),
  };
}

/** The workspace's numbers (a file under npm start, memory in tests), with the local number always among them. */
export function createPhoneNumberStore(records: SimPhoneNumberStore = memoryNumbers()): SimPhoneNumberStore {
  if (!records.get(LOCAL_PHONE_NUMBER_ID)) {
    records.put({
      phone_number_id: LOCAL_PHONE_NUMBER_ID,
      provider: 'twilio',
      phone_number: LOCAL_PHONE_NUMBER,
      label: 'Local phone line (simulator)',
      assigned_agent: null,
      outbound_trunk: null,
      inbound_trunk: null,
    });
  }
  return records;
}

/** An id shaped like ElevenLabs' newer ones: `phnum_` and 26 lower-case letters and digits. */
export function newPhoneNumberId(): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  return `phnum_${[...randomBytes(26)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * Whether `value` is a number in E.164 as carriers take it ("+" and the full international number, no
 * spaces): libphonenumber-js reads it without a default country, and its E.164 form must be the text itself.
 * Twilio refuses anything else with its error 21211 ("Invalid 'To' Phone Number").
 */
export function isE164(value: string): boolean {
  const parsed = parsePhoneNumberFromString(value);
  return parsed !== undefined && parsed.isPossible() && parsed.format('E.164') === value;
}

/**
 * Can place outbound calls: a Twilio number always can (its account places them); a SIP trunk number only with
 * an outbound trunk: "Calls initiated by ElevenLabs are routed to your SIP trunk using your configured hostname"
 * (elevenlabs-docs fern/conversational-ai/pages/guides/sip-trunking.mdx, "Outbound calls").
 */
export function isOutboundCapable(number: SimPhoneNumber): boolean {
  return number.provider === 'twilio' || number.outbound_trunk !== null;
}

/** The number as the phone-numbers API answers it (`PhoneNumbersGetResponse`, snake_case on the wire). */
export function phoneNumberView(number: SimPhoneNumber): Record<string, unknown> {
  const common = {
    phone_number: number.phone_number,
    label: number.label,
    phone_number_id: number.phone_number_id,
    ...(number.assigned_agent ? { assigned_agent: number.assigned_agent } : {}),
    provider: number.provider,
  };
  if (number.provider === 'twilio') return common;
  const trunk = (config: Record<string, unknown> | null) =>
    config && {
      address: typeof config.address === 'string' ? config.address : '',
      transport: typeof config.transport === 'string' ? config.transport : 'auto',
      media_encryption: typeof config.media_encryption === 'string' ? config.media_encryption : 'allowed',
      has_auth_credentials: typeof config.credentials === 'object' && config.credentials !== null,
      has_outbound_trunk: true,
    };
  return {
    ...common,
    ...(number.outbound_trunk ? { provider_config: trunk(number.outbound_trunk) } : {}),
    ...(number.outbound_trunk ? { outbound_trunk: trunk(number.outbound_trunk) } : {}),
    livekit_stack: 'standard',
  };
}
