// "Call me": the flow's agent phones the visitor (the HTTP contract is call-me-contract.md).
// POST places the call and stores the session like a browser start (voice_sessions), so the post-call
// webhook turns it into a lead; GET ?call=<id> answers its state while the page shows the call screen
// (voice-call-me-status.ts).
//
// The order of the checks: what costs nothing and writes nothing refuses first, so a visitor's typo
// never spends their captcha or any allowance, and every dial is counted before it is placed:
//   1. origin, body, consent (400 consent_required), the visitor's text the agent will read (400
//      invalid_details: bounded and character-checked, voice-call-me-request.ts);
//   2. the number: parsed, valid, country allowed, type callable (400 phone_invalid, 403 country_not_allowed,
//      403 number_type_not_allowed; phone-number.ts);
//   3. the agent and its flow (403 agent_not_allowed, 400 flow_not_of_agent), a flow that offers Call me
//      (403 call_me_not_offered), a provider configured (503);
//   4. quiet hours at the number (409 quiet_hours; phone-quiet-hours.ts);
//   5. the captcha's proof, stateless (403 captcha_*);
//   6. one database call (phone-call-limits.ts): spend the captcha and count the address and network in
//      rolling 24 hours (429 rate_limited), then the number (429 number_limit, with no time: the spend and
//      the address count stay, so a refused number costs what a call costs and tells nothing), then the
//      site-wide cap on calls (429 call_me_cap; apart from the browser demos' budget);
//   7. dial, and record the conversation id at once (502 voice_unavailable when ElevenLabs refuses: the
//      dial was counted, erring on the bill's side).
import { verifyCaptcha, CAPTCHA, type CaptchaDeps } from '../captcha/captcha.ts';
import { clientAddressOf } from '../http/client-address.ts';
import { corsHeadersFor, preflightHeaders, type AllowedOrigins } from '../http/cors.ts';
import { HttpError, jsonResponse } from '../http/http.ts';
import { serveJsonPost } from '../http/json-endpoint.ts';
import { describeError, type Logger } from '../http/log.ts';
import { checkPhoneNumber } from './phone-number.ts';
import { signCallId } from './phone-call-id.ts';
import type { CallCap, CallLimiter } from './phone-call-limits.ts';
import { numberTimeZone, refuseInQuietHours } from './phone-quiet-hours.ts';
import { rateLimited } from '../http/rate-limit.ts';
import { parseFields } from '../http/validation.ts';
import type { CallMeConfig, CallMeFlowConfig } from './voice-call-me-config.ts';
import type { PhoneCalls } from './voice-call-me-elevenlabs.ts';
import { flowVariables, VoiceCallMeSchema } from './voice-call-me-request.ts';
import { callStatus } from './voice-call-me-status.ts';
import { sessionRecord, VoiceSessionRequestSchema } from '../voice/voice-session-request.ts';
import type { VoiceSessionStore } from '../voice/voice-sessions.ts';

export interface VoiceCallMeDeps {
  /** Places calls and reads their records; null when no phone number is configured (answers 503). */
  phone: PhoneCalls | null;
  sessions: VoiceSessionStore;
  /** Spends the captcha, counts the request and the dial, records the call, caches its state (public.request_call). */
  limiter: CallLimiter;
  captcha: CaptchaDeps;
  /** The agents this site calls and the flows each serves (generated voice-agent-ids.ts). */
  agentIds: ReadonlySet<string>;
  agentFlows: Readonly<Record<string, readonly string[]>>;
  /** The cap on calls for all visitors (site.yaml callMe.callsPerHour / callsPerDay; voice-budget-env.ts). */
  cap: CallCap;
  /** site.yaml callMe and each flow's variables and phone first message (generated call-me-config.ts). */
  callMe: CallMeConfig;
  /** Signs the call ids the page polls with; the captcha key (ALTCHA_HMAC_KEY), null answers 503. */
  callIdKey: string | null;
  allowedOrigins: AllowedOrigins;
  now: () => number;
  log: Logger;
}

const NAME = 'voice-call-me';
const METHODS = 'GET, POST, OPTIONS';

export async function handleVoiceCallMe(req: Request, deps: VoiceCallMeDeps): Promise<Response> {
  const cors = corsHeadersFor(req.headers.get('origin'), deps.allowedOrigins);
  if (cors !== null && req.method === 'OPTIONS') {
    return new Response(null, { status: 204, headers: { ...cors, ...preflightHeaders(METHODS) } });
  }
  if (req.method === 'GET') {
    // Only the site's pages poll: a request from another origin, or with none (a script), is refused.
    // Browsers leave Origin out of a same-origin GET (the local stack serves the site and the functions
    // from one origin) and say so in Sec-Fetch-Site (https://www.w3.org/TR/fetch-metadata/).
    const origin = req.headers.get('origin');
    const sameOrigin = origin === null && req.headers.get('sec-fetch-site') === 'same-origin';
    if (cors === null || (origin === null && !sameOrigin)) return jsonResponse(403, { error: 'origin_required' });
    try {
      return jsonResponse(200, await callStatus(req, deps), { ...cors, 'Cache-Control': 'no-store' });
    } catch (error) {
      if (error instanceof HttpError) return jsonResponse(error.status, error.body, { ...cors, ...error.headers });
      deps.log.error(`${NAME}: unexpected failure: ${describeError(error)}`);
      return jsonResponse(500, { error: 'internal_error' }, cors);
    }
  }
  const options = { allowedOrigins: deps.allowedOrigins, functionName: NAME, log: deps.log };
  return serveJsonPost(req, options, async (body) => {
    if (req.headers.get('origin') === null) throw new HttpError(403, { error: 'origin_required' });
    return { status: 200, body: await placeCall(req, body, deps) };
  });
}

