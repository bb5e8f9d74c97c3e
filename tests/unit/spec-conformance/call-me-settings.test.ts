// @vitest-environment node
// "Call me" settings from YAML (site.yaml callMe, each flow's agent.phone): the functions' generated copy
// matches them, the schema's defaults are the issue's, and every flow's phone first message says who is
// calling, for which company and why, and offers to end the call, from the server's copy.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CallMeSiteSchema } from '../../../schemas/call-me-site.ts';
import { AgentPhoneSchema, phoneFirstMessage } from '../../../schemas/agent-phone.ts';
import {
  CALL_ME_CONFIG_FILE,
  callMeConfig,
  callMeConfigModule,
} from '../../../scripts/content-engine/generate/call-me-config.ts';
import { loadContent } from '../../../scripts/content-engine/load.ts';
import { CALL_ME_CONFIG } from '../../../supabase/functions/_shared/generated/call-me-config.ts';

const { registry } = loadContent({ root: process.cwd() });
if (!registry) throw new Error('The content does not load: run npm run validate');

describe('call-me settings from YAML', () => {
  it("the functions' copy is up to date (npm run generate)", () => {
    expect(readFileSync(CALL_ME_CONFIG_FILE, 'utf8')).toBe(callMeConfigModule(registry));
    expect(CALL_ME_CONFIG).toEqual(callMeConfig(registry));
  });

  it('defaults to the six countries, 1 call a day and 3 in 30 days per number, a cap of 20 calls an hour and 60 a day, quiet 21:00 to 08:00', () => {
    expect(CallMeSiteSchema.parse(undefined)).toEqual({
      countries: ['AU', 'NZ', 'GB', 'US', 'CA', 'IE'],
      perNumberPerDay: 1,
      perNumberPer30Days: 3,
      callsPerHour: 20,
      callsPerDay: 60,
      quietHours: { from: '21:00', until: '08:00' },
    });
    expect(CallMeSiteSchema.safeParse({ countries: ['au'] }).success).toBe(false);
    expect(CallMeSiteSchema.safeParse({ callsPerHour: 0 }).success).toBe(false);
    expect(CallMeSiteSchema.safeParse({ quietHours: { from: '9pm' } }).success).toBe(false);
  });

  it('every flow that offers Call me, and no other, has a phone first message with the brand, the reason and the offer to end', () => {
    const offering = registry.routes.flatMap((route) =>
      route.data.kind === 'demo' && route.data.demo.session.callMe.enabled ? [route.data.slug] : [],
    );
    expect(offering.length).toBeGreaterThan(0);
    expect(Object.keys(CALL_ME_CONFIG.flows).sort()).toEqual(offering.sort());
    const brand = registry.site.brand.name;
    const fallback = phoneFirstMessage(AgentPhoneSchema.parse({}), brand);
    expect(fallback).toContain(brand);
    expect(fallback).toMatch(/asked for a call on our website/);
    expect(fallback).toMatch(/didn't ask for this call.*end it/);
    for (const flow of Object.values(CALL_ME_CONFIG.flows)) {
      for (const message of [flow.firstMessage, ...Object.values(flow.languages ?? {})]) {
        expect(message).not.toContain('{brand}');
        expect(message).toContain(brand);
        expect(message.length).toBeGreaterThan(20);
      }
      // A translated opening is the translation's, never the source's words again.
      for (const message of Object.values(flow.languages ?? {})) expect(message).not.toBe(flow.firstMessage);
    }
  });
});
