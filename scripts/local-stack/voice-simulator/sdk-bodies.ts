/**
 * Request bodies checked with the official SDK's own serialisers (`@elevenlabs/elevenlabs-js`
 * `serialization/`), strictly: a wrong type, a missing required field or an unknown key is refused with
 * FastAPI's 422 shape, as the real service refuses a body that does not match its models. Loaded through
 * the index, as a single serialiser file hits a circular import (research/platform-facts.md question 6).
 */
import * as serialization from '@elevenlabs/elevenlabs-js/serialization/index.js';

interface WireSchema {
  parse(
    raw: unknown,
    opts: { unrecognizedObjectKeys: 'fail' },
  ): { ok: true; value: unknown } | { ok: false; errors: Array<{ path: string[]; message: string }> };
}

const S = serialization as unknown as {
  conversationalAi: Record<
    | 'TestsCreateRequestBody'
    | 'TestsUpdateRequestBody'
    | 'RunAgentTestsRequestModel'
    | 'BodyCreateAgentV1ConvaiAgentsCreatePost'
    | 'UpdateAgentRequest',
    WireSchema
  >;
};

/** The request models the simulator's API checks, by the SDK's names. */
export const WIRE_MODELS = {
  createTest: S.conversationalAi.TestsCreateRequestBody,
  updateTest: S.conversationalAi.TestsUpdateRequestBody,
  runTests: S.conversationalAi.RunAgentTestsRequestModel,
  createAgent: S.conversationalAi.BodyCreateAgentV1ConvaiAgentsCreatePost,
  updateAgent: S.conversationalAi.UpdateAgentRequest,
} as const;
export type WireModel = keyof typeof WIRE_MODELS;

/** FastAPI's validation error detail for a body the model refuses; null when it is accepted. */
export function refusedBody(model: WireModel, body: unknown): { detail: unknown[] } | null {
  const result = WIRE_MODELS[model].parse(body, { unrecognizedObjectKeys: 'fail' });
  if (result.ok) return null;
  return {
    detail: result.errors.map((error) => ({
      type: 'value_error',
      loc: ['body', ...error.path],
      msg: error.message,
    })),
  };
}
