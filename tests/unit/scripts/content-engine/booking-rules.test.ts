// A flow whose agent books meetings needs site.yaml's booking block: npm run validate says where.
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { copyContent, edit, problemsIn } from '../../support/content.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('validate: booking', () => {
  it('accepts a booking flow when site.yaml has the booking block', () => {
    dir = copyContent();
    expect(problemsIn(dir)).toBe('');
  });

  it("names the flow's agent.booking at file:line:column when site.yaml has no booking block", () => {
    dir = copyContent();
    edit(dir, 'site.yaml', 'booking:\n  eventTypeId: 1234567\n  offerCount: 3\n', '');
    expect(problemsIn(dir)).toMatch(
      /^industries\/demos\/general\.yaml:\d+:\d+ demo\.agent\.booking: This agent books meetings, but site\.yaml has no booking block: add booking with your Cal\.com eventTypeId/m,
    );
  });

  it('refuses a booking block without an event type, at its line', () => {
    dir = copyContent();
    edit(dir, 'site.yaml', '  eventTypeId: 1234567\n', '');
    expect(problemsIn(dir)).toMatch(/^industries\/site\.yaml:\d+:\d+ booking\.eventTypeId/m);
  });
});
