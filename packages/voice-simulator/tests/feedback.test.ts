// The call rating and the language picker against the simulator, with the real SDK: the rating is the
// SDK's postOverallFeedback (an HTTP POST, answered like ElevenLabs), the language the init overrides.
import { Conversation, postOverallFeedback, type PartialOptions, type TextConversation } from '@elevenlabs/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { signedUrlFor } from '../src/index.ts';
import { eventually, startHarness, type Harness } from '../../../tests/unit/support/voice-sim-harness.ts';

beforeAll(() => {
  if (typeof globalThis.WebSocket === 'undefined') {
    globalThis.WebSocket = NodeWebSocket as unknown as typeof globalThis.WebSocket;
  }
});

async function textCall(h: Harness, overrides: PartialOptions['overrides'] = {}) {
  const said: string[] = [];
  const conversation = (await Conversation.startSession({
    signedUrl: signedUrlFor('agent_rating', h.baseUrl),
    connectionType: 'websocket',
    overrides: { ...overrides, conversation: { textOnly: true } },
    dynamicVariables: { caller_name: 'Jane' },
    onMessage: ({ message }) => said.push(message),
  } as PartialOptions)) as TextConversation;
  return { conversation, said };
}

describe('overall feedback', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await h.stop();
  });

  it('records one rating per conversation, after the call, and refuses a second with 409', async () => {
    const { conversation } = await textCall(h);
    const id = conversation.getId();
    await conversation.endSession();
    const first = await postOverallFeedback(id, { rating: 4, comment: 'Clear answers' }, h.baseUrl);
    expect(first.status).toBe(200);
    const second = await postOverallFeedback(id, { rating: 1 }, h.baseUrl);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ detail: { status: 'feedback_already_submitted' } });
    const record = h.latest();
    expect(record.overallFeedback).toEqual([
      expect.objectContaining({ rating: 4, comment: 'Clear answers', feedback: null }),
    ]);
    expect(record.overallFeedbackRequests).toBe(2);
  });

  it('answers 404 for a conversation it never let in and 400 for a body it cannot take', async () => {
    expect((await postOverallFeedback('conv_unknown', { rating: 3 }, h.baseUrl)).status).toBe(404);
    const { conversation } = await textCall(h);
    const id = conversation.getId();
    for (const rating of [0, 6, 2.5]) {
      expect((await postOverallFeedback(id, { rating }, h.baseUrl)).status).toBe(400);
    }
    const url = `${h.baseUrl}/v1/convai/conversations/${id}/feedback`;
    const notJson = await fetch(url, { method: 'POST', body: 'five stars' });
    expect(notJson.status).toBe(400);
    expect(h.latest().overallFeedback).toEqual([]);
    // A like is the SDK's other form of the same call.
    expect((await postOverallFeedback(id, true, h.baseUrl)).status).toBe(200);
    expect(h.latest().overallFeedback[0]).toMatchObject({ feedback: 'like', rating: null });
    await conversation.endSession();
  });

  it("lets a page on another origin send it (CORS preflight and the page's origin echoed)", async () => {
    const url = `${h.baseUrl}/v1/convai/conversations/sim_x/feedback`;
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
  });
});

describe('language override', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(async () => {
    await h.stop();
  });

  it('greets with the first message of the picked language and answers in that language', async () => {
    const { conversation, said } = await textCall(h, {
      agent: { language: 'es', firstMessage: 'Hola {{caller_name}}, ¿en qué puedo ayudarle?' },
    });
    await eventually(() => said.length === 1, 'the greeting');
    expect(said[0]).toBe('Hola Jane, ¿en qué puedo ayudarle?');
    const record = h.latest();
    expect(record.language).toBe('es');
    expect(record.init?.overrides).toMatchObject({
      agent: { language: 'es', first_message: 'Hola {{caller_name}}, ¿en qué puedo ayudarle?' },
    });
    await conversation.endSession();
  });
});
