// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoData } from '../../../../../../scripts/content-engine/types.ts';
import { fakeVoice, resetFakeVoice, setStatus, voiceEvents } from '../../../../support/fakeVoiceRuntime.tsx';
import { flowAt } from '../../../../support/flows.ts';
import { clearToasts, emit, expectToast, renderFlow } from '../../../../support/demo.tsx';

vi.mock(
  '../../../../../../src/features/demo/voice/session/VoiceSession.tsx',
  () => import('../../../../support/fakeVoiceRuntime.tsx'),
);
vi.mock('@elevenlabs/react', () => import('../../../../support/fakeConversation.tsx'));
vi.mock('../../../../../../src/features/demo/voice/signedUrl.ts', () => ({ prefetchSignedUrl: vi.fn() }));

const VALID = { name: 'Jane Smith', email: 'jane@example.com', phone: '+61 400 000 000', company: 'Acme' };

beforeEach(() => {
  resetFakeVoice();
  localStorage.clear();
  window.dataLayer = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
});

/** Fills the form validly and submits; resolves on the session screen (or, for start-session, the pending form). */
async function submitValid(data: DemoData, values: Partial<typeof VALID> = VALID) {
  const view = await renderFlow(data);
  await view.fill(values);
  await view.submit();
  if (data.demo.submit.behaviour !== 'start-session') {
    await screen.findByRole('heading', { level: 2, name: data.demo.session.title }, { timeout: 3000 });
  }
  return view;
}

/** Presses the session screen's start button (the call then waits in 'preparing' until the test connects it). */
async function pressStart(view: { user: { click(element: Element): Promise<void> } }, data: DemoData) {
  await view.user.click(screen.getByRole('button', { name: data.demo.session.startLabel }));
}

function connect(origin: 'form' | 'session' = 'session', textOnly = false) {
  emit(() => {
    setStatus('connected');
    voiceEvents().onConnected({ conversationId: 'conv_1', textOnly, origin });
  });
}

function endCall(by: 'visitor' | 'agent' | 'left') {
  emit(() => {
    setStatus('idle');
    voiceEvents().onEnded({ by, durationMs: 1234 });
  });
}

