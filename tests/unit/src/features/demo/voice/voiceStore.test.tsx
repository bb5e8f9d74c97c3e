// @vitest-environment jsdom
// The voice store itself, with a stand-in session chunk and bridge: a start that waits for the bridge
// to attach, a chunk that cannot load, slices read through useVoice, and the store's tie to the page's
// lifetime.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VoiceSessionModule } from '../../../../../../src/features/demo/voice/loadRuntime.ts';
import type {
  VoiceEvents,
  VoiceRuntime,
  VoiceStart,
  VoiceStateWriter,
} from '../../../../../../src/features/demo/voice/types.ts';
import { useVoice, useVoiceLifetime, VoiceStoreProvider } from '../../../../../../src/features/demo/voice/useVoice.ts';
import { createVoiceStore, type VoiceStore } from '../../../../../../src/features/demo/voice/voiceStore.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * A session chunk that arrives when the test says, and the runtime its bridge attaches (the page's slot
 * renders the chunk and the bridge attaches in an effect: here `attach` does it by hand).
 */
function deferredChunk() {
  let arrive: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const runtime: VoiceRuntime = {
    start: vi.fn(),
    end: vi.fn(),
    sendText: vi.fn(() => true),
    sendFeedback: vi.fn(),
    enableAudio: vi.fn(),
    showBookingLink: vi.fn(),
    leave: vi.fn(),
  };
  const chunk = { writer: null as VoiceStateWriter | null, runtime };
  const module = { VoiceSession: () => null } as unknown as VoiceSessionModule;
  const load = vi.fn(
    () =>
      new Promise<VoiceSessionModule>((resolve, reject) => {
        arrive = () => resolve(module);
        fail = reject;
      }),
  );
  const attach = (store: VoiceStore) =>
    store.attach((writer) => {
      chunk.writer = writer;
      return runtime;
    });
  return {
    load,
    chunk,
    module,
    attach,
    arrive: () => act(async () => arrive()),
    fail: (error: Error) => act(async () => fail(error)),
  };
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
  it('keeps a start asked for before the chunk arrived, and runs it once its bridge has attached', async () => {
    const { load, chunk, module, arrive, attach } = deferredChunk();
    const store = createVoiceStore(load);
    expect(store.getChunk()).toEqual({ status: 'idle' });
    const start = request();
    store.start(start);
    expect(store.getSnapshot()).toMatchObject({ status: 'preparing', textOnly: false });
    expect(store.getChunk()).toEqual({ status: 'loading' });
    // A second press while the first waits is the same start.
    store.start(request());
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(store.getChunk()).toEqual({ status: 'ready', module });
    expect(chunk.runtime.start).not.toHaveBeenCalled();
    attach(store);
    await Promise.resolve();
    expect(chunk.runtime.start).toHaveBeenCalledTimes(1);
    expect(chunk.runtime.start).toHaveBeenCalledWith(start);
    store.start(start);
    expect(chunk.runtime.start).toHaveBeenCalledTimes(2);
  });

  it('hands a waiting start to the bridge that stays: StrictMode attaches, detaches and attaches again', async () => {
    const { load, arrive } = deferredChunk();
    const store = createVoiceStore(load);
    const start = request();
    store.start(start);
    await arrive();
    const first = { start: vi.fn(), leave: vi.fn() };
    const second = { start: vi.fn(), leave: vi.fn() };
    const runtime = (parts: typeof first) => () => ({ ...deferredChunk().chunk.runtime, ...parts });
    store.attach(runtime(first))();
    store.attach(runtime(second));
    await Promise.resolve();
    expect(first.start).not.toHaveBeenCalled();
    expect(second.start).toHaveBeenCalledWith(start);
    expect(store.getSnapshot().status).toBe('preparing');
  });

  it('drops the waiting start when the visitor ends it or leaves before the chunk arrives', async () => {
    for (const cancel of [(store: VoiceStore) => store.end('visitor'), (store: VoiceStore) => store.leave()]) {
      const { load, chunk, arrive, attach } = deferredChunk();
      const store = createVoiceStore(load);
      store.start(request());
      cancel(store);
      expect(store.getSnapshot().status).toBe('idle');
      await arrive();
      attach(store);
      await Promise.resolve();
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
    // The session stage shows the failure with a retry button.
    expect(store.getChunk()).toEqual({ status: 'failed' });
    store.start(request());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads the chunk once for a preload and a later start, delegates every action, and leaves on detach', async () => {
    const { load, chunk, arrive, attach } = deferredChunk();
    const store = createVoiceStore(load);
    expect(store.sendText('hi')).toBe(false);
    store.preload();
    await arrive();
    const detach = attach(store);
    store.start(request());
    store.end('visitor');
    store.sendFeedback(true);
    store.enableAudio();
    expect(store.sendText('hi')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(chunk.runtime.start).toHaveBeenCalledTimes(1);
    expect(chunk.runtime.end).toHaveBeenCalledWith('visitor');
    expect(chunk.runtime.sendFeedback).toHaveBeenCalledWith(true);
    expect(chunk.runtime.enableAudio).toHaveBeenCalledTimes(1);
    // The provider unmounts (the page goes): the call ends, and the store no longer reaches the runtime.
    detach();
    expect(chunk.runtime.leave).toHaveBeenCalledTimes(1);
    expect(store.sendText('hi')).toBe(false);
  });

  it('re-renders a component only when the slice it reads changes', async () => {
    const { load, chunk, arrive, attach } = deferredChunk();
    const store = createVoiceStore(load);
    store.preload();
    await arrive();
    attach(store);
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
    act(() => chunk.writer!.set({ activity: { kind: 'thinking' } }));
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
