// @vitest-environment node
// One scheduling page: site.yaml's schedulingUrl, copied for the functions, pre-filled with the
// parameter names of the scheduler it points at.
import { describe, expect, it } from 'vitest';
import { schedulingPageModule } from '../../../../../scripts/content-engine/generate/scheduling-page.ts';
import {
  buildSchedulingLink,
  parseSchedulingUrl,
} from '../../../../../supabase/functions/_shared/leads/scheduling-link.ts';

const visitor = { name: 'Ada Lovelace', email: 'ada@example.com', notes: 'Answer after hours' };
const linkFor = (page: string, prefill = visitor) => new URL(buildSchedulingLink(new URL(page), prefill)!);

describe('scheduling page', () => {
  it('writes a copy that reads back as the same address', () => {
    const text = schedulingPageModule("https://cal.com/o'brien/demo");
    expect(text).toContain("export const SCHEDULING_PAGE_URL = 'https://cal.com/o\\'brien/demo';");
  });

  it("pre-fills a cal.com page with cal.com's names: name, email, notes", () => {
    const link = linkFor('https://cal.com/acme/consultation?layout=month_view');
    expect(link.origin + link.pathname).toBe('https://cal.com/acme/consultation');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      layout: 'month_view',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      notes: 'Answer after hours',
    });
  });

  it("pre-fills a Calendly page with Calendly's names: name, email, a1", () => {
    const link = linkFor('https://calendly.com/acme/demo');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      a1: 'Answer after hours',
    });
  });

  it('pre-fills only name and email on a scheduler it does not know', () => {
    const link = linkFor('https://book.example.com/demo');
    expect(Object.fromEntries(link.searchParams)).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
  });

  it('shortens long notes to 1000 characters', () => {
    const link = linkFor('https://cal.com/acme/demo', { ...visitor, notes: 'x'.repeat(1500) });
    expect(link.searchParams.get('notes')).toHaveLength(1000);
    expect(link.searchParams.get('notes')!.endsWith('…')).toBe(true);
  });

  it('says how to fix a malformed address', () => {
    expect(parseSchedulingUrl('')).toBeNull();
    expect(() => parseSchedulingUrl('cal.com/acme')).toThrow(
      'The scheduling page is not a valid URL: "cal.com/acme". Set a full https:// address as schedulingUrl in industries/site.yaml.',
    );
  });
});