describe('IndustryDemo', () => {
  it('starts a voice call from the session screen and ends it with the flow toasts (healthcare)', async () => {
    const data = flowAt('/healthcare-demo');
    const { user } = await submitValid(data);
    await user.click(screen.getByRole('button', { name: 'Call Healthcare Agent' }));
    expect(fakeVoice.starts).toEqual([
      {
        textOnly: false,
        origin: 'session',
        dynamicVariables: {
          caller_name: 'Jane Smith',
          user_email: 'jane@example.com',
          user_phone: '+61 400 000 000',
          user_company: 'Acme',
        },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Connecting…' })).toBeDisabled();
    connect();
    await expectToast({ title: 'Connected', message: 'Healthcare AI agent is ready to assist you' });
    expect(within(screen.getByRole('status')).getByText('Connected').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'connected',
    );
    await user.click(screen.getByRole('button', { name: 'End Call' }));
    expect(fakeVoice.ends).toEqual(['visitor']);
    endCall('visitor');
    await expectToast({ title: 'Call Ended', message: 'The healthcare demo session has ended' });
    expect(screen.getByRole('button', { name: 'Call Healthcare Agent' })).toBeEnabled();
    expect(window.dataLayer).toEqual([
      { event: 'form_submitted', demo: 'healthcare' },
      { event: 'connected', demo: 'healthcare', mode: 'voice' },
      { event: 'ended', demo: 'healthcare', duration_ms: 1234, ended_by: 'visitor' },
    ]);
  });

  it('shows what the agent is told and the scenario prompts', async () => {
    await submitValid(flowAt('/restaurant-demo'), { name: 'Alex', email: 'alex@example.com' });
    connect('form');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'What the agent knows about you' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Alex')).toBeInTheDocument();
    expect(screen.getAllByText('Not provided')).toHaveLength(2);
    expect(screen.getByText("I'd like to book a table for four this Friday at 7pm.")).toBeInTheDocument();
  });

  it('goes to the completion screen after the visitor or the agent ends the call (travel)', async () => {
    const data = flowAt('/travel-demo');
    const infos = vi.spyOn(console, 'info').mockImplementation(() => {});
    await pressStart(await submitValid(data), data);
    connect();
    expect(infos).toHaveBeenCalledWith('[demo] travel-hospitality conversation id: conv_1');
    endCall('agent');
    expect(await screen.findByRole('heading', { level: 2, name: 'Demo Complete!' })).toHaveFocus();
    await expectToast({ title: 'Call Ended', message: 'The travel demo session has ended' });
    expect(screen.getByRole('link', { name: 'Back to Travel & Hospitality' })).toHaveAttribute(
      'href',
      '/travel-hospitality',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the interview activity lines and the recording notice', async () => {
    const data = flowAt('/interview');
    const view = await submitValid(data, { name: 'Sam', email: 'sam@example.com' });
    expect(screen.getByText('Ready to Start')).toBeInTheDocument();
    expect(screen.getByText(/recorded and transcribed for evaluation/)).toBeInTheDocument();
    await pressStart(view, data);
    connect();
    expect(await screen.findByText('Interview Active')).toBeInTheDocument();
    expect(screen.getByText('Listening for your response')).toBeInTheDocument();
    endCall('visitor');
    expect(await screen.findByRole('heading', { name: 'Interview Complete!' })).toBeInTheDocument();
    expect(screen.getByText(/within 2-3 business days/)).toBeInTheDocument();
  });

  it('starts restaurant calls from the form and stays there when the start fails', async () => {
    const data = flowAt('/restaurant-demo');
    const { field } = await submitValid(data, { name: 'Alex', email: 'alex@example.com' });
    await waitFor(() => expect(fakeVoice.starts).toHaveLength(1));
    expect(fakeVoice.starts[0]).toMatchObject({
      origin: 'form',
      dynamicVariables: {
        caller_name: 'Alex',
        user_email: 'alex@example.com',
        user_phone: 'Not provided',
        user_company: 'Not provided',
      },
    });
    emit(() => {
      setStatus('idle');
      voiceEvents().onStartFailed({ error: new Error('boom'), origin: 'form' });
    });
    await expectToast({ message: 'Failed to start demo. Please check microphone permissions.' });
    expect(field('name')).toHaveValue('Alex');
    expect(screen.getByRole('button', { name: 'Start Demo' })).toBeEnabled();
  });

  it('uses reconnectFailed when a restart from the session screen fails (restaurant)', async () => {
    const { user } = await submitValid(flowAt('/restaurant-demo'), { name: 'Alex', email: 'alex@example.com' });
    connect('form');
    await screen.findByRole('heading', { level: 2, name: 'Welcome to the Restaurant Demo' });
    endCall('visitor');
    expect(await screen.findByText('Click the microphone button to reconnect.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Demo' }));
    emit(() => {
      setStatus('idle');
      voiceEvents().onStartFailed({ error: new Error('boom'), origin: 'session' });
    });
    await expectToast({ message: 'Failed to connect. Please check microphone permissions.' });
  });

  it('offers typing instead after the microphone is refused', async () => {
    const { user } = await submitValid(flowAt('/trades-demo'), { name: 'Jo', email: 'jo@example.com' });
    await user.click(screen.getByRole('button', { name: 'Start Demo' }));
    emit(() => {
      setStatus('idle');
      voiceEvents().onMicDenied('denied');
    });
    await expectToast({
      title: 'Microphone Access Required',
      message: 'Please allow microphone access to proceed with the demo call.',
    });
    await user.click(screen.getByRole('button', { name: 'Type instead' }));
    expect(fakeVoice.starts.at(-1)).toMatchObject({ textOnly: true, origin: 'session' });
    expect(window.dataLayer).toContainEqual({ event: 'mic_denied', demo: 'trades' });
  });

  it('puts focus in the message input when a text chat started from the form connects (restaurant)', async () => {
    const { user } = await submitValid(flowAt('/restaurant-demo'), { name: 'Alex', email: 'alex@example.com' });
    emit(() => {
      setStatus('idle');
      voiceEvents().onMicDenied('denied');
    });
    await user.click(await screen.findByRole('button', { name: 'Type instead' }));
    expect(fakeVoice.starts.at(-1)).toMatchObject({ textOnly: true, origin: 'form' });
    connect('form', true);
    expect(await screen.findByRole('textbox', { name: 'Message to the agent' })).toHaveFocus();
  });

  it('shows the connection error and the reconnect hint when a live call drops (logistics)', async () => {
    await submitValid(flowAt('/logistics-demo'), { name: 'Kim', email: 'kim@example.com' });
    connect('form');
    emit(() => {
      setStatus('idle');
      voiceEvents().onDropped({ error: new Error('The connection was closed by the server.'), durationMs: 5 });
    });
    await expectToast({
      title: 'Connection Error',
      message: 'The connection to the logistics AI assistant was lost. Please reconnect to continue.',
    });
    expect(screen.getByText('If the connection is lost, press Start Demo to reconnect.')).toBeInTheDocument();
    expect(window.dataLayer).toContainEqual({ event: 'ended', demo: 'logistics', duration_ms: 5, ended_by: 'error' });
  });

  it("clears the details on logistics' Back to Form, after ending the call", async () => {
    const { user, field } = await submitValid(flowAt('/logistics-demo'), { name: 'Kim', email: 'kim@example.com' });
    connect('form');
    await user.click(await screen.findByRole('button', { name: 'Back to Form' }));
    expect(fakeVoice.ends).toEqual(['left']);
    expect(field('name')).toHaveValue('');
    expect(screen.queryByRole('link', { name: 'Back to Logistics Page' })).toBeNull();
  });

  it("keeps the details on the general demo's Back to Form", async () => {
    const { user, field } = await submitValid(flowAt('/demo'));
    await user.click(screen.getByRole('button', { name: 'Back to Form' }));
    expect(field('name')).toHaveValue('Jane Smith');
    expect(screen.getByRole('heading', { level: 2, name: flowAt('/demo').demo.texts.formTitle })).toHaveFocus();
  });

  it('ends the call before a session link navigates away', async () => {
    const { user, router } = await submitValid(flowAt('/logistics-demo'), { name: 'Kim', email: 'kim@example.com' });
    connect('form');
    const link = await screen.findByRole('link', { name: 'Back to Logistics Page' });
    expect(link).toHaveAttribute('href', '/logistics');
    await user.click(link);
    expect(fakeVoice.ends).toEqual(['left']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/logistics'));
  });
});
