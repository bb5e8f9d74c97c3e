// @vitest-environment node
// Qualified demo leads: the evaluation results and collected fields of ElevenLabs' post-call webhook are
// normalised, stored on the session (PGlite with the real migrations) and shown in the team's e-mail.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalDatabase, runAs } from '../../../../../scripts/local-stack/supabase/database.ts';
import { listVoiceSessions } from '../../../../../scripts/local-stack/supabase/admin-lists.ts';
import { inProcessServiceRole } from '../../../../../scripts/local-stack/supabase/rest-in-process.ts';
import { formatSessionsTable } from '../../../../../scripts/ops/leads/format-sessions.ts';
import { leadsCsv } from '../../../../../scripts/ops/leads/leads-csv.ts';
import { readVoiceAnalysis } from '../../../../../supabase/functions/_shared/voice/voice-analysis.ts';
import { sessionEmail } from '../../../../../supabase/functions/_shared/voice/voice-session-email.ts';
import { createPostgrestVoiceSessionStore } from '../../../../../supabase/functions/_shared/voice/voice-sessions.ts';

/** An `analysis` block shaped like the service's (research/platform-facts.md question 5). */
export const SERVICE_ANALYSIS = {
  call_successful: 'success',
  transcript_summary: 'Dana runs three workshops and wants after-hours service bookings before Christmas.',
  evaluation_criteria_results: {
    booked_service: {
      criteria_id: 'booked_service',
      result: 'success',
      rationale: 'A Tuesday 8am drop-off was booked.',
    },
    stayed_in_role: { criteria_id: 'stayed_in_role', result: 'failure', rationale: 'Quoted a price.' },
  },
  data_collection_results: {
    need: {
      data_collection_id: 'need',
      value: 'after-hours service bookings',
      json_schema: { type: 'string', description: 'What they need' },
      rationale: 'Said at 01:10.',
    },
    size: { data_collection_id: 'size', value: 3, rationale: 'Three workshops.' },
    follow_up_consent: { data_collection_id: 'follow_up_consent', value: true, rationale: 'Said yes.' },
    timeline: { data_collection_id: 'timeline', value: null, rationale: 'Not said.' },
  },
};

describe('readVoiceAnalysis', () => {
  it('keeps the verdict and rationale per criterion and the value per field', () => {
    expect(readVoiceAnalysis(SERVICE_ANALYSIS)).toEqual({
      evaluation: {
        booked_service: { result: 'success', rationale: 'A Tuesday 8am drop-off was booked.' },
        stayed_in_role: { result: 'failure', rationale: 'Quoted a price.' },
      },
      data_collection: {
        need: { value: 'after-hours service bookings', rationale: 'Said at 01:10.' },
        size: { value: 3, rationale: 'Three workshops.' },
        follow_up_consent: { value: true, rationale: 'Said yes.' },
        timeline: { value: null, rationale: 'Not said.' },
      },
    });
  });

  it('drops what is not the service shape and bounds long texts', () => {
    const read = readVoiceAnalysis({
      evaluation_criteria_results: { ok: { result: 'maybe' }, 'bad key!': { result: 'success' }, list: [1] },
      data_collection_results: { long: { value: 'x'.repeat(5000) }, nested: { value: { a: 1 } } },
    });
    expect(read.evaluation).toEqual({ ok: { result: 'unknown', rationale: '' } });
    const long = read.data_collection!.long!.value as string;
    expect(new TextEncoder().encode(long).length).toBeLessThanOrEqual(1000);
    expect(long).toMatch(/^x{900,}…$/);
    expect(read.data_collection!.nested!.value).toBe('{"a":1}');
    expect(readVoiceAnalysis({ call_successful: 'success' })).toEqual({ evaluation: null, data_collection: null });
  });
});

