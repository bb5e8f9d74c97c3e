// Each flow's voice demo, as the browser starts it: the agent id from the deployed page, a signed
// link from the voice-signed-url function, and (unless --no-connect) a text-only conversation
// opened on that link and closed as soon as the service accepts it.
import { solveChallenge, type AltchaChallenge } from '../../../supabase/functions/_shared/captcha/altcha.ts';
import WebSocket from 'ws';
import type { VoiceFlow } from '../../content-engine/voice-flows.ts';
import type { PushedAgent } from '../../content-engine/agent-ids.ts';
import { AGENT_VARIABLE_NAMES } from '../../../schemas/demo.ts';
import { functionUrl } from './functions.ts';
import { describeError, request, type HttpContext } from './http.ts';
import { connectAllowed } from './csp.ts';
import { row, type CheckRow } from './report.ts';

/** The agent id in a demo page's hydration data (`agentId:"…"`), i.e. the one the deployed site calls. */
export function agentIdInPage(html: string): string | null {
  return /["']?agentId["']?\s*:\s*["']([A-Za-z0-9_-]{4,100})["']/.exec(html)?.[1] ?? null;
}

export interface VoiceTarget {
  site: string;
  supabaseUrl: string;
  /** The public key the site sends, when known (the functions do not require it). */
  publicKey: string | undefined;
  /** Open each signed link and start a conversation. */
  connect: boolean;
  /** Deadline for the conversation to start. */
  handshakeTimeoutMs: number;
  /** With --env: the agents pushed to that environment, which the pages must call. */
  pushedAgents?: { file: string; ids: Record<string, PushedAgent> } | undefined;
}

/** What a failed voice-signed-url answer means, from its status and body (see _shared/voice/voice-signed-url.ts). */
function failureHint(status: number, body: string, agentId: string): string {
  const fromHandler = body.includes('voice_unavailable');
  if (status === 503 && fromHandler) return ': ELEVENLABS_API_KEY is not set on the functions (supabase secrets set)';
  if (status === 502 && fromHandler) {
    return `: ElevenLabs refused to sign a link for ${agentId} (is it in the workspace of the functions' ELEVENLABS_API_KEY?)`;
  }
  if (status === 404) return ': the function is not deployed (supabase functions deploy voice-signed-url)';
  if (status === 403 && body.includes('agent_not_allowed')) {
    return `: ${agentId} is not in the functions' allow-list, which comes from the content: run npm run generate and deploy the functions again`;
  }
  if (status === 403 && body.includes('captcha')) {
    return ': the proof of work was refused (is captcha-challenge deployed, and ALTCHA_HMAC_KEY set on every function?)';
  }
  if (status === 403) return ': the site origin is not in ALLOWED_ORIGINS (supabase secrets set)';
  if (status === 429) {
    return ': the per-address limit of voice starts was reached (visitors at this address and earlier runs count); wait for Retry-After';
  }
  if (status === 401) {
    return ': the gateway refused the call before the function ran (verify_jwt = false in supabase/config.toml, then deploy)';
  }
  if (status >= 500) return ': the function is down (supabase functions logs voice-signed-url)';
  return '';
}

/** Asks voice-signed-url for a link, as the browser does; returns the link or throws with the reason. */
async function signedUrl(context: HttpContext, target: VoiceTarget, agentId: string, flow: VoiceFlow): Promise<string> {
  const key = target.publicKey;
  const auth = key ? { apikey: key, ...(key.startsWith('sb_') ? {} : { Authorization: `Bearer ${key}` }) } : {};
  // As the browser does: a solved proof of work, without which the function answers 403 captcha_missing.
  const challenge = await request(context, functionUrl(target.supabaseUrl, 'captcha-challenge'), {
    headers: { Origin: target.site, ...auth },
  });
  const payload = challenge.ok ? await solveChallenge((await challenge.json()) as AltchaChallenge) : null;
  const response = await request(context, functionUrl(target.supabaseUrl, 'voice-signed-url'), {
    method: 'POST',
    headers: {
      Origin: target.site,
      'Content-Type': 'application/json',
      ...auth,
      ...(payload ? { 'X-Altcha': payload } : {}),
    },
    // The function stores a session record per link; `page` marks this one as the checker's, not a visitor's.
    body: JSON.stringify({ agentId, flow: flow.slug, details: {}, noticeShown: false, page: 'check:live' }),
  });
  const text = await response.text();
  if (!response.ok) {
    const hint = failureHint(response.status, text, agentId);
    throw new Error(`voice-signed-url answered ${response.status} ${text.slice(0, 120)}${hint}`);
  }
  let link: unknown;
  try {
    link = (JSON.parse(text) as { signedUrl?: unknown } | null)?.signedUrl;
  } catch {
    link = undefined;
  }
  if (typeof link !== 'string' || !/^wss?:\/\//.test(link)) {
    throw new Error(`voice-signed-url answered without a ws:// or wss:// signedUrl: ${text.slice(0, 120)}`);
  }
  return link;
}

/** Opens the link and waits for conversation_initiation_metadata; resolves with the milliseconds it took. */
export function startConversation(link: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(link, ['convai']);
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`the conversation did not start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      outcome();
    };
    socket.on('open', () => {
      // Every variable the flows may use, so an agent whose prompt needs one does not refuse to start.
      const dynamicVariables = Object.fromEntries(AGENT_VARIABLE_NAMES.map((name) => [name, 'check-live']));
      socket.send(
        JSON.stringify({
          type: 'conversation_initiation_client_data',
          conversation_config_override: { conversation: { text_only: true } },
          dynamic_variables: dynamicVariables,
        }),
      );
    });
    socket.on('message', (data: WebSocket.RawData) => {
      let type: unknown;
      try {
        type = (JSON.parse(String(data)) as { type?: unknown }).type;
      } catch {
        return;
      }
      if (type !== 'conversation_initiation_metadata') return;
      settle(() => resolve(Date.now() - started));
      socket.close(1000, 'check:live done');
    });
    socket.on('close', (code: number, reason: Buffer) =>
      settle(() =>
        reject(new Error(`the service closed the conversation (${code}${reason.length ? ` ${String(reason)}` : ''})`)),
      ),
    );
    socket.on('error', (error: Error) =>
      settle(() => reject(new Error(`could not open the signed link: ${error.message}`))),
    );
  });
}

/** The page's agent id, and a failed row when the page lacks one or calls another than --env pushed. */
export function pageAgent(
  target: VoiceTarget,
  flow: VoiceFlow,
  pageHtml: string | undefined,
): { failure: CheckRow | null; agentId: string | null } {
  if (pageHtml === undefined)
    return { failure: row('voice', flow.slug, 'FAIL', `${flow.path} did not load`), agentId: null };
  const agentId = agentIdInPage(pageHtml);
  if (!agentId) return { failure: row('voice', flow.slug, 'FAIL', `no agent id found in ${flow.path}`), agentId: null };
  const pushed = target.pushedAgents?.ids[flow.slug]?.id;
  if (target.pushedAgents && pushed !== agentId) {
    const { file } = target.pushedAgents;
    const expected = pushed ? `${file} has ${pushed}` : `${file} has no agent for it`;
    const detail = `${flow.path} calls ${agentId} but ${expected}: build and upload again`;
    return { failure: row('voice', flow.slug, 'FAIL', detail), agentId };
  }
  return { failure: null, agentId };
}

/**
 * The flow's agent gets a signed link (one voice start), the served Content-Security-Policy lets the
 * browser open it, and (unless --no-connect) it starts a text-only conversation.
 */
export async function checkSignedLink(
  context: HttpContext,
  target: VoiceTarget,
  flow: VoiceFlow,
  agentId: string,
  csp: string | null,
): Promise<CheckRow> {
  try {
    const link = await signedUrl(context, target, agentId, flow);
    const origin = new URL(link).origin;
    if (csp !== null && !connectAllowed(csp, link, target.site)) {
      const fix =
        'rebuild with the production build, which adds the voice service to connect-src, and upload dist/_headers';
      return row(
        'voice',
        flow.slug,
        'FAIL',
        `${agentId}: the signed link goes to ${origin}, which the CSP connect-src of ${target.site} does not allow: ${fix}`,
      );
    }
    if (!target.connect) return row('voice', flow.slug, 'ok', `${agentId}: signed link to ${origin} (not opened)`);
    const ms = await startConversation(link, target.handshakeTimeoutMs);
    return row('voice', flow.slug, 'ok', `${agentId}: signed link starts a conversation (${ms} ms)`);
  } catch (error) {
    return row('voice', flow.slug, 'FAIL', `${agentId}: ${describeError(error)}`);
  }
}
