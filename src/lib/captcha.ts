/**
 * The invisible proof of work (ALTCHA v1, self-hosted): a challenge from our `captcha-challenge`
 * function, solved in the background by plain JS SHA-256 in ~12 ms slices (altcha-solver.ts; many times
 * faster than crypto.subtle per attempt), so there is no puzzle, no worker and no new origin for the CSP. Started on the first focus of a lead form or a demo start;
 * every protected function call then carries one solved payload in `X-Altcha`, used once, and the next
 * one is solved right away. Loaded with a dynamic import, so landing pages never fetch it up front.
 */
import { solveChallenge, type SolvableChallenge } from '../../supabase/functions/_shared/captcha/altcha-solver.ts';
import { addHeaderSource, backendConfig } from './backend.ts';

/** The functions that check X-Altcha (supabase/functions/_shared/captcha/captcha.ts). */
const PROTECTED = new Set(['send-demo-request', 'send-lead-notification', 'voice-signed-url', 'voice-call-me']);

let next: Promise<string | null> | null = null;

async function fetchAndSolve(): Promise<string | null> {
  try {
    const { url, anonKey } = backendConfig();
    const response = await fetch(`${url}/functions/v1/captcha-challenge`, {
      headers: { apikey: anonKey, ...(anonKey.startsWith('sb_') ? {} : { Authorization: `Bearer ${anonKey}` }) },
    });
    if (!response.ok) return null;
    return await solveChallenge((await response.json()) as SolvableChallenge);
  } catch {
    // Offline or refused: the call goes without a payload, the server answers captcha_missing, the
    // form shows its message and keeps every field, and the next attempt fetches a fresh challenge.
    return null;
  }
}

/** Takes the solved payload (solving now if none is ready) and starts on the next one. */
async function takePayload(): Promise<string | null> {
  const current = next ?? fetchAndSolve();
  const payload = await current;
  next = fetchAndSolve();
  return payload;
}

async function captchaHeaders(functionName: string): Promise<Record<string, string>> {
  if (!PROTECTED.has(functionName)) return {};
  const payload = await takePayload();
  return payload ? { 'X-Altcha': payload } : {};
}

/** Starts solving (once) and adds X-Altcha to the protected calls. Safe to call on every focus. */
export function startCaptcha(): void {
  addHeaderSource(captchaHeaders);
  next ??= fetchAndSolve();
}