async function placeCall(req: Request, body: unknown, deps: VoiceCallMeDeps) {
  const request = parseFields(VoiceCallMeSchema, body);
  if (request.consent !== true) throw new HttpError(400, { error: 'consent_required' });
  const number = checkPhoneNumber(request.phone, request.country, deps.callMe.countries);
  if (!deps.agentIds.has(request.agentId)) {
    deps.log.warn(`${NAME}: refused agent ${request.agentId}, not in voice-agent-ids.ts (npm run generate).`);
    throw new HttpError(403, { error: 'agent_not_allowed' });
  }
  const requested = parseFields(VoiceSessionRequestSchema, body);
  const served = deps.agentFlows[request.agentId];
  if (served && served.length > 1 && !served.includes(requested.flow)) {
    throw new HttpError(400, { error: 'flow_not_of_agent' });
  }
  const session = served?.length === 1 ? { ...requested, flow: served[0]! } : requested;
  const flow = deps.callMe.flows[session.flow];
  if (!flow) {
    // Only flows whose YAML enables session.callMe are in the generated config (or one enabled since the
    // last `npm run generate`, which the warning names).
    deps.log.warn(`${NAME}: flow ${session.flow} does not offer Call me in call-me-config.ts (npm run generate).`);
    throw new HttpError(403, { error: 'call_me_not_offered' });
  }
  const dynamicVariables = flowVariables(request.dynamicVariables, flow);
  if (deps.phone === null || deps.callIdKey === null) {
    deps.log.warn(`${NAME}: no phone number configured (ELEVENLABS_PHONE_NUMBER_ID, ELEVENLABS_API_KEY).`);
    throw new HttpError(503, { error: 'voice_unavailable' });
  }
  refuseInQuietHours(deps.now(), number.country, deps.callMe.quietHours);

  const verified = await verifyCaptcha(req, deps.captcha);
  const spend = {
    signature: verified.solution.signature,
    expiresAt: new Date(verified.expiresAt + CAPTCHA.skewSeconds * 1000),
  };
  const limit = { e164: number.e164, perDay: deps.callMe.perNumberPerDay, per30Days: deps.callMe.perNumberPer30Days };
  const result = await deps.limiter.hit(clientAddressOf(req), spend, deps.cap, limit);
  if (result.outcome === 'reused') throw new HttpError(403, { error: 'captcha_reused' });
  if (result.outcome === 'rate_limited') throw rateLimited(result.wait);
  // No Retry-After and no time: when the number may be called again would tell when it was called.
  if (result.outcome === 'number_limited') throw new HttpError(429, { error: 'number_limit' });
  if (result.outcome === 'over_cap') {
    deps.log.warn(`${NAME}: refused a call, the cap on calls for this ${result.window} is reached.`);
    throw rateLimited(result.wait, 'call_me_cap');
  }

  let conversationId: string;
  try {
    const call = {
      agentId: request.agentId,
      toNumber: number.e164,
      dynamicVariables,
      ...openingFor(flow, request.locale),
    };
    ({ conversationId } = await deps.phone.place(call));
  } catch (error) {
    deps.log.error(`${NAME}: ${describeError(error)}`);
    throw new HttpError(502, { error: 'voice_unavailable' });
  }
  try {
    // First, before anything else can fail: erasure finds the conversation from this row.
    await deps.limiter.placed(result.call, conversationId);
  } catch (error) {
    deps.log.error(`${NAME}: conversation ${conversationId} was not recorded on its call row: ${describeError(error)}`);
  }
  const details = { ...session.details, phone: session.details.phone || number.e164 };
  const timeZone = numberTimeZone(number.country, session.timeZone);
  try {
    const record = sessionRecord(
      { ...session, details, ...(timeZone ? { timeZone } : {}) },
      request.agentId,
      conversationId,
    );
    await deps.sessions.insertSession({ ...record, phone_e164: number.e164, channel: 'phone' });
  } catch (error) {
    // The call rings already: the visitor matters more than our record of it.
    deps.log.error(`${NAME}: the session record was not stored: ${describeError(error)}`);
  }
  const callId = await signCallId(deps.callIdKey, conversationId, deps.now());
  return { callId, conversationId, state: 'ringing' };
}

/**
 * The first words, and the language, of a call asked for on a page in `locale`: the translated opening
 * where the flow has one for the locale's language subtag (es-MX → es; Norwegian nb/nn → no, as
 * schemas/page-language.ts maps them for the browser demo), else the flow's own words in its own language.
 */
export function openingFor(flow: CallMeFlowConfig, locale: string | undefined) {
  const subtag = (locale ?? '').split('-')[0]!.toLowerCase();
  const language = subtag === 'nb' || subtag === 'nn' ? 'no' : subtag;
  const translated = flow.languages?.[language];
  return translated ? { firstMessage: translated, language } : { firstMessage: flow.firstMessage };
}
