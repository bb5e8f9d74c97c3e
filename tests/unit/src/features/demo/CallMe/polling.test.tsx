// @vitest-environment jsdom
// The call screen's polling: every 2 s while the call is not over, "cannot see the call" after three failed
// reads in a row, an unknown call ends as failed, and nothing more is read once the screen closes.
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCall, type PhoneCall } from '../../../../../../src/features/demo/CallMe/callMeApi.ts';
import {
  POLL_INTERVAL_MS,
  usePhoneCallPolling,
} from '../../../../../../src/features/demo/CallMe/usePhoneCallPolling.ts';
import { BackendError } from '../../../../../../src/lib/backend.ts';

vi.mock('../../../../../../src/features/demo/CallMe/callMeApi.ts', () => ({ readCall: vi.fn() }));

const RINGING: PhoneCall = { callId: 'call_1', status: { state: 'ringing', conversationId: 'conv_1' }, lost: false };

function follow(initial: PhoneCall | null = RINGING) {
  return renderHook(() => {
    const [call, setCall] = useState<PhoneCall | null>(initial);
    usePhoneCallPolling(call, setCall);
    return { call, setCall };
  });
}
const tick = () => act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(readCall).mockReset();
});
afterEach(() => vi.useRealTimers());

describe('usePhoneCallPolling', () => {
  it('reads the state every interval until the call has ended, then stops', async () => {
    vi.mocked(readCall)
      .mockResolvedValueOnce({ state: 'in-progress', conversationId: 'conv_1' })
      .mockResolvedValueOnce({ state: 'ended', reason: 'busy', conversationId: 'conv_1' });
    const { result } = follow();
    await tick();
    expect(result.current.call?.status.state).toBe('in-progress');
    await tick();
    expect(result.current.call?.status).toEqual({ state: 'ended', reason: 'busy', conversationId: 'conv_1' });
    await tick();
    await tick();
    expect(readCall).toHaveBeenCalledTimes(2);
  });

  it('says the call cannot be seen after three failed reads, and recovers on the next good one', async () => {
    vi.mocked(readCall).mockRejectedValue(new BackendError('offline', 0, 'network'));
    const { result } = follow();
    await tick();
    await tick();
    expect(result.current.call?.lost).toBe(false);
    await tick();
    expect(result.current.call?.lost).toBe(true);
    vi.mocked(readCall).mockResolvedValue({ state: 'ringing', conversationId: 'conv_1' });
    await tick();
    expect(result.current.call?.lost).toBe(false);
  });

  it('ends an unknown call as failed, keeping its conversation', async () => {
    vi.mocked(readCall).mockRejectedValue(new BackendError('gone', 404, 'call_not_found'));
    const { result } = follow();
    await tick();
    expect(result.current.call?.status).toEqual({ state: 'ended', reason: 'failed', conversationId: 'conv_1' });
  });

  it('reads nothing more once the screen closes', async () => {
    vi.mocked(readCall).mockResolvedValue({ state: 'ringing', conversationId: 'conv_1' });
    const { result } = follow();
    await tick();
    act(() => result.current.setCall(null));
    await tick();
    await tick();
    expect(readCall).toHaveBeenCalledTimes(1);
  });
});
