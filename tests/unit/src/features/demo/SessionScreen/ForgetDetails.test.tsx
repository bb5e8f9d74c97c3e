// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeVoice } from '../../../../support/fakeVoiceRuntime.tsx';
import { FLOWS } from '../../../../support/flows.ts';
import { renderFlow } from '../../../../support/demo.tsx';

vi.mock(
  '../../../../../../src/features/demo/voice/session/VoiceSession.tsx',
  () => import('../../../../support/fakeVoiceRuntime.tsx'),
);
vi.mock('@elevenlabs/react', () => import('../../../../support/fakeConversation.tsx'));
vi.mock('../../../../../../src/features/demo/voice/signedUrl.ts', () => ({ prefetchSignedUrl: vi.fn() }));

const stored = FLOWS.filter((data) => data.demo.storage !== 'memory');
const inMemory = FLOWS.filter((data) => data.demo.storage === 'memory');

beforeEach(() => {
  resetFakeVoice();
  localStorage.clear();
});

describe('Forget my details', () => {
  it('exists for the flows that keep details in local storage', () => {
    expect(stored.length).toBeGreaterThan(0);
  });

  it.each(stored.map((data) => [data.demo.path, data] as const))(
    'clears the saved details and the form on %s, keeping the storage key',
    async (_, data) => {
      if (data.demo.storage === 'memory') throw new Error('unreachable');
      const key = data.demo.storage.localStorageKey;
      const saved = Object.fromEntries(data.demo.fields.map((field) => [field.name, `saved ${field.name}`]));
      localStorage.setItem(key, JSON.stringify(saved));
      const view = await renderFlow(data);
      const first = data.demo.fields[0]!;
      expect(await screen.findByDisplayValue(`saved ${first.name}`)).toBeInTheDocument();

      await view.user.click(screen.getByRole('button', { name: 'Forget my details' }));
      expect(localStorage.getItem(key)).toBeNull();
      expect(screen.queryByDisplayValue(`saved ${first.name}`)).not.toBeInTheDocument();
      expect(screen.getByText('Your details were removed from this browser.')).toBeInTheDocument();
    },
  );

  it.each(inMemory.map((data) => [data.demo.path, data] as const))(
    'is not offered on %s (memory only)',
    async (_, data) => {
      await renderFlow(data);
      expect(screen.queryByRole('button', { name: 'Forget my details' })).not.toBeInTheDocument();
    },
  );
});
