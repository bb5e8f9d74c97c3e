// @vitest-environment node
// Requests and the e-mails quoting them expire: the periods come from site.yaml, the privacy
// policy quotes them, and public.delete_expired_leads deletes by them (pending e-mails are kept).
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite } from '../../../fixture-site.ts';
import {
  leadRetentionCronSql,
  voiceLeadsConfig,
} from '../../../../../scripts/content-engine/generate/voice-leads-config.ts';
import { loadContent } from '../../../../../scripts/content-engine/load.ts';
import { openLocalDatabase, runAs } from '../../../../../scripts/local-stack/supabase/database.ts';
import { deleteExpiredLeads } from '../../../../../scripts/local-stack/supabase/retention.ts';

const { registry } = loadContent({ root: process.cwd(), contentDir: fixtureSite() });
if (!registry) throw new Error('The content does not load: run npm run validate');
const { requestRetentionDays, outboxRetentionDays } = registry.site.leads;

describe('lead retention from site.yaml', () => {
  it('the privacy policy quotes the periods the deletion job uses', () => {
    const text = JSON.stringify(registry.routes.find((route) => route.path === '/privacy-policy')?.data);
    expect(text).not.toContain('{leads.');
    expect(text).toContain(`deleted automatically ${requestRetentionDays} days after you send`);
    expect(text).toContain(`deleted ${outboxRetentionDays} days after`);
    expect(leadRetentionCronSql(requestRetentionDays, outboxRetentionDays)).toContain(
      `public.delete_expired_leads(${requestRetentionDays}, ${outboxRetentionDays})`,
    );
  });
});

let db: PGlite;
beforeAll(async () => {
  db = await openLocalDatabase('memory://');
}, 60_000);
afterAll(() => db.close());

const asService = (sql: string, params: unknown[] = []) => runAs(db, 'service_role', (tx) => tx.query(sql, params));

describe('public.delete_expired_leads', () => {
  it('deletes old requests and old sent e-mails, and keeps pending e-mails and recent rows', async () => {
    const insertRequest = (id: string, days: number) =>
      asService(
        `insert into public.demo_requests (id, name, email, company, phone, source, created_at)
         values ($1, 'Ann', '', 'Acme', '0400 000 000', 'contact', now() - make_interval(days => $2))`,
        [id, days],
      );
    const insertEmail = (key: string, status: string, days: number) =>
      asService(
        `insert into public.email_outbox (dedupe_key, subject, body, status, created_at)
         values ($1, 's', 'b', $2, now() - make_interval(days => $3))`,
        [key, status, days],
      );
    const [old, recent] = [crypto.randomUUID(), crypto.randomUUID()];
    await insertRequest(old, 40);
    await insertRequest(recent, 1);
    await insertEmail('sent-old', 'sent', 40);
    await insertEmail('pending-old', 'pending', 40);
    await insertEmail('sent-recent', 'sent', 1);
    expect(
      await deleteExpiredLeads(db, { ...voiceLeadsConfig(registry), requestRetentionDays: 30, outboxRetentionDays: 7 }),
    ).toBe(3);
    const ids = (await asService('select id from public.demo_requests')).rows.map((row) => (row as { id: string }).id);
    expect(ids).toEqual([recent]);
    const keys = (await asService('select dedupe_key from public.email_outbox order by dedupe_key')).rows;
    expect(keys).toEqual([{ dedupe_key: 'sent-recent' }]);
  });

  it('is not for visitors', async () => {
    await expect(runAs(db, 'anon', (tx) => tx.query('select public.delete_expired_leads(1, 1)'))).rejects.toThrow(
      /permission denied/,
    );
  });
});
