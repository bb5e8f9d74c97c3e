/**
 * The overall feedback of a conversation, as the SDK's `postOverallFeedback` sends it: a POST of JSON
 * to `/v1/convai/conversations/:id/feedback` on the host of the signed link (here, the simulator's), so
 * from the page's origin with a CORS preflight. Answers like ElevenLabs: 400 for a body it cannot take,
 * 404 for a conversation it never started, 409 for a second rating of the same conversation.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimOverallFeedback, SimSessionRecord } from '../conversation/session-record.ts';

const FEEDBACK_PATH = /^\/v1\/convai\/conversations\/([^/]+)\/feedback\/?$/;
const MAX_BODY_BYTES = 16 * 1024;
const MAX_COMMENT_LENGTH = 4000;

type Answer = [status: number, body: unknown];

const problem = (status: number, code: string, message: string): Answer => [
  status,
  { detail: { status: code, message } },
];

/** What the body asks to record, or why it cannot be taken. */
function parseFeedback(text: string): Omit<SimOverallFeedback, 'origin' | 'at'> | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'Body is not valid JSON.';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'Body must be a JSON object.';
  const { rating, comment, feedback } = body as Record<string, unknown>;
  if (feedback !== undefined && feedback !== 'like' && feedback !== 'dislike') {
    return '"feedback" must be "like" or "dislike".';
  }
  if (rating !== undefined && !(Number.isInteger(rating) && (rating as number) >= 1 && (rating as number) <= 5)) {
    return '"rating" must be an integer from 1 to 5.';
  }
  if (rating === undefined && feedback === undefined) return 'Send "rating" (1 to 5) or "feedback" (like or dislike).';
  if (comment !== undefined && (typeof comment !== 'string' || comment.length > MAX_COMMENT_LENGTH)) {
    return `"comment" must be a string of at most ${MAX_COMMENT_LENGTH} characters.`;
  }
  return {
    rating: (rating as number | undefined) ?? null,
    comment: (comment as string | undefined) ?? null,
    feedback: feedback ?? null,
  };
}

async function readText(req: IncomingMessage): Promise<string | null> {
  let size = 0;
  const parts: Buffer[] = [];
  for await (const part of req as AsyncIterable<Buffer>) {
    size += part.length;
    if (size > MAX_BODY_BYTES) return null;
    parts.push(part);
  }
  return Buffer.concat(parts).toString('utf8');
}

async function answer(req: IncomingMessage, record: SimSessionRecord | undefined, id: string): Promise<Answer> {
  const text = await readText(req);
  if (text === null) return problem(413, 'payload_too_large', `Body is larger than ${MAX_BODY_BYTES} bytes.`);
  // A conversation the service refused (or never heard of) has no id to rate.
  if (!record?.connectedAt) return problem(404, 'conversation_not_found', `Conversation ${id} not found.`);
  record.overallFeedbackRequests += 1;
  const parsed = parseFeedback(text);
  if (typeof parsed === 'string') return problem(400, 'invalid_feedback', parsed);
  if (record.overallFeedback.length > 0) {
    return problem(409, 'feedback_already_submitted', `Conversation ${id} has feedback already.`);
  }
  record.overallFeedback.push({ ...parsed, origin: req.headers.origin ?? null, at: new Date().toISOString() });
  return [200, {}];
}

/** Handles the feedback path (and its CORS preflight); false for any other request. */
export function handleFeedbackApi(
  find: (conversationId: string) => SimSessionRecord | undefined,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  const match = FEEDBACK_PATH.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
  if (!match) return false;
  const id = decodeURIComponent(match[1]!);
  // The page's origin may differ from the API's (the standalone simulator, ElevenLabs itself).
  const cors = {
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return true;
  }
  const send = ([status, body]: Answer) =>
    res
      .writeHead(status, { ...cors, 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(JSON.stringify(body));
  if (req.method !== 'POST') send(problem(405, 'method_not_allowed', 'Use POST.'));
  else answer(req, find(id), id).then(send, (error: unknown) => send(problem(500, 'error', String(error))));
  return true;
}
