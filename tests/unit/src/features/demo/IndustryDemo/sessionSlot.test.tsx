// @vitest-environment jsdom
// The one slot of a demo page where the session chunk renders (VoiceSessionSlot): nothing before it is
// wanted, a polite loading line on the session stage while it comes, and the chunk mounted once for
// every stage after (its ConversationProvider's unmount would end the call).
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenTextsSchema } from '../../../../../../schemas/demo-texts.ts';
import type { SessionScreenProps } from '../../../../../../src/features/demo/SessionScreen/SessionScreen.tsx';
import { VoiceSessionSlot } from '../../../../../../src/features/demo/IndustryDemo/VoiceSessionSlot.tsx';
import type { VoiceSessionModule } from '../../../../../../src/features/demo/voice/loadRuntime.ts';
import { ScreenTextsProvider } from '../../../../../../src/features/demo/screenTexts.ts';
import { createVoiceStore, type VoiceStore } from '../../../../../../src/features/demo/voice/voiceStore.ts';
import { flowAt } from '../../../../support/flows.ts';

afterEach(cleanup);

const texts = ScreenTextsSchema.parse({});
const demo = flowAt('/healthcare-demo').demo;
const screenProps = { demo } as SessionScreenProps;

/** A chunk that arrives when the test says; its component counts mounts and shows whether it has a screen. */
function deferredChunk() {
  const counts = { mounts: 0 };
  const module = {
    VoiceSession: ({ screen }: { screen: SessionScreenProps | null }) => {
      useEffect(() => void (counts.mounts += 1), []);
      return <p>{screen ? 'session screen' : 'provider only'}</p>;
    },
  } as unknown as VoiceSessionModule;
  let arrive: () => void = () => {};
  const load = vi.fn(() => new Promise<VoiceSessionModule>((resolve) => (arrive = () => resolve(module))));
  return { load, counts, arrive: () => act(async () => arrive()) };
}

function slot(store: VoiceStore<VoiceSessionModule>, screen: SessionScreenProps | null) {
  return (
    <MantineProvider>
      <ScreenTextsProvider value={texts}>
        <VoiceSessionSlot store={store} screen={screen} />
      </ScreenTextsProvider>
    </MantineProvider>
  );
}

describe('VoiceSessionSlot', () => {
  it('renders nothing and loads nothing on the form stage before the first interaction', () => {
    const { load } = deferredChunk();
    const { container } = render(slot(createVoiceStore(load), null));
    // Mantine's provider adds its <style>; the slot adds no element.
    expect(container.querySelectorAll(':not(style)')).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the session heading and a polite loading line while the chunk comes, then the screen', async () => {
    const { load, arrive } = deferredChunk();
    render(slot(createVoiceStore(load), screenProps));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 2, name: demo.session.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(texts.sessionLoading);
    await arrive();
    expect(screen.getByText('session screen')).toBeInTheDocument();
    expect(screen.queryByText(texts.sessionLoading)).toBeNull();
  });

  it('keeps the loaded chunk mounted from the form stage to the session stage and back', async () => {
    const { load, counts, arrive } = deferredChunk();
    const store = createVoiceStore(load);
    const { rerender } = render(slot(store, null));
    store.preload();
    await arrive();
    expect(screen.getByText('provider only')).toBeInTheDocument();
    rerender(slot(store, screenProps));
    expect(screen.getByText('session screen')).toBeInTheDocument();
    rerender(slot(store, null));
    expect(screen.getByText('provider only')).toBeInTheDocument();
    expect(counts.mounts).toBe(1);
  });
});
