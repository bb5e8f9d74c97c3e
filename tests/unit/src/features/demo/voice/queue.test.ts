// The queued state's timing: a start to an agent that queues says so after a few seconds of
// connecting, and is given the queue's longest wait on top of the usual connect limit.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clockTime,
  connectTimeoutMs,
  noticeQueue,
  QUEUE_NOTICE_AFTER_MS,
} from '../../../../../../src/features/demo/voice/queue.ts';
import { CONNECT_TIMEOUT_MS } from '../../../../../../src/features/demo/voice/timeouts.ts';
import type { VoiceState } from '../../../../../../src/features/demo/voice/types.ts';

describe('the wait in a full agent queue', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('allows the queue wait on top of the connect limit', () => {
    expect(connectTimeoutMs(undefined)).toBe(CONNECT_TIMEOUT_MS);
    expect(connectTimeoutMs(60)).toBe(CONNECT_TIMEOUT_MS + 60_000);
  });

  it('shows the queued state only for an agent that queues, and only while still connecting', () => {
    const set = vi.fn<(patch: Partial<VoiceState>) => void>();
    const store = { get: () => ({}) as VoiceState, set };
    let connecting = true;
    noticeQueue(store, 60, () => connecting);
    noticeQueue(store, undefined, () => true);
    vi.advanceTimersByTime(QUEUE_NOTICE_AFTER_MS - 1);
    expect(set).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(set).toHaveBeenCalledTimes(1);
    expect(set.mock.calls[0]![0].queued).toMatchObject({ limitSeconds: 60 });

    set.mockClear();
    noticeQueue(store, 60, () => connecting);
    connecting = false;
    vi.advanceTimersByTime(QUEUE_NOTICE_AFTER_MS);
    expect(set).not.toHaveBeenCalled();
  });

  it('says waits as m:ss', () => {
    expect([clockTime(0), clockTime(9.7), clockTime(60), clockTime(75), clockTime(600)]).toEqual([
      '0:00',
      '0:09',
      '1:00',
      '1:15',
      '10:00',
    ]);
  });
});
