// session.callMe: off by default, every text from YAML with a default, and the rule that a flow offering
// Call me asks for the number it calls (pinned on a copy of the fixture site, as an author reads it).
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { CallMeSchema } from '../../../schemas/call-me.ts';
import { SessionSchema } from '../../../schemas/demo-screens.ts';
import { copyContent, edit, problemsIn } from '../support/content.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('session.callMe', () => {
  it('is off when a flow does not mention it', () => {
    expect(SessionSchema.parse({ title: 'Your agent' }).callMe.enabled).toBe(false);
  });

  it('needs only enabled: true; every text has a default in the site’s words', () => {
    const callMe = CallMeSchema.parse({ enabled: true });
    expect(callMe.button).toBe('Call me');
    expect(callMe.consent).toBe(
      'I agree to one automated call from {brand}’s AI agent to this number now. Calls may be recorded.',
    );
    expect(callMe.defaultCountry).toBe('AU');
    expect(Object.keys(callMe.messages)).toEqual(
      expect.arrayContaining(['missing', 'invalid', 'notCallable', 'countryNotOffered', 'consentMissing']),
    );
    expect(Object.keys(callMe.refusals)).toEqual(
      expect.arrayContaining(['quietHours', 'numberLimit', 'rateLimited', 'budget', 'checkFailed', 'failed']),
    );
    expect(callMe.refusals.quietHours).toContain('{time}');
    expect(Object.keys(callMe.screen)).toEqual(
      expect.arrayContaining(['placing', 'ringing', 'inProgress', 'ended', 'noAnswer', 'busy', 'declined', 'failed']),
    );
    for (const value of [...Object.values(callMe.messages), ...Object.values(callMe.screen)]) {
      expect(value.trim()).not.toBe('');
    }
  });

  it('keeps a flow’s own wording and refuses a country that is not two capital letters', () => {
    expect(CallMeSchema.parse({ enabled: true, button: 'Ring me' }).button).toBe('Ring me');
    expect(CallMeSchema.safeParse({ defaultCountry: 'gb' }).error?.issues[0]?.message).toBe(
      '"gb" is not a country code: write two capital letters (ISO 3166-1), e.g. AU',
    );
  });

  it('reports a flow that offers Call me without a phone field, at the enabled line', () => {
    dir = copyContent();
    edit(
      dir,
      'demos/interview-sales.yaml',
      '    startLabel: Start Interview\n',
      '    startLabel: Start Interview\n    callMe:\n      enabled: true\n',
    );
    expect(problemsIn(dir)).toBe(
      'industries/demos/interview-sales.yaml:46:16 demo.session.callMe.enabled: Call me phones the number in the form, but this flow has no phone field. Add a field with name: phone to fields, or set enabled: false',
    );
  });

  it('accepts Call me on a flow with a phone field, even an optional one', () => {
    dir = copyContent();
    edit(dir, 'restaurant.yaml', '  session:\n', '  session:\n    callMe: { enabled: true }\n');
    expect(problemsIn(dir)).toBe('');
  });
});
