// ElevenLabs' post-call webhook, as ElevenLabs would reach it: deployed, with its secret set, and
// refusing an unsigned delivery. An unsigned body must get 401 signature_missing and store nothing
// (supabase/functions/_shared/voice/voice-post-call.ts); anything else means leads from calls are lost.
import { functionUrl } from './functions.ts';
import { describeError, request, type HttpContext } from './http.ts';
import { row, type CheckRow } from './report.ts';

export const WEBHOOK_FUNCTION = 'voice-post-call';

export async function checkWebhook(context: HttpContext, supabaseUrl: string): Promise<CheckRow> {
  const name = WEBHOOK_FUNCTION;
  let status: number;
  let text: string;
  try {
    const response = await request(context, functionUrl(supabaseUrl, name), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      // A delivery's shape without its ElevenLabs-Signature header; nothing in it is stored.
      body: JSON.stringify({ type: 'post_call_transcription', event_timestamp: 0, data: {} }),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    return row('webhook', name, 'FAIL', describeError(error));
  }
  if (status === 401 && text.includes('signature_missing')) {
    return row('webhook', name, 'ok', 'refuses an unsigned delivery (401 signature_missing)');
  }
  const fix =
    status === 503 && text.includes('webhook_not_configured')
      ? 'ELEVENLABS_WEBHOOK_SECRET is not set: copy the webhook secret from ElevenLabs into supabase/functions/.env and run supabase secrets set'
      : status === 404
        ? `the function is not deployed (supabase functions deploy ${name})`
        : status === 401
          ? `the gateway refused the call before the function ran: set verify_jwt = false in [functions.${name}] of supabase/config.toml and deploy it again`
          : `expected 401 signature_missing (supabase functions logs ${name})`;
  return row('webhook', name, 'FAIL', `an unsigned delivery got ${status} ${text.slice(0, 80)}: ${fix}`);
}
