// @vitest-environment jsdom
// The voice store itself, with a stand-in SDK chunk: a start that waits for the chunk, a chunk that
// cannot load, slices read through useVoice, and the store's tie to the page's lifetime.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  VoiceActions,
  VoiceEvents,
  VoiceRuntimeModule,
  VoiceStart,
  VoiceStateWriter,
} from '../../../src/features/demo/voice/types.ts';
import { useVoice, useVoiceLifetime, VoiceStoreProvider } from '../../../src/features/demo/voice/useVoice.ts';
import { createVoiceStore, type VoiceStore } from '../../../src/features/demo/voice/voiceStore.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** An SDK chunk that arrives when the test says, and the runtime it creates. */
function deferredChunk() {
  let arrive: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const runtime: VoiceActions = {
    start: vi.fn(),
    end: vi.fn(),
    sendText: vi.fn(() => true),
    sendFeedback: vi.fn(),
    setMuted: vi.fn(),
    enableAudio: vi.fn(),
    levels: vi.fn(() => ({ input: 0.5, output: 0.5 })),
    spectrum: vi.fn(() => null),
    leave: vi.fn(),
  };
  const chunk = { writer: null as VoiceStateWriter | null, runtime };
  const module: VoiceRuntimeModule = {
    createVoiceRuntime(writer) {
      chunk.writer = writer;
      return runtime;
    },
  };
  const load = vi.fn(
    () =>
      new Promise<VoiceRuntimeModule>((resolve, reject) => {
        arrive = () => resolve(module);
        fail = reject;
      }),
  );
  return { load, chunk, arrive: () => act(async () => arrive()), fail: (error: Error) => act(async () => fail(error)) };
}

function request(events: Partial<VoiceEvents> = {}): VoiceStart {
  const noop = () => {};
  return {
    agentId: 'agent_test',
    session: { flow: 'general', details: {}, noticeShown: true, page: '/demo' },
    dynamicVariables: { caller_name: 'Jane' },
    textOnly: false,
    origin: 'form',
    events: {
      onMicGranted: noop,
      onMicDenied: noop,
      onConnected: noop,
      onStartFailed: noop,
      onEnded: noop,
      onDropped: noop,
      onFeedback: noop,
      ...events,
    },
  };
}

describe('voiceStore', () => {
  it('keeps a start asked for before the SDK chunk arrived, and runs it once the chunk is there', async () => {
    const { load, chunk, arrive } = deferredChunk();
    const store = createVoiceStore(load);
    const start = request();
    store.start(start);
    expect(store.getSnapshot()).toMatchObject({ status: 'preparing', textOnly: false });
    // A second press while the first waits is the same start.
    store.start(request());
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(chunk.runtime.start).toHaveBeenCalledTimes(1);
    expect(chunk.runtime.start).toHaveBeenCalledWith(start);
    store.start(start);
    expect(chunk.runtime.start).toHaveBeenCalledTimes(2);
  });

  it('drops the waiting start when the visitor ends it or leaves before the chunk arrives', async () => {
    for (const cancel of [(store: VoiceStore) => store.end('visitor'), (store: VoiceStore) => store.leave()]) {
      const { load, chunk, arrive } = deferredChunk();
      const store = createVoiceStore(load);
      store.start(request());
      cancel(store);
      expect(store.getSnapshot().status).toBe('idle');
      await arrive();
      expect(chunk.runtime.start).not.toHaveBeenCalled();
    }
  });

  it('reports a start failure when the chunk cannot load, and loads again on the next start', async () => {
    const onStartFailed = vi.fn();
    const { load, fail } = deferredChunk();
    const store = createVoiceStore(load);
    store.start(request({ onStartFailed }));
    await fail(new Error('Failed to fetch dynamically imported module'));
    expect(onStartFailed).toHaveBeenCalledWith({
      error: new Error('The voice SDK could not be loaded'),
      origin: 'form',
    });
    expect(onStartFailed.mock.calls[0]![0].error.cause).toEqual(
      new Error('Failed to fetch dynamically imported module'),
    );
    expect(store.getSnapshot().status).toBe('idle');
    store.start(request());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads the chunk once for a preload and a later start, and then delegates every action', async () => {
    const { load, chunk, arrive } = deferredChunk();
    const store = createVoiceStore(load);
    expect(store.sendText('hi')).toBe(false);
    expect(store.levels()).toEqual({ input: 0, output: 0 });
    store.preload();
    await arrive();
    store.start(request());
    store.end('visitor');
    store.sendFeedback(true);
    expect(store.sendText('hi')).toBe(true);
    expect(store.levels()).toEqual({ input: 0.5, output: 0.5 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(chunk.runtime.start).toHaveBeenCalledTimes(1);
    expect(chunk.runtime.end).toHaveBeenCalledWith('visitor');
    expect(chunk.runtime.sendFeedback).toHaveBeenCalledWith(true);
  });

  it('re-renders a component only when the slice it reads changes', async () => {
    const { load, chunk, arrive } = deferredChunk();
    const store = createVoiceStore(load);
    store.preload();
    await arrive();
    let renders = 0;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <VoiceStoreProvider value={store}>{children}</VoiceStoreProvider>
    );
    const { result } = renderHook(
      () => {
        renders += 1;
        return useVoice((state) => state.status);
      },
      { wrapper },
    );
    expect(result.current).toBe('idle');
    const before = renders;
    act(() => chunk.writer!.set({ mode: 'speaking' }));
    expect(renders).toBe(before);
    act(() => chunk.writer!.set({ status: 'connected' }));
    expect(result.current).toBe('connected');
  });

  it('says where the provider is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useVoice((state) => state.status))).toThrow(/VoiceStoreProvider/);
  });
});

describe('useVoiceLifetime', () => {
  it('loads the SDK on the first interaction, hangs up on pagehide and leaves with the page', () => {
    const store = createVoiceStore(deferredChunk().load);
    const preload = vi.spyOn(store, 'preload');
    const end = vi.spyOn(store, 'end');
    const leave = vi.spyOn(store, 'leave');
    const { unmount } = renderHook(() => useVoiceLifetime(store));
    expect(preload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(preload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(end).toHaveBeenCalledWith('left');
    unmount();
    expect(leave).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(end).toHaveBeenCalledTimes(1);
  });
});
