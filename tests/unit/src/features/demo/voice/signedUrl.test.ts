import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invokeFunction } from '../../../../../../src/lib/backend.ts';
import {
  fetchSignedUrl,
  prefetchSignedUrl,
  SIGNED_URL_TIMEOUT_MS,
  takeSignedUrl,
} from '../../../../../../src/features/demo/voice/signedUrl.ts';

vi.mock('../../../../../../src/lib/backend.ts', () => ({ invokeFunction: vi.fn(), addHeaderSource: vi.fn() }));
vi.mock('../../../../../../src/lib/captcha.ts', () => ({ startCaptcha: vi.fn() }));

let counter = 0;
/** A start for `agentId` by a visitor called `name`. */
const req = (agentId: string, name = 'Ann') => ({
  agentId,
  flow: 'automotive',
  details: { name },
  noticeShown: true,
  page: '/automotive-demo',
});
const signal = new AbortController().signal;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.mocked(invokeFunction).mockImplementation(async (_name, body) => ({
    signedUrl: `ws://127.0.0.1/v1/convai/conversation?agent_id=${(body as { agentId: string }).agentId}&n=${++counter}`,
  }));
});
afterEach(async () => {
  // Drain any prefetched link so tests do not share one.
  await takeSignedUrl(req('agent_drain'), signal).catch(() => {});
  vi.useRealTimers();
  vi.mocked(invokeFunction).mockReset();
});

describe('signed links', () => {
  it("asks the voice-signed-url function for the flow's agent", async () => {
    const { signedUrl: url } = await fetchSignedUrl(req('agent_a'), signal);
    // With the browser's zone, so a meeting booked in the call is in the visitor's time.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(invokeFunction).toHaveBeenCalledWith(
      'voice-signed-url',
      { ...req('agent_a'), timeZone: zone },
      {
        signal,
        timeoutMs: SIGNED_URL_TIMEOUT_MS,
      },
    );
    expect(url).toMatch(/^ws:\/\/127\.0\.0\.1\/v1\/convai\/conversation\?agent_id=agent_a/);
  });

  it('refuses an answer without a ws:// or wss:// link', async () => {
    vi.mocked(invokeFunction).mockResolvedValueOnce({ signedUrl: 'https://example.com' });
    await expect(fetchSignedUrl(req('agent_a'), signal)).rejects.toThrow('without a ws:// or wss:// signedUrl');
  });

  it('uses a prefetched link once, then fetches a new one', async () => {
    prefetchSignedUrl(req('agent_b'));
    prefetchSignedUrl(req('agent_b'));
    // The call waits for the captcha module's dynamic import first.
    await vi.waitFor(() => expect(invokeFunction).toHaveBeenCalledTimes(1));
    const first = await takeSignedUrl(req('agent_b'), signal);
    const second = await takeSignedUrl(req('agent_b'), signal);
    expect(first).not.toBe(second);
    expect(invokeFunction).toHaveBeenCalledTimes(2);
  });

  it('ignores a prefetched link that is too old or for another agent', async () => {
    prefetchSignedUrl(req('agent_c'));
    await vi.waitFor(() => expect(invokeFunction).toHaveBeenCalledTimes(1));
    vi.setSystemTime(Date.now() + 6 * 60_000);
    await takeSignedUrl(req('agent_c'), signal);
    expect(invokeFunction).toHaveBeenCalledTimes(2);
    prefetchSignedUrl(req('agent_c'));
    expect(await takeSignedUrl(req('agent_d'), signal)).toContain('agent_id=agent_d');
  });

  it('ignores a prefetched link whose session record has other details', async () => {
    prefetchSignedUrl(req('agent_f', 'Ann'));
    await vi.waitFor(() => expect(invokeFunction).toHaveBeenCalledTimes(1));
    await takeSignedUrl(req('agent_f', 'Bob'), signal);
    expect(invokeFunction).toHaveBeenCalledTimes(2);
    const bob = { ...req('agent_f', 'Bob'), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
    expect(invokeFunction).toHaveBeenLastCalledWith('voice-signed-url', bob, {
      signal,
      timeoutMs: SIGNED_URL_TIMEOUT_MS,
    });
  });

  it('fetches again when the prefetch failed', async () => {
    vi.mocked(invokeFunction).mockRejectedValueOnce(new Error('voice-signed-url failed: HTTP 503'));
    prefetchSignedUrl(req('agent_e'));
    expect(await takeSignedUrl(req('agent_e'), signal)).toContain('agent_id=agent_e');
  });
});
