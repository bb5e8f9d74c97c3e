// Local implementations of the edge functions' dependencies: rows go to PGlite, e-mails to a file.
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { DemoRequestRow, DemoRequestStore } from '../../../supabase/functions/_shared/demo-request-store.ts';
import type { EmailSender } from '../../../supabase/functions/_shared/email.ts';
import type { Logger } from '../../../supabase/functions/_shared/log.ts';
import { parseHitResult, spendAndCountArgs, type RateLimiter } from '../../../supabase/functions/_shared/rate-limit.ts';
import type { LoadReader } from '../../../supabase/functions/_shared/captcha-load.ts';
import { RATE_LIMITS } from '../../../supabase/functions/_shared/limits.ts';
import { runAs } from './database.ts';

/** Reads and writes as the service role, like the deployed functions do through PostgREST. */
export function createPgliteDemoRequestStore(db: PGlite): DemoRequestStore {
  return {
    async insertDemoRequest(row) {
      const result = await runAs(db, 'service_role', (tx) =>
        tx.query(
          `insert into public.demo_requests
             (id, name, email, company, phone, website, ai_help, additional_notes, source)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           on conflict (id) do nothing returning id`,
          [
            row.id,
            row.name,
            row.email,
            row.company,
            row.phone,
            row.website,
            row.ai_help,
            row.additional_notes,
            row.source,
          ],
        ),
      );
      return result.rows.length === 1;
    },
    async findDemoRequest(id) {
      const result = await runAs(db, 'service_role', (tx) =>
        tx.query<DemoRequestRow>(
          `select id, name, email, company, phone, website, ai_help, additional_notes, source
           from public.demo_requests where id = $1 and source = 'demo_modal'`,
          [id],
        ),
      );
      return result.rows[0] ?? null;
    },
    async findContact(id) {
      const result = await runAs(db, 'service_role', (tx) =>
        tx.query<{ name: string; company: string; phone: string; notified: boolean }>(
          `select name, company, phone, notified_at is not null as notified
           from public.demo_requests where id = $1 and source = 'contact'`,
          [id],
        ),
      );
      return result.rows[0] ?? null;
    },
    async markNotified(id) {
      await runAs(db, 'service_role', (tx) =>
        tx.query('update public.demo_requests set notified_at = now() where id = $1', [id]),
      );
    },
  };
}

/** Calls public.spend_captcha_and_count as the service role, as the deployed functions do over PostgREST. */
export function createPgliteRateLimiter(db: PGlite): RateLimiter {
  return {
    async hit(bucket, address, limit, spend, budget) {
      const args = spendAndCountArgs(bucket, address, limit, spend, budget);
      const names = Object.keys(args);
      const list = names.map((name, index) => `${name} => $${index + 1}`).join(', ');
      const result = await runAs(db, 'service_role', (tx) =>
        tx.query<{ result: unknown }>(`select public.spend_captcha_and_count(${list}) as result`, Object.values(args)),
      );
      return parseHitResult(result.rows[0]?.result);
    },
  };
}

/** public.rate_limit_load as the service role: the captcha challenge's difficulty dial. */
export function createPgliteLoadReader(db: PGlite): LoadReader {
  return {
    async current() {
      const result = await runAs(db, 'service_role', (tx) =>
        tx.query<{ load: Record<string, number> }>('select public.rate_limit_load($1) as load', [
          RATE_LIMITS['send-demo-request'].windowSeconds,
        ]),
      );
      return result.rows[0]?.load ?? {};
    },
  };
}

/**
 * Appends each e-mail as one JSON line to `outboxFile` instead of sending it, so a marketer can
 * see what the team would receive (and tests can read it back).
 */
export function createOutboxEmailSender(outboxFile: string, log: Logger): EmailSender {
  return {
    async send(message) {
      await mkdir(path.dirname(outboxFile), { recursive: true });
      const entry = { sentAt: new Date().toISOString(), ...message };
      await appendFile(outboxFile, `${JSON.stringify(entry)}\n`, 'utf8');
      log.info(`[local e-mail] "${message.subject}" written to ${outboxFile}`);
    },
  };
}

/** All demo requests, newest first, as the service role sees them; timestamps as ISO strings. */
export async function listDemoRequests(db: PGlite): Promise<Array<Record<string, unknown>>> {
  const result = await runAs(db, 'service_role', (tx) =>
    tx.query<Record<string, unknown>>('select * from public.demo_requests order by created_at desc, id'),
  );
  return result.rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
    ),
  );
}
