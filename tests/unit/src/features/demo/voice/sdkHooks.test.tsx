// @vitest-environment jsdom
// What the session screen reads from @elevenlabs/react's hooks rather than from the page's store, with
// the real ConversationProvider and the SDK's start replaced: mute (useConversationInput).
import type { PartialOptions } from '@elevenlabs/client';
import { ConversationProvider, useConversationControls } from '@elevenlabs/react';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MuteToggle } from '../../../../../../src/features/demo/SessionScreen/MuteToggle.tsx';
import { fakeStart, openCall } from './voiceCallHarness.ts';

const sdk = vi.hoisted(() => ({
  options: {} as PartialOptions,
  startSession: vi.fn(),
  conversation: { endSession: vi.fn(() => Promise.resolve()), setMicMuted: vi.fn() },
}));

// The real client but its start: @elevenlabs/react's provider (inlined by vitest) calls this one.
vi.mock('@elevenlabs/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@elevenlabs/client')>()),
  Conversation: { startSession: sdk.startSession },
}));

beforeEach(() => {
  sdk.startSession.mockImplementation(fakeStart(sdk));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** A live call in the provider (started as the runtime starts it) and the call card's mute toggle. */
async function liveCallWithMute() {
  function Call() {
    const { startSession } = useConversationControls();
    return (
      <>
        <button type="button" onClick={() => startSession({ signedUrl: 'ws://127.0.0.1:1/x' })}>
          open
        </button>
        <MuteToggle label="Mute" />
      </>
    );
  }
  render(
    <MantineProvider>
      <ConversationProvider>
        <Call />
      </ConversationProvider>
    </MantineProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'open' }));
  await openCall(sdk);
  return { user, mute: screen.getByRole('button', { name: 'Mute' }) };
}

describe('mute, from the SDK input hook', () => {
  it('mutes and unmutes the SDK microphone, and the toggle says it is pressed', async () => {
    const { user, mute } = await liveCallWithMute();
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await user.click(mute);
    expect(sdk.conversation.setMicMuted).toHaveBeenLastCalledWith(true);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    await user.click(mute);
    expect(sdk.conversation.setMicMuted).toHaveBeenLastCalledWith(false);
    expect(mute).toHaveAttribute('aria-pressed', 'false');
  });

  it('is not muted after the call', async () => {
    const { user, mute } = await liveCallWithMute();
    await user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    act(() => sdk.options.onDisconnect?.({ reason: 'user' }));
    expect(mute).toHaveAttribute('aria-pressed', 'false');
  });
});
