// Cal.com's API v2, the calls the booking tools make: free times (GET /v2/slots, cal-api-version
// 2024-09-04), a booking (POST /v2/bookings, 2024-08-13), the upcoming bookings of an address and their
// cancellation (for `npm run leads -- forget`), and the event type (`check:live`, 2024-06-14). Paths,
// versions and bodies are those of Cal.com's OpenAPI document (docs/api-reference/v2/openapi.json in
// calcom/cal.com; the local stand-in, packages/calcom-simulator, vendors the part used and checks
// every call against it). Plain fetch: Cal.com publishes no SDK for API v2.

export interface CalcomConfig {
  /** CALCOM_API_URL without /v2, e.g. https://api.cal.com; locally the stand-in's address. */
  baseUrl: string;
  /** CALCOM_API_KEY, `cal_live_…` (Settings → Developer → API keys). */
  apiKey: string;
  /** Each call gives up after this long: well inside the tool's response limit, so the agent can still apologise. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

export interface CalcomBooking {
  id: number;
  uid: string;
  start: string;
  end: string;
  status: string;
}

export interface CalcomAttendee {
  name: string;
  email: string;
  timeZone: string;
  phoneNumber?: string;
  language?: string;
}

/** Cal.com answered with an error (status and its `error.code`), or did not answer in time (status 0). */
export class CalcomError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
  get timedOut(): boolean {
    return this.status === 0;
  }
}

const VERSIONS = { slots: '2024-09-04', bookings: '2024-08-13', eventTypes: '2024-06-14' } as const;

export function createCalcomClient(config: CalcomConfig) {
  const base = `${config.baseUrl.replace(/\/+$/, '')}/v2`;
  const fetchImpl = config.fetch ?? fetch;

  async function call<T>(path: string, version: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          Authorization: `Bearer ${config.apiKey}`,
          'cal-api-version': version,
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new CalcomError(0, `Cal.com did not answer within ${config.timeoutMs} ms`);
      throw new CalcomError(0, `Cal.com is unreachable: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as {
      data?: unknown;
      error?: { code?: string; message?: string };
    } | null;
    if (!response.ok) {
      // Cal.com's message can quote the attendee; the code is enough for the log.
      throw new CalcomError(
        response.status,
        `Cal.com ${path.split('?')[0]} answered ${response.status} ${body?.error?.code ?? ''}`.trim(),
      );
    }
    return body?.data as T;
  }

  return {
    /** Free slot starts per day, as Cal.com writes them in `timeZone` (e.g. 2026-03-02T10:00:00.000+01:00). */
    slots(eventTypeId: number, start: string, end: string, timeZone: string) {
      const query = new URLSearchParams({ eventTypeId: String(eventTypeId), start, end, timeZone });
      return call<Record<string, Array<{ start: string }>>>(`/slots?${query}`, VERSIONS.slots);
    },
    book(eventTypeId: number, start: string, attendee: CalcomAttendee, metadata: Record<string, string>) {
      return call<CalcomBooking>('/bookings', VERSIONS.bookings, {
        method: 'POST',
        body: { eventTypeId, start, attendee, metadata },
      });
    },
    upcoming(email: string) {
      const query = new URLSearchParams({ attendeeEmail: email, status: 'upcoming' });
      return call<CalcomBooking[]>(`/bookings?${query}`, VERSIONS.bookings);
    },
    cancel(uid: string, reason: string) {
      return call<CalcomBooking>(`/bookings/${encodeURIComponent(uid)}/cancel`, VERSIONS.bookings, {
        method: 'POST',
        body: { cancellationReason: reason },
      });
    },
    eventType(id: number) {
      return call<{ id: number; lengthInMinutes: number; title: string }>(`/event-types/${id}`, VERSIONS.eventTypes);
    },
  };
}

export type CalcomClient = ReturnType<typeof createCalcomClient>;
