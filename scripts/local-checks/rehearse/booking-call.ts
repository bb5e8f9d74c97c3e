/**
 * DEPLOY.md's "Booking in the call", proven on the deployed project: a text call with the pushed general
 * agent, on a signed link from voice-signed-url as the page gets one, asks for a meeting and takes the first
 * time offered. The agent's webhook tools reach voice-booking with the workspace secret agents:push stored,
 * which must be the functions' VOICE_BOOKING_SECRET; the function books at Cal.com (the platform's stand-in)
 * with CALCOM_API_KEY; voice-meeting then answers the meeting the post-call panel shows.
 */
import WebSocket from 'ws';
import { solveChallenge, type AltchaChallenge } from '../../../supabase/functions/_shared/captcha/altcha.ts';
import { readAgentIds } from '../../content-engine/agent-ids.ts';
import { platformOf, REHEARSAL_ENV, StepFailure, type RehearsalContext } from './context.ts';

const VISITOR = {
  name: 'Rehearsal Visitor',
  email: 'rehearsal-booking@example.com',
  phone: '+61 400 000 009',
  company: 'Rehearsal Pty',
};
const TURNS = ['Could we book a meeting on a weekday morning?', 'The first one, please.'];

async function post(site: string, name: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${site}/functions/v1/${name}`, {
    method: 'POST',
    headers: { Origin: site, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new StepFailure(`${name} answered ${response.status}`, text.slice(0, 300));
  return JSON.parse(text) as Record<string, unknown>;
}

/** The agent's answer to each line, in order, over a text-only conversation; the socket's last words otherwise. */
function talk(link: string, lines: readonly string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(link, ['convai']);
    const answers: string[] = [];
    const timer = setTimeout(
      () => (socket.terminate(), reject(new StepFailure('the call took over 30 s', ''))),
      30_000,
    );
    socket.on('open', () =>
      socket.send(
        JSON.stringify({
          type: 'conversation_initiation_client_data',
          conversation_config_override: { conversation: { text_only: true } },
          dynamic_variables: {
            caller_name: VISITOR.name,
            user_email: VISITOR.email,
            user_phone: VISITOR.phone,
            user_company: VISITOR.company,
          },
        }),
      ),
    );
    socket.on('message', (data: WebSocket.RawData) => {
      const message = JSON.parse(String(data)) as { type?: string; agent_response_event?: { agent_response: string } };
      if (message.type !== 'agent_response') return;
      // The greeting, then one answer per line sent.
      answers.push(message.agent_response_event!.agent_response);
      const next = lines[answers.length - 1];
      if (next !== undefined) return socket.send(JSON.stringify({ type: 'user_message', text: next }));
      clearTimeout(timer);
      socket.close(1000, 'rehearsal done');
      resolve(answers.slice(1));
    });
    socket.on('close', (code: number, reason: Buffer) => {
      clearTimeout(timer);
      reject(new StepFailure(`the conversation closed (${code} ${String(reason)})`, answers.join('\n')));
    });
  });
}

export async function bookInTheCall(ctx: RehearsalContext): Promise<string> {
  const site = platformOf(ctx).url;
  const agentId = readAgentIds(ctx.dir, REHEARSAL_ENV).entries.get('general')?.id;
  if (!agentId) throw new StepFailure('the general flow has no pushed agent (agents:push did not run)');
  const challenge = (await (
    await fetch(`${site}/functions/v1/captcha-challenge`, { headers: { Origin: site } })
  ).json()) as AltchaChallenge;
  const { signedUrl } = await post(
    site,
    'voice-signed-url',
    {
      agentId,
      flow: 'general',
      details: VISITOR,
      noticeShown: true,
      page: '/demo',
      timeZone: 'Europe/London',
    },
    { 'X-Altcha': (await solveChallenge(challenge)) ?? '' },
  );
  const conversationId = new URL(String(signedUrl)).searchParams.get('conversation_id');
  const [offer, booked] = await talk(String(signedUrl), TURNS);
  if (!booked?.includes('booked for')) {
    throw new StepFailure(
      'the agent did not book: are VOICE_BOOKING_SECRET (supabase secrets) and the one agents:push stored the same, and CALCOM_API_KEY set?',
      `${offer}\n${booked}`,
    );
  }
  const { meeting } = await post(site, 'voice-meeting', { conversationId });
  if (!meeting) throw new StepFailure('voice-meeting has no meeting for the call that booked', String(conversationId));
  return `booked ${(meeting as { start: string }).start} in the call ${conversationId}; voice-meeting answers it`;
}
