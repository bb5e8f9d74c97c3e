// Every refusal of the voice-call-me contract in the flow's words, under the field it is about.
import { describe, expect, it } from 'vitest';
import { CallMeSchema } from '../../../../../../schemas/call-me.ts';
import { refusalText } from '../../../../../../src/features/demo/CallMe/refusalText.ts';
import { BackendError } from '../../../../../../src/lib/backend.ts';

const callMe = CallMeSchema.parse({ enabled: true });
const { messages, refusals } = callMe;

const refused = (status: number, body: Record<string, unknown>) =>
  new BackendError('refused', status, String(body.error), {}, null, body);

describe('refusalText', () => {
  it.each([
    [400, { error: 'phone_invalid' }, 'phone', messages.invalid],
    [400, { error: 'consent_required' }, 'consent', messages.consentMissing],
    [403, { error: 'number_type_not_allowed', type: 'PREMIUM_RATE' }, 'phone', messages.notCallable],
    [429, { error: 'rate_limited', retryAfter: 60 }, 'form', refusals.rateLimited],
    [400, { error: 'invalid_details', fields: { caller_name: 'characters' } }, 'form', refusals.detailsRefused],
    [403, { error: 'captcha_invalid' }, 'form', refusals.checkFailed],
    [403, { error: 'captcha_missing' }, 'form', refusals.checkFailed],
    [503, { error: 'voice_unavailable' }, 'form', refusals.failed],
    [502, { error: 'http_502' }, 'form', refusals.failed],
  ])('%i %o → %s: its message', (status, body, target, message) => {
    expect(refusalText(refused(status, body), callMe, 'en-AU')).toEqual({ target, message });
  });

  it.each([
    [{ error: 'number_limit' }, refusals.numberLimit],
    [{ error: 'call_me_cap', retryAfter: 1800 }, refusals.budget],
  ])('%o: its message, with the browser demo offered', (body, message) => {
    expect(refusalText(refused(429, body), callMe, 'en-AU')).toEqual({ target: 'form', message, offerBrowser: true });
  });

  it('says nothing about when a number was called, or that it was', () => {
    expect(refusals.numberLimit).not.toMatch(/already|recently|again|tomorrow|\d/i);
  });

  it('names the country that is not offered, in the visitor’s language', () => {
    const error = refused(403, { error: 'country_not_allowed', country: 'FR' });
    expect(refusalText(error, callMe, 'en').message).toBe(
      'We cannot call numbers in France yet. Please try a number in another country, or talk to the agent in your browser instead.',
    );
    expect(refusalText(error, callMe, 'de').message).toContain('Frankreich');
  });

  it('says when to try again after quiet hours, in the number’s zone and the visitor’s locale', () => {
    const error = refused(409, { error: 'quiet_hours', retryAt: '2026-11-27T21:00:00Z', timeZone: 'Australia/Sydney' });
    expect(refusalText(error, callMe, 'en-AU')).toEqual({
      target: 'form',
      message:
        'It is night at that number, so we do not call it now. Please try again after Saturday 8:00 am, Sydney time.',
    });
    const london = refused(409, { error: 'quiet_hours', retryAt: '2026-11-27T08:00:00Z', timeZone: 'Europe/London' });
    expect(refusalText(london, callMe, 'en-GB').message).toContain('after Friday 08:00, London time.');
  });

  it('turns a refused phone field and an answer that never came into words too', () => {
    const field = new BackendError('refused', 400, 'invalid_fields', { phone: 'too_long' });
    expect(refusalText(field, callMe)).toEqual({ target: 'phone', message: messages.invalid });
    expect(refusalText(new BackendError('offline', 0, 'network'), callMe)).toEqual({
      target: 'form',
      message: refusals.failed,
    });
    expect(refusalText(new TypeError('boom'), callMe).message).toBe(refusals.failed);
  });
});
