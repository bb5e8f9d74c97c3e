// @vitest-environment node
// The production build refuses the template's values (.env.example copied and never edited) and an
// allow-list that lacks an agent of its SITE_ENV, one line each.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURE_SITE } from '../../fixture-site.ts';
import { productionProblems } from '../../../../scripts/build/production-guard.ts';
import { gatherGuardInput } from '../../../../scripts/build/production-input.ts';
import {
  allowListProblems,
  examplePlaceholders,
  placeholderProblems,
} from '../../../../scripts/build/production-placeholders.ts';

const example = examplePlaceholders(readFileSync('.env.example', 'utf8'));

describe('placeholders from .env.example', () => {
  it("reads the template's values, commented-out ones included", () => {
    expect(example).toMatchObject({
      SITE_ORIGIN: expect.any(String),
      VITE_SUPABASE_URL: expect.stringContaining('your-project-ref'),
      VITE_SUPABASE_PUBLISHABLE_KEY: expect.stringMatching(/^sb_publishable_/),
    });
    expect(examplePlaceholders('# VOICE=wss://x.example\nA=\n')).toEqual({ VOICE: 'wss://x.example' });
  });

  it('refuses each template value with one line naming the variable and the value', () => {
    const problems = placeholderProblems(example, example);
    expect(problems).toHaveLength(Object.keys(example).length);
    expect(problems).toContain(
      `SITE_ORIGIN is ${example.SITE_ORIGIN}, the placeholder from .env.example: set the address the site is served from.`,
    );
    for (const name of Object.keys(example))
      expect(problems.filter((line) => line.startsWith(`${name} is `))).toHaveLength(1);
  });

  it('refuses the tell-tale parts of a template value under any name, and passes real values', () => {
    expect(placeholderProblems({ VITE_SUPABASE_URL: 'https://your-project-ref.supabase.co' }, {})).toHaveLength(1);
    expect(placeholderProblems({ VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_replace_me' }, {})).toHaveLength(1);
    const real = { SITE_ORIGIN: 'https://www.acme.com.au', VITE_SUPABASE_URL: 'https://abcd.supabase.co' };
    expect(placeholderProblems(real, example)).toEqual([]);
  });

  it('stop the real production build of an unedited copy of .env.example', () => {
    const input = gatherGuardInput(process.cwd(), { ...example, SITE_ENV: 'production' }, FIXTURE_SITE);
    const problems = productionProblems(input);
    for (const name of ['SITE_ORIGIN', 'VITE_SUPABASE_URL', 'VITE_SUPABASE_PUBLISHABLE_KEY']) {
      expect(problems.some((line) => line.startsWith(`${name} is ${example[name]}, the placeholder`))).toBe(true);
    }
  }, 60_000);
});

describe("the functions' allow-list", () => {
  const pushed = { restaurant: { id: 'agent_live_restaurant' }, general: { id: 'agent_live_general' } };

  it('passes when it holds every pushed agent of SITE_ENV', () => {
    expect(allowListProblems('production', pushed, ['agent_live_general', 'agent_live_restaurant', 'other'])).toEqual(
      [],
    );
  });

  it('refuses, one line per flow, an agent pushed after the functions were generated', () => {
    expect(allowListProblems('production', pushed, ['agent_live_general'])).toEqual([
      "restaurant: agent agent_live_restaurant from industries/agents/production.yaml is not in the functions' allow-list (supabase/functions/_shared/generated/voice-agent-ids.ts), so voice-signed-url would refuse it: run npm run generate, then deploy the functions again (npx supabase functions deploy).",
    ]);
  });

  it('refuses a missing allow-list', () => {
    expect(allowListProblems('production', pushed, null)).toEqual([
      'supabase/functions/_shared/generated/voice-agent-ids.ts is missing or unreadable: run npm run generate, then deploy the functions again (npx supabase functions deploy).',
    ]);
  });

  it('is part of the production guard', () => {
    const problems = productionProblems({
      env: {
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc123',
        SITE_ORIGIN: 'https://www.acme.com.au',
        SITE_ENV: 'production',
      },
      defaultOrigin: 'https://www.harbourline.ai',
      flows: [{ slug: 'restaurant', yamlAgentId: 'agent_restaurant_demo_01' }],
      agentIds: { restaurant: { id: 'agent_7101k5zvyjhmfg983brhmhkd98n6', hash: 'h1' } },
      scheduling: null,
      allowList: ['agent_restaurant_demo_01'],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^restaurant: agent agent_7101k5zvyjhmfg983brhmhkd98n6 from industries\/agents\/production\.yaml/,
    );
  });
});
