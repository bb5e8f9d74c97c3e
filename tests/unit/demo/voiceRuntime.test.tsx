// @vitest-environment jsdom
// What the demo hands the voice SDK's provider: worklets and the resampler from this origin.
import type { ConversationProviderProps } from '@elevenlabs/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import VoiceRuntime from '../../../src/features/demo/voice/VoiceRuntime.tsx';
import { LIBSAMPLERATE_PATH, WORKLET_PATHS } from '../../../src/features/demo/voice/worklets.ts';

const provider = vi.hoisted(() => ({ props: null as Omit<ConversationProviderProps, 'children'> | null }));

vi.mock('@elevenlabs/react', () => ({
  ConversationProvider: ({ children, ...props }: ConversationProviderProps) => {
    provider.props = props;
    return children;
  },
}));
vi.mock('../../../src/features/demo/voice/useVoiceSession.ts', () => ({ useVoiceSession: () => ({}) }));

afterEach(cleanup);

const ORIGIN = 'https://site.example';
const sameOrigin = (path: string) => new URL(path, `${ORIGIN}/demo/`).origin === ORIGIN && path.startsWith('/');

it('hands the SDK its worklets and the resampler as same-origin paths', () => {
  render(
    <VoiceRuntime config={{ agentId: 'agent_test', dynamicVariables: {}, events: {} as never }} onSession={() => {}} />,
  );
  expect(provider.props).toMatchObject({
    connectionType: 'websocket',
    workletPaths: WORKLET_PATHS,
    libsampleratePath: LIBSAMPLERATE_PATH,
  });
  for (const path of [LIBSAMPLERATE_PATH, WORKLET_PATHS.rawAudioProcessor, WORKLET_PATHS.audioConcatProcessor]) {
    expect(sameOrigin(path), path).toBe(true);
  }
  // The file the SDK would otherwise fetch from jsDelivr, from the package installed here.
  expect(LIBSAMPLERATE_PATH).toMatch(/\/@alexanderolsen\/libsamplerate-js\/dist\/libsamplerate\.worklet\.js$/);
});
