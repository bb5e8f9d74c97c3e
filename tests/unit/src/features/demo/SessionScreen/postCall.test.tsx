// @vitest-environment jsdom
// The post-call panel on a real flow: the call rating (sent once with the SDK's overall feedback, and
// a failed send keeps what the visitor chose and typed), the conversation id and Talk again.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoData } from '../../../../../../scripts/content-engine/types.ts';
import { fakeVoice, resetFakeVoice, setStatus, voiceEvents } from '../../../../support/fakeVoiceRuntime.tsx';
import { flowAt } from '../../../../support/flows.ts';
import { clearToasts, emit, renderFlow } from '../../../../support/demo.tsx';

const sdk = vi.hoisted(() => ({ postOverallFeedback: vi.fn() }));
vi.mock('@elevenlabs/client', () => sdk);
vi.mock(
  '../../../../../../src/features/demo/voice/session/VoiceSession.tsx',
  () => import('../../../../support/fakeVoiceRuntime.tsx'),
);
vi.mock('@elevenlabs/react', () => import('../../../../support/fakeConversation.tsx'));
vi.mock('../../../../../../src/features/demo/voice/signedUrl.ts', () => ({ prefetchSignedUrl: vi.fn() }));

const VALID = { name: 'Jane Smith', email: 'jane@example.com', phone: '+61 400 000 000', company: 'Acme' };
const API = 'http://127.0.0.1:4336';

beforeEach(() => {
  resetFakeVoice();
  localStorage.clear();
  window.dataLayer = [];
  sdk.postOverallFeedback.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
});

/** A call on the flow that connected (as conv_1) and was ended by the visitor: the panel is up. */
async function afterACall(data: DemoData) {
  const view = await renderFlow(data);
  await view.fill(VALID);
  await view.submit();
  if (data.demo.submit.behaviour !== 'start-session') {
    await view.user.click(await screen.findByRole('button', { name: data.demo.session.startLabel }));
  }
  emit(() => {
    fakeVoice.store!.set({ status: 'connected', conversationId: 'conv_1', apiOrigin: API });
    fakeVoice.store!.set({ transcript: [{ key: 'a1', role: 'agent', text: 'Hello Jane', eventId: 1 }] });
    voiceEvents().onConnected({ conversationId: 'conv_1', textOnly: false, origin: 'session' });
  });
  emit(() => {
    setStatus('idle');
    voiceEvents().onEnded({ by: 'visitor', durationMs: 5000 });
  });
  const texts = data.demo.session.postCall;
  await screen.findByRole('heading', { name: texts.title });
  return { ...view, texts };
}

