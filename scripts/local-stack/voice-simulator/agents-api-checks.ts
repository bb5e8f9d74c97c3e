/**
 * How ElevenLabs' agents API refuses a request (its status codes and error bodies), and the checks of
 * the real service that an agent config derived from our YAML could fail.
 */
import type { SimAgent } from './agents.ts';

/** An answer with ElevenLabs' status code and error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

export const notFound = (agentId: string) =>
  new ApiError(404, { detail: { status: 'agent_not_found', message: `Agent ${agentId} not found.` } });

/** FastAPI's validation error, which ElevenLabs answers with a 422. */
export const invalid = (loc: Array<string | number>, msg: string) =>
  new ApiError(422, { detail: [{ type: 'value_error', loc: ['body', ...loc], msg }] });

export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The checks of the real service that a derived config could fail. */
export function validate(agent: SimAgent): void {
  const config = agent.conversation_config;
  const agentConfig = isObject(config.agent) ? config.agent : {};
  const tts = isObject(config.tts) ? config.tts : {};
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
  const language = typeof agentConfig.language === 'string' ? agentConfig.language : 'en';
  const model = tts.model_id;
  const englishOnly = model === 'eleven_flash_v2' || model === 'eleven_turbo_v2';
  if (model !== undefined) {
    expect(
      language === 'en' ? englishOnly : !englishOnly,
      ['conversation_config'],
      language === 'en'
        ? 'Value error, English Agents must use turbo or flash v2.'
        : 'Value error, Non-english Agents must use turbo or flash v2_5.',
    );
  }
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
