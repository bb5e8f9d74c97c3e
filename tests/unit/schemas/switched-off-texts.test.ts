// @vitest-environment node
// A translation holds the texts a visitor can see: the words of Call me, and the agent's phone opening,
// only where the flow switches Call me on (schemas/translation-texts.ts, SWITCHED_OFF).
import { describe, expect, it } from 'vitest';
import { IndustrySchema } from '../../../schemas/industry.ts';
import { textLeaves } from '../../../schemas/translation-texts.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** A fixture industry with an agent block, checked, with Call me switched on or not. */
const paths = (callMe: boolean) => {
  const data = IndustrySchema.parse(parse(readFileSync(join('tests/fixtures/site', 'healthcare.yaml'), 'utf8')));
  data.demo.session.callMe.enabled = callMe;
  return textLeaves(IndustrySchema, data).map((leaf) => leaf.path.join('.'));
};

describe('texts of a switched-off feature', () => {
  it('asks for no Call me words and no phone opening where Call me is off', () => {
    const off = paths(false);
    expect(off.some((path) => path.includes('callMe'))).toBe(false);
    expect(off.some((path) => path.includes('agent.phone'))).toBe(false);
    expect(off).toContain('demo.agent.firstMessage');
  });

  it('asks for both where it is on, but never for the phone prompt (instructions to the agent)', () => {
    const on = paths(true);
    expect(on).toEqual(expect.arrayContaining(['demo.session.callMe.button', 'demo.agent.phone.firstMessage']));
    expect(on).not.toContain('demo.agent.phone.prompt');
  });
});
