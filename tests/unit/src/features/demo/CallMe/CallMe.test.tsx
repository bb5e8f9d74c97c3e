// @vitest-environment jsdom
// Call me on a real flow of the fixture site: the consent box, the number check, every refusal in the
// flow's words with nothing typed lost, and the call screen from ringing to the post-call panel.
import { screen, waitFor, within } from '@testing-library/react';
import { site } from 'virtual:content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallMeSchema } from '../../../../../../schemas/call-me.ts';
import type { DemoData } from '../../../../../../scripts/content-engine/types.ts';
import { BackendError } from '../../../../../../src/lib/backend.ts';
import { placeCall, readCall } from '../../../../../../src/features/demo/CallMe/callMeApi.ts';
import { resetFakeVoice } from '../../../../support/fakeVoiceRuntime.tsx';
import { flowAt } from '../../../../support/flows.ts';
import { clearToasts, renderFlow } from '../../../../support/demo.tsx';

vi.mock(
  '../../../../../../src/features/demo/voice/session/VoiceSession.tsx',
  () => import('../../../../support/fakeVoiceRuntime.tsx'),
);
vi.mock('@elevenlabs/react', () => import('../../../../support/fakeConversation.tsx'));
vi.mock('../../../../../../src/features/demo/voice/signedUrl.ts', () => ({ prefetchSignedUrl: vi.fn() }));
vi.mock('../../../../../../src/features/demo/CallMe/callMeApi.ts', () => ({ placeCall: vi.fn(), readCall: vi.fn() }));

const VALID = { name: 'Jane Smith', email: 'jane@example.com', phone: '0412 345 678', company: 'Acme' };
const callMe = CallMeSchema.parse({ enabled: true });
const POLL_WAIT = { timeout: 4000 };

/** The fixture's general demo with Call me switched on, as `callMe: { enabled: true }` does. */
function withCallMe(data: DemoData): DemoData {
  return { ...data, demo: { ...data.demo, session: { ...data.demo.session, callMe } } };
}
const data = withCallMe(flowAt('/demo'));

beforeEach(() => {
  resetFakeVoice();
  localStorage.clear();
  vi.mocked(placeCall).mockReset();
  vi.mocked(readCall).mockReset();
  // The visitor's browser says en-AU: a national number is Australian.
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-AU']);
});
afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
});

async function ready() {
  const view = await renderFlow(data);
  await view.fill(VALID);
  const consent = screen.getByRole('checkbox', { name: /I agree to one automated call/ });
  const callMeButton = screen.getByRole('button', { name: 'Call me' });
  const expectDetailsKept = () => {
    for (const [name, value] of Object.entries(VALID)) expect(view.field(name)).toHaveValue(value);
  };
  return { ...view, consent, callMeButton, expectDetailsKept };
}

