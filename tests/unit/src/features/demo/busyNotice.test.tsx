// @vitest-environment jsdom
// The notice under a refused start: a busy service offers Try again and the flow's other way forward;
// a used-up voice budget (429 voice_budget_exhausted) says so in the flow's words and offers only the
// other way forward, since a retry would be refused for up to an hour.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CallTextsSchema } from '../../../../../schemas/demo-call.ts';
import { BusyNotice } from '../../../../../src/features/demo/BusyNotice.tsx';
import { startProblemOf } from '../../../../../src/features/demo/voice/session/callOutcome.ts';
import { BackendError } from '../../../../../src/lib/backend.ts';
import type { StartProblem } from '../../../../../src/features/demo/voice/types.ts';
import { VoiceStoreProvider } from '../../../../../src/features/demo/voice/useVoice.ts';
import { INITIAL_VOICE_STATE } from '../../../../../src/features/demo/voice/voiceState.ts';
import type { VoiceStore } from '../../../../../src/features/demo/voice/voiceStore.ts';
import { renderWithProviders } from '../../../render.tsx';

const texts = CallTextsSchema.parse({ budget: 'Fully booked: come back after lunch.' });

function renderWith(startProblem: StartProblem) {
  const state = { ...INITIAL_VOICE_STATE, status: 'idle' as const, startProblem };
  // BusyNotice reads the state only (useVoice): subscribe and getSnapshot are all it needs.
  const store = { subscribe: () => () => {}, getSnapshot: () => state } as unknown as VoiceStore;
  const onRetry = vi.fn();
  return renderWithProviders(
    <VoiceStoreProvider value={store}>
      <BusyNotice texts={texts} onRetry={onRetry} />
    </VoiceStoreProvider>,
  );
}

describe('BusyNotice', () => {
  it('shows the configured budget message with the other way forward and no Try again', async () => {
    await renderWith('budget');
    expect(screen.getByText('Fully booked: come back after lunch.')).toBeInTheDocument();
    // Without the Book a Demo dialog on the page, the default action is a link to the page that has it.
    expect(screen.getByRole('link', { name: texts.busyAction.label })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.busyTryAgain })).toBeNull();
    expect(screen.queryByText(texts.busy)).toBeNull();
  });

  it('shows the busy message with Try again for a busy service', async () => {
    await renderWith('busy');
    expect(screen.getByText(texts.busy)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.busyTryAgain })).toBeInTheDocument();
  });

  it('names a 429 voice_budget_exhausted as the used-up budget, and any other 429 as busy', () => {
    expect(startProblemOf(new BackendError('x', 429, 'voice_budget_exhausted', {}, 600))).toBe('budget');
    expect(startProblemOf(new BackendError('x', 429, 'rate_limited', {}, 30))).toBe('busy');
  });

  it('has a default budget message for every flow', () => {
    expect(CallTextsSchema.parse({}).budget).toMatch(/fully booked/);
  });
});
