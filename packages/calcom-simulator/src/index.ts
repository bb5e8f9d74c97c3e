/**
 * A local Cal.com: the API v2 operations the site calls (api.ts, checked against Cal.com's OpenAPI
 * document) under `apiPrefix`, and the calendar page and its controls under `pagePath`.
 *
 *   GET  /__sim/calendar               the page
 *   GET  /__sim/calendar/bookings      the bookings (JSON)
 *   PUT  /__sim/calendar/settings      { failure?: 'none'|'error'|'slow', busy?: string[] } (JSON)
 *   POST /__sim/calendar/busy          toggles one slot start (form or JSON { start })
 *   POST /__sim/calendar/failure       sets the failure (form or JSON { failure })
 *   DELETE /__sim/calendar             forgets bookings, busy times and the failure
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiRoute, CalcomError, errorBody } from './api.ts';
import { Calendar, type CalendarOptions, type Failure } from './calendar.ts';
import { calendarPage } from './page.ts';

export { Calendar, isoInZone, offsetMinutes, type SimBooking, type SimEventType } from './calendar.ts';
export { CONTRACT_SOURCE, OPERATIONS, BOOKING_LANGUAGES } from './contract.ts';

export const CALCOM_API_PREFIX = '/__sim/calcom';
export const CALENDAR_PAGE_PATH = '/__sim/calendar';

export interface CalcomSimulatorOptions extends CalendarOptions {
  apiPrefix?: string;
  pagePath?: string;
  /** How long the 'slow' failure holds an answer. Default 30 s. */
  slowMs?: number;
}

export interface CalcomSimulator {
  calendar: Calendar;
  /** True when the request was the simulator's. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  close(): void;
}

const FAILURES = new Set<Failure>(['none', 'error', 'slow']);

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readForm(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8').slice(0, 65_536);
  if ((req.headers['content-type'] ?? '').includes('json'))
    return (JSON.parse(text || '{}') ?? {}) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(text));
}

export function createCalcomSimulator(options: CalcomSimulatorOptions = {}): CalcomSimulator {
  const calendar = new Calendar(options);
  const apiPrefix = options.apiPrefix ?? CALCOM_API_PREFIX;
  const pagePath = options.pagePath ?? CALENDAR_PAGE_PATH;
  const timers = new Set<NodeJS.Timeout>();

  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname.slice(apiPrefix.length);
    if (calendar.failure === 'slow') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => (timers.delete(timer), resolve()), options.slowMs ?? 30_000);
        timers.add(timer);
      });
    }
    try {
      if (calendar.failure === 'error')
        throw new CalcomError(500, 'InternalServerErrorException', 'Internal server error');
      const [status, body] = await apiRoute(calendar, req, path, url);
      if (!res.destroyed) send(res, status, body);
    } catch (error) {
      const known =
        error instanceof CalcomError ? error : new CalcomError(500, 'InternalServerErrorException', String(error));
      if (!(error instanceof CalcomError)) console.error(error);
      if (!res.destroyed) send(res, known.status, errorBody(known, url.pathname));
    }
  }

  async function controls(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const form = req.method === 'POST' || req.method === 'PUT' ? await readForm(req) : {};
    const back = (): void => {
      if (req.headers.accept?.includes('text/html')) res.writeHead(303, { Location: pagePath }).end();
      else send(res, 200, { ok: true });
    };
    if (path === '' && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      return void res.end(calendarPage(calendar, pagePath));
    }
    if (path === '' && req.method === 'DELETE') return (calendar.reset(), send(res, 200, { ok: true }));
    if (path === '/bookings' && req.method === 'GET') return send(res, 200, calendar.bookings);
    if (
      path === '/busy' &&
      req.method === 'POST' &&
      typeof form.start === 'string' &&
      !Number.isNaN(Date.parse(form.start))
    ) {
      const iso = new Date(form.start).toISOString();
      if (calendar.busy.has(iso)) calendar.busy.delete(iso);
      else calendar.busy.add(iso);
      return back();
    }
    if ((path === '/failure' && req.method === 'POST') || (path === '/settings' && req.method === 'PUT')) {
      if (form.failure !== undefined && !FAILURES.has(form.failure as Failure))
        return send(res, 400, { error: 'failure must be none, error or slow' });
      if (form.failure !== undefined) calendar.failure = form.failure as Failure;
      if (Array.isArray(form.busy))
        for (const start of form.busy) calendar.busy.add(new Date(String(start)).toISOString());
      return back();
    }
    send(res, 404, { error: 'not_found' });
  }

  return {
    calendar,
    handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname.startsWith(`${apiPrefix}/`)) return (void api(req, res, url), true);
      if (url.pathname === pagePath || url.pathname.startsWith(`${pagePath}/`)) {
        controls(req, res, url.pathname.slice(pagePath.length)).catch(() => send(res, 400, { error: 'bad_request' }));
        return true;
      }
      return false;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
