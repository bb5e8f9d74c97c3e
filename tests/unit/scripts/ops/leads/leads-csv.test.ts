// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvCell, leadsCsv } from '../../../../../scripts/ops/leads/leads-csv.ts';
import { formatSessionsTable } from '../../../../../scripts/ops/leads/format-sessions.ts';

describe('CSV export', () => {
  it.each([
    ['=HYPERLINK("http://x","click")', `"'=HYPERLINK(""http://x"",""click"")"`],
    ['+61 400 000 000', "'+61 400 000 000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
    ['plain, with comma', '"plain, with comma"'],
    ['Ann', 'Ann'],
    [null, ''],
  ])('escapes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('puts requests and voice sessions in one sheet, details and summary included', () => {
    const csv = leadsCsv(
      [{ created_at: '2026-11-23T01:00:00Z', source: 'contact', name: '=cmd', company: 'Acme', email: '', phone: '1' }],
      [
        {
          created_at: '2026-11-23T02:00:00Z',
          flow: 'automotive',
          details: { name: 'Dana', email: 'dana@example.com' },
          duration_seconds: 95,
          call_successful: 'success',
          summary: 'Wants bookings',
          conversation_id: 'conv_1',
          page: '/automotive-demo',
        },
      ],
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toMatch(/^kind,received,source_or_flow,name,email,company,phone,website,notes,/);
    expect(lines[1]).toContain("request,2026-11-23T01:00:00Z,contact,'=cmd,");
    expect(lines[2]).toContain('voice_session,2026-11-23T02:00:00Z,automotive,Dana,dana@example.com');
    expect(lines[2]).toContain('95,success,Wants bookings,conv_1,/automotive-demo');
  });
});

describe('formatSessionsTable', () => {
  it('lists a session with its details, length, result and whole summary', () => {
    const table = formatSessionsTable([
      {
        created_at: '2026-11-23T02:00:00Z',
        flow: 'automotive',
        details: { name: 'Dana', company: 'Dana Motors' },
        outcome_at: '2026-11-23T02:02:00Z',
        duration_seconds: 95,
        call_successful: 'success',
        summary: 'S'.repeat(120),
      },
      { created_at: '2026-11-23T01:00:00Z', flow: 'general', details: {}, outcome_at: null },
    ]);
    const [header, , dana, never, , count] = table.split('\n');
    expect(header).toMatch(/^Started\s+Flow\s+Lang\s+Name\s+Company\s+E-mail\s+Phone\s+Length\s+Result\s+Summary$/);
    expect(dana).toContain('Dana Motors');
    expect(dana).toContain('95 s');
    expect(dana).toContain('S'.repeat(120));
    expect(never).toContain('no call');
    expect(count).toBe('2 voice sessions, newest first.');
  });
});
