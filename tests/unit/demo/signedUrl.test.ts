import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invokeFunction } from '../../../src/lib/backend.ts';
import { fetchSignedUrl, prefetchSignedUrl, takeSignedUrl } from '../../../src/features/demo/voice/signedUrl.ts';

vi.mock('../../../src/lib/backend.ts', () => ({ invokeFunction: vi.fn() }));

let counter = 0;
const signal = new AbortController().signal;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.mocked(invokeFunction).mockImplementation(async (_name, body) => ({
    signedUrl: `ws://127.0.0.1/v1/convai/conversation?agent_id=${(body as { agentId: string }).agentId}&n=${++counter}`,
  }));
});
afterEach(async () => {
  // Drain any prefetched link so tests do not share one.
  await takeSignedUrl('agent_drain', signal).catch(() => {});
  vi.useRealTimers();
  vi.mocked(invokeFunction).mockReset();
});

describe('signed links', () => {
  it("asks the voice-signed-url function for the flow's agent", async () => {
    const url = await fetchSignedUrl('agent_a', signal);
    expect(invokeFunction).toHaveBeenCalledWith('voice-signed-url', { agentId: 'agent_a' }, { signal });
    expect(url).toMatch(/^ws:\/\/127\.0\.0\.1\/v1\/convai\/conversation\?agent_id=agent_a/);
  });

  it('refuses an answer without a ws:// or wss:// link', async () => {
    vi.mocked(invokeFunction).mockResolvedValueOnce({ signedUrl: 'https://example.com' });
    await expect(fetchSignedUrl('agent_a', signal)).rejects.toThrow('without a ws:// or wss:// signedUrl');
  });

  it('uses a prefetched link once, then fetches a new one', async () => {
    prefetchSignedUrl('agent_b');
    prefetchSignedUrl('agent_b');
    expect(invokeFunction).toHaveBeenCalledTimes(1);
    const first = await takeSignedUrl('agent_b', signal);
    const second = await takeSignedUrl('agent_b', signal);
    expect(first).not.toBe(second);
    expect(invokeFunction).toHaveBeenCalledTimes(2);
  });

  it('ignores a prefetched link that is too old or for another agent', async () => {
    prefetchSignedUrl('agent_c');
    vi.setSystemTime(Date.now() + 6 * 60_000);
    await takeSignedUrl('agent_c', signal);
    expect(invokeFunction).toHaveBeenCalledTimes(2);
    prefetchSignedUrl('agent_c');
    expect(await takeSignedUrl('agent_d', signal)).toContain('agent_id=agent_d');
  });

  it('fetches again when the prefetch failed', async () => {
    vi.mocked(invokeFunction).mockRejectedValueOnce(new Error('voice-signed-url failed: HTTP 503'));
    prefetchSignedUrl('agent_e');
    expect(await takeSignedUrl('agent_e', signal)).toContain('agent_id=agent_e');
  });
});
