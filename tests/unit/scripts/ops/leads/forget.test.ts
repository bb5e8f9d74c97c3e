// @vitest-environment node
// Erasure on request (npm run leads -- forget): one person's requests, voice sessions, team e-mails and
// voice conversations go; everyone else's stay; a dry run changes nothing; a second run finds nothing; a
// conversation ElevenLabs refuses to delete keeps the rows, so a rerun can finish.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '../../../../../scripts/local-stack/supabase/database.ts';
import { forgetPerson, parsePerson, pgliteRows } from '../../../../../scripts/ops/leads/forget.ts';

let db: PGlite;
beforeAll(async () => {
  db = await openLocalDatabase('memory://');
}, 60_000);
afterAll(() => db.close());

const sql = <T>(text: string, params: unknown[] = []) => db.query<T>(text, params).then((result) => result.rows);
const count = async (table: string) =>
  (await sql<{ n: number }>(`select count(*)::int as n from public.${table}`))[0]!.n;

async function seed() {
  const [demo, contact, other] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  await sql(
    `insert into public.demo_requests (id, name, email, company, phone, source) values
       ($1, 'Ada', 'Ada@Example.com', 'Engines', '', 'demo_modal'),
       ($2, 'Ada', '', 'Engines', '+61 400 111 222', 'contact'),
       ($3, 'Bob', 'bob@example.com', 'Looms', '0400 999 888', 'demo_modal')`,
    [demo, contact, other],
  );
  await sql(
    `insert into public.voice_sessions (conversation_id, flow, agent_id, details, notice_shown) values
       ('conv_ada', 'general', 'agent_a', '{"email": "ada@example.com", "phone": "+61400111222"}', true),
       ('conv_bob', 'general', 'agent_a', '{"email": "bob@example.com"}', true)`,
  );
  await sql(
    `insert into public.email_outbox (dedupe_key, subject, body, reply_to) values
       ($1, 'New demo request: Ada', 'E-mail: Ada@Example.com', 'Ada@Example.com'),
       ($2, 'New contact request: Ada', 'Phone: +61 400 111 222', null),
       ('voice_session:conv_ada', 'Voice session: Ada', 'E-mail: ada@example.com', 'ada@example.com'),
       ($3, 'New demo request: Bob', 'E-mail: bob@example.com', 'bob@example.com')`,
    [`demo_request:${demo}`, `contact:${contact}`, `demo_request:${other}`],
  );
}

