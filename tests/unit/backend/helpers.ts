// Shared fakes for the backend tests.
import type { DemoRequestRow, DemoRequestStore } from '../../../supabase/functions/_shared/demo-request-store.ts';
import type { EmailMessage, EmailSender } from '../../../supabase/functions/_shared/email.ts';
import type { Logger } from '../../../supabase/functions/_shared/log.ts';

/** Collects log lines instead of printing them, so tests can assert on them and stay quiet. */
export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const record = (...parts: unknown[]) => {
    lines.push(parts.map(String).join(' '));
  };
  return { lines, info: record, warn: record, error: record };
}

export function recordingStore(): DemoRequestStore & { rows: DemoRequestRow[] } {
  const rows: DemoRequestRow[] = [];
  return {
    rows,
    async insertDemoRequest(row) {
      rows.push(row);
    },
  };
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

export function postJson(
  body: unknown,
  init: { origin?: string | null; headers?: Record<string, string> } = {},
): Request {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const origin = init.origin === undefined ? SITE_ORIGIN : init.origin;
  return new Request('http://localhost/functions/v1/test', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}), ...init.headers },
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
