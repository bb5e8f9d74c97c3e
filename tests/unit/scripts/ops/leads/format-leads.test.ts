// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatLeadsTable } from '../../../../../scripts/ops/leads/format-leads.ts';

describe('formatLeadsTable', () => {
  it('says so when there are no leads', () => {
    expect(formatLeadsTable([])).toBe('No demo or contact requests yet.');
  });

  it('labels sources, joins the notes, flattens line breaks and shortens long cells', () => {
    const table = formatLeadsTable([
      {
        created_at: '2025-06-01T04:05:00.000Z',
        source: 'demo_modal',
        name: 'Ada Lovelace',
        company: 'Analytical Engines',
        email: 'ada@example.com',
        phone: '',
        website: 'engines.example',
        ai_help: 'Answer calls\nafter hours',
        additional_notes: 'x'.repeat(100),
      },
      {
        created_at: '2025-06-01T03:00:00.000Z',
        source: 'contact',
        name: 'Ann',
        company: 'Acme',
        email: '',
        phone: '1',
      },
    ]);
    const [header, , ada, ann, , count] = table.split('\n');
    expect(header).toMatch(/^Received\s+From\s+Lang\s+Name\s+E-mail\s+Company\s+Phone\s+Website\s+Notes$/);
    expect(ada).toContain('Book demo');
    expect(ada).toContain('Answer calls after hours / xxx');
    expect(ada).toMatch(/…$/);
    expect(ann).toContain('Contact');
    expect(count).toBe('2 requests, newest first.');
  });
});