describe('Call me', () => {
  it('sits beside the submit button with an explicit, unticked consent naming the brand; off elsewhere', async () => {
    const { consent, unmount } = await ready();
    expect(consent).not.toBeChecked();
    expect(consent).toHaveAccessibleName(
      `I agree to one automated call from ${site.brand.name}’s AI agent to this number now. Calls may be recorded.`,
    );
    expect(screen.getByRole('button', { name: data.demo.submit.label })).toBeInTheDocument();
    unmount();
    await renderFlow(flowAt('/demo'));
    expect(screen.queryByRole('button', { name: 'Call me' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('places no call without the consent, says so under the box and keeps every detail', async () => {
    const { user, consent, callMeButton, expectDetailsKept } = await ready();
    await user.click(callMeButton);
    await waitFor(() => expect(consent).toHaveAccessibleDescription(callMe.messages.consentMissing));
    expect(consent).toHaveFocus();
    expect(placeCall).not.toHaveBeenCalled();
    expectDetailsKept();
  });

  it.each([
    ['call me maybe', callMe.messages.invalid],
    ['1900 123 456', callMe.messages.notCallable],
  ])('checks the number %j in the browser: %s', async (typed, message) => {
    const { user, fill, field, consent, callMeButton } = await ready();
    await fill({ phone: typed });
    await user.click(consent);
    await user.click(callMeButton);
    await waitFor(() => expect(field('phone')).toHaveAccessibleDescription(message));
    expect(field('phone')).toHaveFocus();
    expect(placeCall).not.toHaveBeenCalled();
    expect(consent).toBeChecked();
  });

  it('asks for the number on a flow where it is optional for Start', async () => {
    const restaurant = withCallMe(flowAt('/restaurant-demo'));
    expect(restaurant.demo.fields.find((spec) => spec.name === 'phone')?.required).toBe(false);
    const { user, fill, field } = await renderFlow(restaurant);
    await fill({ name: VALID.name, email: VALID.email });
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Call me' }));
    await waitFor(() => expect(field('phone')).toHaveAccessibleDescription(callMe.messages.missing));
    expect(placeCall).not.toHaveBeenCalled();
  });

  it.each([
    [{ error: 'phone_invalid' }, 'phone', callMe.messages.invalid],
    [{ error: 'number_type_not_allowed', type: 'VOIP' }, 'phone', callMe.messages.notCallable],
    [{ error: 'country_not_allowed', country: 'AU' }, 'phone', 'We cannot call numbers in Australia yet.'],
    [{ error: 'consent_required' }, 'consent', callMe.messages.consentMissing],
    [{ error: 'quiet_hours', retryAt: '2026-11-27T21:00:00Z', timeZone: 'Australia/Sydney' }, 'form', 'Sydney time'],
    [{ error: 'number_limit' }, 'form', callMe.refusals.numberLimit],
    [{ error: 'rate_limited', retryAfter: 60 }, 'form', callMe.refusals.rateLimited],
    [{ error: 'call_me_cap', retryAfter: 600 }, 'form', callMe.refusals.budget],
    [{ error: 'invalid_details', fields: { caller_name: 'characters' } }, 'form', callMe.refusals.detailsRefused],
    [{ error: 'captcha_invalid' }, 'form', callMe.refusals.checkFailed],
    [{ error: 'voice_unavailable' }, 'form', callMe.refusals.failed],
  ])('shows the refusal %o in words (%s) and loses nothing typed', async (body, target, words) => {
    vi.mocked(placeCall).mockRejectedValue(new BackendError('refused', 400, body.error, {}, null, body));
    const { user, field, consent, callMeButton, expectDetailsKept } = await ready();
    await user.click(consent);
    await user.click(callMeButton);
    if (target === 'form') {
      expect(await screen.findByRole('alert')).toHaveTextContent(words);
    } else {
      const where = target === 'phone' ? field('phone') : consent;
      await waitFor(() => expect(where).toHaveAccessibleDescription(expect.stringContaining(words)));
    }
    expectDetailsKept();
    expect(consent).toBeChecked();
    expect(screen.getByRole('button', { name: 'Call me' })).toBeEnabled();
  });

  it('offers the browser demo when the cap on calls is reached, and starts it from there', async () => {
    vi.mocked(placeCall).mockRejectedValue(
      new BackendError('refused', 429, 'call_me_cap', {}, 600, { error: 'call_me_cap', retryAfter: 600 }),
    );
    const { user, consent, callMeButton } = await ready();
    await user.click(consent);
    await user.click(callMeButton);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(callMe.refusals.budget);
    await user.click(within(alert).getByRole('button', { name: data.demo.submit.label }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Call me' })).toBeNull());
  });

  it('offers no browser demo for a refusal the visitor can fix', async () => {
    vi.mocked(placeCall).mockRejectedValue(
      new BackendError('refused', 429, 'rate_limited', {}, 60, { error: 'rate_limited', retryAfter: 60 }),
    );
    const { user, consent, callMeButton } = await ready();
    await user.click(consent);
    await user.click(callMeButton);
    const alert = await screen.findByRole('alert');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('asks for the call with the details, the number, its country and the consent; follows it to the end', async () => {
    vi.mocked(placeCall).mockResolvedValue({ callId: 'call_1', conversationId: 'conv_9', state: 'ringing' });
    vi.mocked(readCall)
      .mockResolvedValueOnce({ state: 'in-progress', conversationId: 'conv_9' })
      .mockResolvedValue({ state: 'ended', reason: 'completed', conversationId: 'conv_9' });
    const { user, consent, callMeButton, expectDetailsKept } = await ready();
    await user.click(consent);
    await user.click(callMeButton);

    const heading = await screen.findByRole('heading', { name: callMe.screen.title });
    expect(heading).toHaveFocus();
    const request = vi.mocked(placeCall).mock.calls[0]![0];
    expect(request).toMatchObject({
      agentId: data.demo.agentId,
      flow: data.slug,
      phone: VALID.phone,
      country: 'AU',
      consent: true,
      noticeShown: true,
      details: VALID,
      dynamicVariables: { caller_name: 'Jane Smith', user_phone: VALID.phone },
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(callMe.screen.ringing);
    await waitFor(() => expect(status).toHaveTextContent(callMe.screen.inProgress), POLL_WAIT);
    expect(screen.queryByRole('button', { name: callMe.screen.stopWaiting })).toBeNull();
    await waitFor(
      () => expect(status).toHaveTextContent(`${callMe.screen.ended} ${callMe.screen.completed}`),
      POLL_WAIT,
    );
    expect(readCall).toHaveBeenCalledWith('call_1', expect.any(AbortSignal));

    // The post-call panel of a browser call, for the phone call's conversation. It shows a render after the
    // status line: an effect hands the ended call to the voice store, and a loaded machine may be slow to run it.
    const panel = await screen.findByRole('region', { name: data.demo.session.postCall.title }, POLL_WAIT);
    expect(within(panel).getByText('conv_9')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: callMe.screen.backToForm }));
    expectDetailsKept();
  });

  it('stops waiting at once while the phone rings, back to the form as it was', async () => {
    vi.mocked(placeCall).mockResolvedValue({ callId: 'call_2', conversationId: 'conv_2', state: 'ringing' });
    vi.mocked(readCall).mockResolvedValue({ state: 'ringing', conversationId: 'conv_2' });
    const { user, callMeButton, consent, expectDetailsKept } = await ready();
    await user.click(consent);
    await user.click(callMeButton);
    await user.click(await screen.findByRole('button', { name: callMe.screen.stopWaiting }));
    expectDetailsKept();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    const polls = vi.mocked(readCall).mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(vi.mocked(readCall).mock.calls.length).toBe(polls);
  });
});
