// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeVoice, resetFakeVoice } from '../../../../support/fakeVoiceRuntime.tsx';
import { flowAt } from '../../../../support/flows.ts';
import { clearToasts } from '../../../../support/demo.tsx';
import { IndustryDemo } from '../../../../../../src/features/demo/IndustryDemo/index.ts';
import { renderWithProviders } from '../../../../render.tsx';

vi.mock(
  '../../../../../../src/features/demo/voice/session/VoiceSession.tsx',
  () => import('../../../../support/fakeVoiceRuntime.tsx'),
);
vi.mock('@elevenlabs/react', () => import('../../../../support/fakeConversation.tsx'));
vi.mock('../../../../../../src/features/demo/voice/signedUrl.ts', () => ({ prefetchSignedUrl: vi.fn() }));

beforeEach(() => {
  resetFakeVoice();
  localStorage.clear();
});
afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
});

/** Lets lazy imports and effects settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the voice SDK loads on the first interaction', () => {
  it('stays unloaded while the visitor only reads the page', async () => {
    await renderWithProviders(<IndustryDemo data={flowAt('/healthcare-demo')} />, { path: '/healthcare-demo' });
    await settle();
    expect(fakeVoice.store).toBeNull();
  });

  it.each(['focusIn', 'keyDown', 'pointerDown', 'touchStart', 'wheel'] as const)('loads on %s', async (event) => {
    await renderWithProviders(<IndustryDemo data={flowAt('/healthcare-demo')} />, { path: '/healthcare-demo' });
    await settle();
    fireEvent[event](screen.getByRole('textbox', { name: /name/i }));
    await waitFor(() => expect(fakeVoice.store).not.toBeNull());
  });

  it('loads for a start requested before any other interaction, and then starts', async () => {
    // Restaurant: sending the form starts the call.
    const data = flowAt('/restaurant-demo');
    await renderWithProviders(<IndustryDemo data={data} />, { path: data.demo.path });
    await settle();
    // Values set without a focus, key or pointer event (as autofill can).
    for (const [name, value] of [
      ['name', 'Jane'],
      ['email', 'j@x.io'],
    ]) {
      const field = data.demo.fields.find((candidate) => candidate.name === name)!;
      fireEvent.change(screen.getByRole('textbox', { name: field.label }), { target: { value } });
    }
    expect(fakeVoice.store).toBeNull();
    // A click dispatched straight at the button: no pointer, focus or key event comes first.
    act(() => screen.getByRole('button', { name: data.demo.submit.label }).click());
    await waitFor(() => expect(fakeVoice.starts).toHaveLength(1));
    expect(fakeVoice.starts[0]).toMatchObject({ origin: 'form', dynamicVariables: { user_email: 'j@x.io' } });
  });
});