describe('npm run leads -- forget', () => {
  it('reads an e-mail address or a phone number, and refuses anything else', () => {
    expect(parsePerson('ada@example.com')).toEqual({ email: 'ada@example.com', phone: '', phones: [] });
    expect(parsePerson('+61 400 111 222')).toEqual({
      email: '',
      phone: '+61 400 111 222',
      phones: ['+61 400 111 222', '+61400111222', '0400 111 222'],
    });
    // A national number is read in the given country, with the same library voice-call-me uses.
    expect(parsePerson('0412 399 001', 'AU')?.phones).toContain('+61412399001');
    expect(parsePerson('(212) 555-0123', 'US')?.phones).toContain('+12125550123');
    expect(parsePerson('Ada')).toBeNull();
    expect(parsePerson('123')).toBeNull();
  });

  it("lists first, then removes one person's rows, e-mails and conversations, and a second run finds nothing", async () => {
    await seed();
    const deleted: string[] = [];
    const conversations = async (id: string) => (deleted.push(id), 'deleted' as const);
    const ada = parsePerson('ada@example.com')!;

    const dry = await forgetPerson(pgliteRows(db), conversations, ada, true);
    expect(dry.lines.join('\n')).toMatch(/would remove demo request .*\n.*would remove voice session conv_ada/);
    expect(deleted).toEqual([]);
    expect([await count('demo_requests'), await count('voice_sessions'), await count('email_outbox')]).toEqual([
      3, 2, 4,
    ]);

    const done = await forgetPerson(pgliteRows(db), conversations, ada, false);
    expect(done.ok).toBe(true);
    expect(done.lines.join('\n')).toContain('deleted: voice conversation conv_ada at ElevenLabs');
    expect(deleted).toEqual(['conv_ada']);
    // Ada's contact row (by phone) is another person as far as her address goes: found by her number.
    const byPhone = await forgetPerson(pgliteRows(db), conversations, parsePerson('+61400111222')!, false);
    expect(byPhone.lines.join('\n')).toMatch(/removed contact request/);
    expect(await sql('select email from public.demo_requests')).toEqual([{ email: 'bob@example.com' }]);
    expect(await sql('select conversation_id from public.voice_sessions')).toEqual([{ conversation_id: 'conv_bob' }]);
    expect(await sql<{ subject: string }>('select subject from public.email_outbox')).toEqual([
      { subject: 'New demo request: Bob' },
    ]);
    expect((await forgetPerson(pgliteRows(db), conversations, ada, false)).lines).toEqual([
      '  nothing stored for this person',
    ]);
  });

  it('forgets a person of the contact form, a demo call and Call me in one run, whichever way the number is written', async () => {
    const contact = crypto.randomUUID();
    await sql(
      `insert into public.demo_requests (id, name, email, company, phone, source) values ($1, 'Di', '', 'Dyes', '0412 399 001', 'contact')`,
      [contact],
    );
    await sql(
      `insert into public.voice_sessions (conversation_id, flow, agent_id, details, notice_shown, phone_e164) values
         ('conv_di_browser', 'general', 'agent_a', '{"phone": "+61 412 399 001"}', true, null),
         ('conv_di_phone', 'general', 'agent_a', '{"phone": "0412399001"}', true, '+61412399001')`,
    );
    // Two Call me calls: one with its session, one whose session row was never stored.
    for (const [i, conversation] of ['conv_di_phone', 'conv_di_orphan'].entries()) {
      const [row] = await sql<{ r: { call: number } }>(
        `select public.request_call($1, now() + interval '5 minutes', $2, $2, 3, 10, 86400, 100, 100, '+61412399001', 5, 5) as r`,
        [`sig-di-${i}`, `10.99.0.${i}`],
      );
      await sql('select public.call_me_placed($1, $2)', [row!.r.call, conversation]);
    }
    const deleted: string[] = [];
    const conversations = async (id: string) => (deleted.push(id), 'deleted' as const);
    const dry = await forgetPerson(pgliteRows(db), conversations, parsePerson('+61 412 399 001')!, true);
    const listed = dry.lines.join('\n');
    expect(listed).toContain(`would remove contact request ${contact}`);
    expect(listed).toContain('would remove voice session conv_di_browser');
    expect(listed).toContain('would remove voice session conv_di_phone');
    expect(listed).toContain('would remove 2 Call me call(s) to the number');
    expect(listed).toContain('would delete voice conversation conv_di_orphan at ElevenLabs');
    // The contact request's lead.created event goes with the person, and every CRM destination is told.
    expect(listed).toContain(`would remove CRM event lead.created contact:${contact}`);
    expect(listed).toContain('6 row(s) would be removed.');

    const done = await forgetPerson(pgliteRows(db), conversations, parsePerson('0412 399 001', 'AU')!, false);
    expect(done.ok).toBe(true);
    expect(done.lines).toContain('  6 row(s) removed.');
    expect(deleted.sort()).toEqual(['conv_di_browser', 'conv_di_orphan', 'conv_di_phone']);
    expect((await forgetPerson(pgliteRows(db), conversations, parsePerson('+61412399001')!, true)).lines).toEqual([
      '  nothing stored for this person',
    ]);
  });

  it('keeps the rows when ElevenLabs refuses to delete a conversation, so a rerun can finish', async () => {
    await sql(
      `insert into public.voice_sessions (conversation_id, flow, agent_id, details, notice_shown)
       values ('conv_cy', 'general', 'agent_a', '{"email": "cy@example.com"}', true)`,
    );
    const refusing = async (): Promise<'deleted'> => {
      throw new Error('HTTP 500');
    };
    const cy = parsePerson('cy@example.com')!;
    const failed = await forgetPerson(pgliteRows(db), refusing, cy, false);
    expect(failed.ok).toBe(false);
    expect(failed.lines.join('\n')).toContain('ElevenLabs refused the deletion (HTTP 500)');
    expect(await sql(`select 1 from public.voice_sessions where conversation_id = 'conv_cy'`)).toHaveLength(1);
    const rerun = await forgetPerson(pgliteRows(db), async () => 'absent', cy, false);
    expect(rerun.ok).toBe(true);
    expect(await sql(`select 1 from public.voice_sessions where conversation_id = 'conv_cy'`)).toHaveLength(0);
  });
});
