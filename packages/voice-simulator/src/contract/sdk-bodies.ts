/**
 * Request bodies checked against the official SDK's contract (`@elevenlabs/elevenlabs-js`), as a
 * stand-in generated from the platform's own specification would (stripe-mock, Prism): its serialisers
 * refuse a wrong type, a missing required field or an unknown key, and a field its type declarations
 * document as replaced or deprecated is refused too (sdk-deprecations.ts), naming the field and its
 * replacement. Both answer FastAPI's 422 shape (HTTPValidationError), the only error the OpenAPI document
 * of elevenlabs/elevenlabs-docs lists for these endpoints; the deprecation page says only that requests
 * with such a field "will be rejected" (elevenlabs.io/docs/agents-platform/customization/tools/
 * agent-tools-deprecation). Loaded through the index, as a single serialiser file hits a circular import.
 */
import * as serialization from '@elevenlabs/elevenlabs-js/serialization/index.js';
import { sdkContract, type Deprecation, type SdkContract } from './sdk-deprecations.ts';

interface WireSchema {
  parse(
    raw: unknown,
    opts: { unrecognizedObjectKeys: 'fail' },
  ): { ok: true; value: unknown } | { ok: false; errors: Array<{ path: string[]; message: string }> };
}

const S = serialization as unknown as { ToolRequestModel: WireSchema } & {
  conversationalAi: Record<
    | 'BodyCreateAgentV1ConvaiAgentsCreatePost'
    | 'UpdateAgentRequest'
    | 'RunAgentTestsRequestModel'
    | 'TestsCreateRequestBody'
    | 'TestsUpdateRequestBody'
    | 'BodyHandleAnOutboundCallViaTwilioV1ConvaiTwilioOutboundCallPost'
    | 'BodyHandleAnOutboundCallViaSipTrunkV1ConvaiSipTrunkOutboundCallPost'
    | 'PhoneNumbersCreateRequestBody'
    | 'UpdatePhoneNumberRequest',
    WireSchema
  >;
};
const AGENTS = 'resources/conversationalAi/resources/agents/client/requests';
const TESTS = 'resources/conversationalAi/resources/tests/types';
const CONVAI = 'resources/conversationalAi/resources';

/** Each body the simulator takes: the SDK's serialiser, and its declaration under serialization/. */
export const WIRE_MODELS = {
  createAgent: [
    S.conversationalAi.BodyCreateAgentV1ConvaiAgentsCreatePost,
    `${AGENTS}/BodyCreateAgentV1ConvaiAgentsCreatePost`,
  ],
  updateAgent: [S.conversationalAi.UpdateAgentRequest, `${AGENTS}/UpdateAgentRequest`],
  runTests: [S.conversationalAi.RunAgentTestsRequestModel, `${AGENTS}/RunAgentTestsRequestModel`],
  createTest: [S.conversationalAi.TestsCreateRequestBody, `${TESTS}/TestsCreateRequestBody`],
  updateTest: [S.conversationalAi.TestsUpdateRequestBody, `${TESTS}/TestsUpdateRequestBody`],
  createTool: [S.ToolRequestModel, 'types/ToolRequestModel'],
  updateTool: [S.ToolRequestModel, 'types/ToolRequestModel'],
  twilioOutboundCall: [
    S.conversationalAi.BodyHandleAnOutboundCallViaTwilioV1ConvaiTwilioOutboundCallPost,
    `${CONVAI}/twilio/client/requests/BodyHandleAnOutboundCallViaTwilioV1ConvaiTwilioOutboundCallPost`,
  ],
  sipTrunkOutboundCall: [
    S.conversationalAi.BodyHandleAnOutboundCallViaSipTrunkV1ConvaiSipTrunkOutboundCallPost,
    `${CONVAI}/sipTrunk/client/requests/BodyHandleAnOutboundCallViaSipTrunkV1ConvaiSipTrunkOutboundCallPost`,
  ],
  createPhoneNumber: [
    S.conversationalAi.PhoneNumbersCreateRequestBody,
    `${CONVAI}/phoneNumbers/types/PhoneNumbersCreateRequestBody`,
  ],
  updatePhoneNumber: [
    S.conversationalAi.UpdatePhoneNumberRequest,
    `${CONVAI}/phoneNumbers/client/requests/UpdatePhoneNumberRequest`,
  ],
} as const satisfies Record<string, readonly [WireSchema, string]>;
export type WireModel = keyof typeof WIRE_MODELS;

let contract: SdkContract | null = null;
/** The deprecated fields a body carries, by the installed SDK's declarations (read once, on first use). */
export function deprecatedIn(model: WireModel, body: unknown): Deprecation[] {
  contract ??= sdkContract();
  return contract.deprecatedIn(WIRE_MODELS[model][1], body);
}

/** `conversation_config.agent.prompt.tools is deprecated: use tool_ids instead.` */
export function deprecationMessage(entry: Deprecation): string {
  const field = entry.path.filter((key) => typeof key === 'string').join('.');
  const why = entry.replacement ? `use ${entry.replacement} instead` : entry.doc;
  return `Value error, ${field} is deprecated: ${why}. (SDK: "${entry.doc}")`;
}

/** FastAPI's validation error detail for a body the model refuses; null when it is accepted. */
export function refusedBody(model: WireModel, body: unknown): { detail: unknown[] } | null {
  const result = WIRE_MODELS[model][0].parse(body, { unrecognizedObjectKeys: 'fail' });
  const detail = [
    ...(result.ok
      ? []
      : result.errors.map((error) => ({ type: 'value_error', loc: ['body', ...error.path], msg: error.message }))),
    ...deprecatedIn(model, body).map((entry) => ({
      type: 'value_error',
      loc: ['body', ...entry.path],
      msg: deprecationMessage(entry),
    })),
  ];
  return detail.length > 0 ? { detail } : null;
}
