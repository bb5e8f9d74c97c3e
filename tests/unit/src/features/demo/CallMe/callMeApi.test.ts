// The page's two calls of voice-call-me, as the contract words them: POST with the captcha header and the
// request, GET ?call= for the state; an answer outside the contract is an error, never a guessed state.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeCall, readCall } from '../../../../../../src/features/demo/CallMe/callMeApi.ts';
import { BackendError } from '../../../../../../src/lib/backend.ts';

vi.mock('../../../../../../src/lib/captcha.ts', () => ({ startCaptcha: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const REQUEST = {
  agentId: 'agent_general_demo_01',
  flow: 'general',
  details: { name: 'Jane', phone: '0412 345 678' },
  noticeShown: true,
  page: '/demo',
  phone: '0412 345 678',
  country: 'AU',
  consent: true as const,
  dynamicVariables: { caller_name: 'Jane' },
};

describe('voice-call-me from the page', () => {
  it('places a call with the whole request and reads the answer', async () => {
    fetchMock.mockResolvedValue(json(200, { callId: 'c1', conversationId: 'conv_1', state: 'ringing' }));
    expect(await placeCall(REQUEST)).toEqual({ callId: 'c1', conversationId: 'conv_1', state: 'ringing' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/functions\/v1\/voice-call-me$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      ...REQUEST,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('keeps the whole refusal, so the page can word quiet hours with their time', async () => {
    const body = { error: 'quiet_hours', retryAt: '2026-11-27T21:00:00.000Z', timeZone: 'Australia/Sydney' };
    fetchMock.mockResolvedValue(json(409, body));
    const error = await placeCall(REQUEST).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ status: 409, code: 'quiet_hours', body });
  });

  it('reads the state with a GET of ?call=, the reason only once ended', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { state: 'in-progress', conversationId: 'conv_1', reason: 'busy' }));
    expect(await readCall('c/1')).toEqual({ state: 'in-progress', conversationId: 'conv_1' });
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/functions\/v1\/voice-call-me\?call=c%2F1$/);
    expect(fetchMock.mock.calls[0]![1]?.method).toBeUndefined();
    fetchMock.mockResolvedValueOnce(json(200, { state: 'ended', reason: 'no-answer', conversationId: 'conv_1' }));
    expect(await readCall('c1')).toEqual({ state: 'ended', reason: 'no-answer', conversationId: 'conv_1' });
  });

  it('refuses answers outside the contract, and passes on call_not_found', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { state: 'dialling', conversationId: 'conv_1' }));
    await expect(readCall('c1')).rejects.toMatchObject({ code: 'malformed' });
    fetchMock.mockResolvedValueOnce(json(200, { conversationId: 'conv_1' }));
    await expect(placeCall(REQUEST)).rejects.toMatchObject({ code: 'malformed' });
    fetchMock.mockResolvedValueOnce(json(404, { error: 'call_not_found' }));
    await expect(readCall('nope')).rejects.toMatchObject({ status: 404, code: 'call_not_found' });
  });
});
