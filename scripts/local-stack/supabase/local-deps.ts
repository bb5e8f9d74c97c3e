// Local implementations of the edge functions' dependencies: rows go to PGlite, e-mails to a file.
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { DemoRequestRow, DemoRequestStore } from '../../../supabase/functions/_shared/demo-request-store.ts';
import type { EmailSender } from '../../../supabase/functions/_shared/email.ts';
import type { Logger } from '../../../supabase/functions/_shared/log.ts';
import { parseHitResult, type RateLimiter } from '../../../supabase/functions/_shared/rate-limit.ts';
import type { SpentCaptchaStore } from '../../../supabase/functions/_shared/captcha.ts';
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
  };
}

/** Calls public.hit_client_limits as the service role, as the deployed functions do over PostgREST. */
export function createPgliteRateLimiter(db: PGlite): RateLimiter {
  return {
    async hit(bucket, address, limit) {
      const result = await runAs(db, 'service_role', (tx) =>
        tx.query<{ result: unknown }>('select public.hit_client_limits($1, $2, $3, $4, $5, $6, $7) as result', [
          bucket,
          address.client,
          address.network,
          limit.perClient,
          limit.perNetwork,
          limit.global,
          limit.windowSeconds,
        ]),
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
    async send(message, options = {}) {
      await mkdir(path.dirname(outboxFile), { recursive: true });
      // The idempotency key a provider would get: npm run abuse counts an entry handed over twice.
      const entry = { sentAt: new Date().toISOString(), ...message, ...options };
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

/** Calls public.spend_captcha as the service role, as the deployed functions do over PostgREST. */
export function createPgliteSpentCaptchaStore(db: PGlite): SpentCaptchaStore {
  return {
    async spend(signature, expiresAt) {
      const result = await runAs(db, 'service_role', (tx) =>
        tx.query<{ first: boolean }>('select public.spend_captcha($1, $2) as first', [signature, expiresAt]),
      );
      return result.rows[0]?.first === true;
    },
  };
}