describe('the sales e-mail', () => {
  it('shows the goals met, each criterion with its rationale, and each collected field', () => {
    const email = sessionEmail(
      { flow: 'automotive', conversation_id: 'conv_1', details: { name: 'Dana', company: 'Dana Motors' } },
      {
        duration_seconds: 95,
        call_successful: 'success',
        summary: SERVICE_ANALYSIS.transcript_summary,
        transcript: null,
        ...readVoiceAnalysis(SERVICE_ANALYSIS),
      },
      ['sales@example.com'],
    );
    expect(email.text).toContain('Goals: 1 of 2 goals met');
    expect(email.text).toContain('Evaluation:\n  booked_service: success (A Tuesday 8am drop-off was booked.)');
    expect(email.text).toContain('  stayed_in_role: failure (Quoted a price.)');
    expect(email.text).toContain('Collected:\n  need: after-hours service bookings\n  size: 3');
    expect(email.text).toContain('  follow_up_consent: yes\n  timeline: (not said)');
  });
});

describe('voice_sessions.evaluation', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await openLocalDatabase('memory://');
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  it('stores the evaluation and collected fields with the outcome, for npm run leads', async () => {
    const store = createPostgrestVoiceSessionStore(inProcessServiceRole(db));
    await store.insertSession({
      conversation_id: 'conv_q1',
      flow: 'automotive',
      agent_id: 'agent_auto',
      details: { name: 'Dana' },
      notice_shown: true,
      page: null,
    });
    const outcome = { duration_seconds: 95, call_successful: 'success', summary: 'ok', transcript: null };
    expect(await store.recordOutcome('conv_q1', { ...outcome, ...readVoiceAnalysis(SERVICE_ANALYSIS) }, [])).toBe(true);
    const [row] = await listVoiceSessions(db);
    expect(row).toMatchObject({
      evaluation: { booked_service: { result: 'success' } },
      data_collection: { need: { value: 'after-hours service bookings' }, follow_up_consent: { value: true } },
    });
  });

  it('refuses an evaluation that is not an object, and visitors still read nothing', async () => {
    const refused = await runAs(db, 'service_role', (tx) =>
      tx.query(`update public.voice_sessions set evaluation = '[1]' where conversation_id = 'conv_q1'`),
    ).catch((error: { code: string }) => error.code);
    expect(refused).toBe('23514');
    const anon = await runAs(db, 'anon', (tx) => tx.query('select evaluation from public.voice_sessions')).catch(
      (error: { code: string }) => error.code,
    );
    expect(anon).toBe('42501');
  });
});

describe('npm run leads', () => {
  const row = {
    created_at: '2026-11-23T02:00:00Z',
    flow: 'automotive',
    details: { name: 'Dana', email: 'dana@example.com' },
    outcome_at: '2026-11-23T02:02:00Z',
    duration_seconds: 95,
    call_successful: 'success',
    summary: 'Wants bookings',
    conversation_id: 'conv_1',
    page: '/automotive-demo',
    ...readVoiceAnalysis(SERVICE_ANALYSIS),
  };

  it('shows the goals and collected fields under the session in the table', () => {
    const lines = formatSessionsTable([row]).split('\n');
    const at = lines.findIndex((line) => line.includes('Dana'));
    expect(lines[at + 1]).toBe('    Goals: 1 of 2 goals met (booked_service: success; stayed_in_role: failure)');
    expect(lines[at + 2]).toBe(
      '    Collected: need: after-hours service bookings; size: 3; follow_up_consent: yes; timeline: (not said)',
    );
  });

  it('adds goals, evaluation and collected columns to the CSV', () => {
    const [header, line] = leadsCsv([], [row]).split('\r\n');
    expect(header).toMatch(/,goals,evaluation,collected$/);
    expect(line).toMatch(
      /,1 of 2 goals met,booked_service: success; stayed_in_role: failure,need: after-hours service bookings; size: 3; follow_up_consent: yes; timeline: \(not said\)$/,
    );
  });
});
