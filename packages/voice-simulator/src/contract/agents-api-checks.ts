/**
 * How ElevenLabs' agents API refuses a request (its status codes and error bodies), and the checks of
 * the real service that an agent config derived from our YAML could fail.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimAgent } from '../rest-api/agent-store.ts';
import { unspokenLanguages } from '../../../../schemas/voice-models.ts';
import { isObject, type Json } from '../rest-api/json-object.ts';
import { refusedBody, type WireModel } from './sdk-bodies.ts';

/** An answer with ElevenLabs' status code and error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** Sends an API answer as ElevenLabs does: its JSON (204 bare), an ApiError's status and body, else a 500. */
export function sendAnswer(res: ServerResponse, answer: Promise<[number, unknown]>): void {
  const send = (status: number, body: unknown) => {
    res.writeHead(status, status === 204 ? {} : { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(status === 204 ? undefined : JSON.stringify(body));
  };
  answer.then(
    ([status, body]) => send(status, body),
    (error: unknown) =>
      error instanceof ApiError
        ? send(error.status, error.body)
        : send(500, { detail: error instanceof Error ? error.message : String(error) }),
  );
}

/** ElevenLabs' 401 for a request without an `xi-api-key`, or null when one is sent (every API of the simulator). */
export function missingApiKey(req: IncomingMessage): ApiError | null {
  const apiKey = req.headers['xi-api-key'];
  if (typeof apiKey === 'string' && apiKey.trim() !== '') return null;
  return new ApiError(401, {
    detail: {
      status: 'needs_authorization',
      message: 'Neither authorization header nor xi-api-key received, please provide one.',
    },
  });
}

export const notFound = (agentId: string) =>
  new ApiError(404, { detail: { status: 'agent_not_found', message: `Agent ${agentId} not found.` } });

/** FastAPI's validation error, which ElevenLabs answers with a 422. */
export const invalid = (loc: Array<string | number>, msg: string) =>
  new ApiError(422, { detail: [{ type: 'value_error', loc: ['body', ...loc], msg }] });

const MAX_BODY_BYTES = 1024 * 1024;

/** The JSON object a request carries, checked against the SDK's model of it when one is named. */
export async function readBody(req: IncomingMessage, model?: WireModel): Promise<Json> {
  let size = 0;
  const parts: Buffer[] = [];
  for await (const part of req as AsyncIterable<Buffer>) {
    size += part.length;
    if (size > MAX_BODY_BYTES) throw new ApiError(413, { detail: 'Request body too large' });
    parts.push(part);
  }
  const text = Buffer.concat(parts).toString('utf8').trim();
  let value: unknown = {};
  try {
    value = text === '' ? {} : JSON.parse(text);
  } catch {
    value = null; // Answered below, as FastAPI does for a body that is not a JSON object.
  }
  if (!isObject(value)) throw invalid([], 'Input should be a valid dictionary or object');
  const refused = model ? refusedBody(model, value) : null;
  if (refused) throw new ApiError(422, refused);
  return value;
}

/** The checks of the real service that a derived config could fail. */
export function validate(agent: SimAgent): void {
  const config = agent.conversation_config;
  const agentConfig = isObject(config.agent) ? config.agent : {};
  const conversation = isObject(config.conversation) ? config.conversation : {};
  const expect = (ok: boolean, loc: Array<string | number>, msg: string) => {
    if (!ok) throw invalid(loc, msg);
  };
  expect(typeof agent.name === 'string', ['name'], 'Input should be a valid string');
  for (const key of ['first_message', 'language'] as const) {
    const value = agentConfig[key];
    expect(
      value === undefined || typeof value === 'string',
      ['conversation_config', 'agent', key],
      'Input should be a valid string',
    );
  }
  const duration = conversation.max_duration_seconds;
  expect(
    duration === undefined || (Number.isInteger(duration) && (duration as number) > 0),
    ['conversation_config', 'conversation', 'max_duration_seconds'],
    'Input should be a positive integer',
  );
  checkVoiceModel(config, expect);
  const limits = isObject(agent.platform_settings.call_limits) ? agent.platform_settings.call_limits : {};
  for (const key of ['agent_concurrency_limit', 'daily_limit'] as const) {
    const value = limits[key];
    expect(
      value === undefined || Number.isInteger(value),
      ['platform_settings', 'call_limits', key],
      'Input should be a valid integer',
    );
  }
}

/**
 * Every language the agent speaks, its own and its language presets', must be one its voice model speaks
 * (schemas/voice-models.ts cites the models page); an agent that speaks English alone stays on an
 * English model, as the API answers "English Agents must use turbo or flash v2".
 */
function checkVoiceModel(config: Json, expect: (ok: boolean, loc: Array<string | number>, msg: string) => void) {
  const agentConfig = isObject(config.agent) ? config.agent : {};
  const model = isObject(config.tts) ? config.tts.model_id : undefined;
  if (typeof model !== 'string') return;
  const own = typeof agentConfig.language === 'string' ? agentConfig.language : 'en';
  const presets = isObject(config.language_presets) ? Object.keys(config.language_presets) : [];
  const multilingual = unspokenLanguages(model, ['es']).length === 0;
  if (presets.length === 0) {
    expect(
      own === 'en' ? !multilingual : multilingual,
      ['conversation_config'],
      own === 'en'
        ? 'Value error, English Agents must use turbo or flash v2.'
        : 'Value error, Non-english Agents must use turbo or flash v2_5.',
    );
  }
  for (const [loc, language] of [
    [['conversation_config', 'agent', 'language'], own],
    ...presets.map((code) => [['conversation_config', 'language_presets', code], code] as const),
  ] as const) {
    expect(
      unspokenLanguages(model, [language]).length === 0,
      [...loc],
      `Value error, the voice model ${model} does not speak ${language}: use a model whose languages include it, e.g. eleven_flash_v2_5.`,
    );
  }
}
