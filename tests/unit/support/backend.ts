// Shared fakes for the backend tests.
import type { DemoRequestRow, DemoRequestStore } from '../../../supabase/functions/_shared/leads/demo-request-store.ts';
import type { EmailMessage, EmailSender } from '../../../supabase/functions/_shared/email/email.ts';
import { CONTACT_COLUMNS, fieldsOfRow } from '../../../supabase/functions/_shared/leads/lead-columns.ts';
import type { Logger } from '../../../supabase/functions/_shared/http/log.ts';
import type { createMemoryOutboxStore } from '../../../supabase/functions/_shared/email/outbox.ts';
import { solvedCaptcha } from './captcha.ts';

/** Collects log lines instead of printing them, so tests can assert on them and stay quiet. */
export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const record = (...parts: unknown[]) => {
    lines.push(parts.map(String).join(' '));
  };
  return { lines, info: record, warn: record, error: record };
}

/**
 * demo_requests in memory with the table's id rule: a second row with the same id is not stored. `notified`
 * stands for the rows' e-mail state, which public.queue_lead_email sets in the database (lead-email-state.test.ts).
 */
export function recordingStore(): DemoRequestStore & { rows: DemoRequestRow[]; notified: Set<string> } {
  const rows: DemoRequestRow[] = [];
  const notified = new Set<string>();
  return {
    rows,
    notified,
    async insertDemoRequest(row) {
      if (rows.some((stored) => stored.id === row.id)) return false;
      rows.push(row);
      return true;
    },
    async findDemoRequest(id) {
      return rows.find((stored) => stored.id === id && stored.source === 'demo_modal') ?? null;
    },
    async findContact(id) {
      const row = rows.find((stored) => stored.id === id && stored.source === 'contact');
      if (!row) return null;
      const { name, business: company, phone } = fieldsOfRow(CONTACT_COLUMNS, row);
      return { name, company, phone, locale: row.locale ?? null, notified: notified.has(id) };
    },
  };
}

/** The messages waiting in an in-memory outbox, in queue order. */
export function queuedEmails(outbox: ReturnType<typeof createMemoryOutboxStore>): EmailMessage[] {
  return [...outbox.entries.values()].map((entry) => ({
    subject: entry.subject,
    text: entry.body,
    ...(entry.replyTo ? { replyTo: entry.replyTo } : {}),
  }));
}

export function recordingEmail(): EmailSender & { sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

export const SITE_ORIGIN = 'https://www.example.com';

/** A POST as the site sends it: Origin and a fresh solved captcha (`captcha: null` leaves it out). */
export function postJson(
  body: unknown,
  init: { origin?: string | null; headers?: Record<string, string>; captcha?: string | null } = {},
): Request {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const origin = init.origin === undefined ? SITE_ORIGIN : init.origin;
  const captcha = init.captcha === undefined ? solvedCaptcha() : init.captcha;
  return new Request('http://localhost/functions/v1/test', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(origin ? { Origin: origin } : {}),
      ...(captcha ? { 'X-Altcha': captcha } : {}),
      ...init.headers,
    },
    body: text,
  });
}

export const validDemoRequest = {
  name: '  Ada Lovelace ',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  phone: '+61 400 000 000',
  website: 'https://engines.example',
  aiHelp: 'Answer after-hours calls',
  additionalNotes: 'Prefer mornings',
};