describe('PostCallPanel', () => {
  const data = flowAt('/healthcare-demo');

  it('sends the rating and comment once, to the API of the call, then only thanks', async () => {
    sdk.postOverallFeedback.mockResolvedValue(new Response('{}', { status: 200 }));
    const { user, texts } = await afterACall(data);
    const send = screen.getByRole('button', { name: texts.sendRating });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: texts.ratingScale[3]! }));
    await user.type(screen.getByRole('textbox', { name: texts.commentLabel }), '  Quick and clear  ');
    // Pressed twice from the keyboard (a pointer double click blurs whatever it lands on once the
    // form is gone, so it cannot show where focus goes).
    send.focus();
    await user.keyboard('{Enter}{Enter}');
    await screen.findByText(texts.ratingSent);
    expect(sdk.postOverallFeedback).toHaveBeenCalledTimes(1);
    expect(sdk.postOverallFeedback).toHaveBeenCalledWith('conv_1', { rating: 4, comment: 'Quick and clear' }, API);
    expect(screen.queryByRole('button', { name: texts.sendRating })).not.toBeInTheDocument();
    // Keyboard users continue from the thanks, not from the top of the page.
    expect(screen.getByText(texts.ratingSent)).toHaveFocus();
  });

  it('keeps the stars and the comment when sending fails, and sends them again on retry', async () => {
    sdk.postOverallFeedback.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    const { user, texts } = await afterACall(data);
    await user.click(screen.getByRole('radio', { name: texts.ratingScale[1]! }));
    await user.type(screen.getByRole('textbox', { name: texts.commentLabel }), 'Too slow');
    await user.click(screen.getByRole('button', { name: texts.sendRating }));
    expect(await screen.findByText(texts.ratingFailed)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('radio', { name: texts.ratingScale[1]! })).toBeChecked();
    expect(screen.getByRole('textbox', { name: texts.commentLabel })).toHaveValue('Too slow');

    sdk.postOverallFeedback.mockResolvedValueOnce(new Response('{}', { status: 200 }));
    await user.click(screen.getByRole('button', { name: texts.sendRating }));
    await screen.findByText(texts.ratingSent);
    expect(sdk.postOverallFeedback).toHaveBeenCalledTimes(2);
    expect(sdk.postOverallFeedback).toHaveBeenLastCalledWith('conv_1', { rating: 2, comment: 'Too slow' }, API);
  });

  it('a network error is a failure too, and a blank comment is left out', async () => {
    sdk.postOverallFeedback.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, texts } = await afterACall(data);
    await user.click(screen.getByRole('radio', { name: texts.ratingScale[4]! }));
    await user.click(screen.getByRole('button', { name: texts.sendRating }));
    expect(await screen.findByText(texts.ratingFailed)).toHaveAttribute('role', 'alert');
    expect(sdk.postOverallFeedback).toHaveBeenCalledWith('conv_1', { rating: 5 }, API);
  });

  it('shows the conversation id and offers the transcript, Talk again and the next step', async () => {
    const { user, texts } = await afterACall(data);
    expect(screen.getByText('conv_1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.copyConversationId })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.downloadTranscript })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.copyTranscript })).toBeInTheDocument();
    // Book a Demo is a button where the page has the dialog, else a link to the page that has it.
    const nextStep = { name: texts.nextStep.label };
    expect(screen.queryByRole('button', nextStep) ?? screen.getByRole('link', nextStep)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.talkAgain }));
    expect(fakeVoice.starts).toHaveLength(2);
    expect(fakeVoice.starts[1]).toMatchObject({ textOnly: false, origin: 'session' });
    // The new call is not the rated one: its panel went with the start.
    await waitFor(() => expect(screen.queryByRole('heading', { name: texts.title })).not.toBeInTheDocument());
  });

  it('sits beside the completion screen in a flow that has one', async () => {
    const withCompletion = flowAt('/real-estate-demo');
    expect(withCompletion.demo.completion).toBeDefined();
    await afterACall(withCompletion);
    expect(screen.getByRole('heading', { level: 2, name: withCompletion.demo.completion!.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: withCompletion.demo.session.postCall.title })).toBeVisible();
  });
});

describe('the meeting booked in the call', () => {
  const meeting = {
    start: '2026-03-02T09:30:00.000Z',
    end: '2026-03-02T10:00:00.000Z',
    timeZone: 'Europe/Madrid',
    rescheduleUrl: 'https://app.cal.com/reschedule/bk_1',
    cancelUrl: 'https://app.cal.com/booking/bk_1?cancel=true',
  };
  let fetchSpy: ReturnType<typeof vi.spyOn>;
  const meetingRequests = () =>
    fetchSpy.mock.calls.filter(([url]: [unknown]) => String(url).endsWith('/functions/v1/voice-meeting'));
  beforeEach(() => {
    fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        Response.json(String(url).endsWith('/functions/v1/voice-meeting') ? { meeting } : {}),
      );
  });

  it('is asked of voice-meeting once on a flow whose agent books, and shown with its links', async () => {
    const data = flowAt('/demo');
    expect(data.demo.books).toBe(true);
    const { texts } = await afterACall(data);
    expect(await screen.findByText(texts.meeting.title)).toBeVisible();
    expect(screen.getByRole('link', { name: texts.meeting.reschedule })).toHaveAttribute('href', meeting.rescheduleUrl);
    expect(meetingRequests()).toHaveLength(1);
    expect(JSON.parse(String((meetingRequests()[0]![1] as RequestInit).body))).toEqual({ conversationId: 'conv_1' });
  });

  it('is not asked for on a flow whose agent does not book: no request, no meeting', async () => {
    const data = flowAt('/healthcare-demo');
    expect(data.demo.books).toBeUndefined();
    const { texts } = await afterACall(data);
    await screen.findByRole('button', { name: texts.sendRating });
    expect(meetingRequests()).toHaveLength(0);
    expect(screen.queryByText(texts.meeting.title)).not.toBeInTheDocument();
  });
});
