// The public endpoints the abuse test floods, and how a real visitor uses each. Add an endpoint here
// (e.g. a captcha challenge) and `npm run abuse` floods it and reports it like the others.
import { LOCAL_PUBLISHABLE_KEY } from '../../local-stack/index.ts';
import { sampleContactRow, sampleDemoRequest } from '../../../supabase/functions/_shared/leads/lead-columns.ts';
import { RATE_LIMITS } from '../../../supabase/functions/_shared/http/limits.ts';

/** One HTTP call against the local stack, from a loopback address of its own (client.ts). */
export interface Call {
  path: string;
  body: unknown;
  headers?: Record<string, string>;
  /** Solve a fresh captcha-challenge for this call and send it in X-Altcha, as the browser does. */
  captcha?: boolean;
}

export interface AbuseEndpoint {
  /** Row label in the report. */
  name: string;
  /** The i-th request of the flood (all from one address; the runner adds a forged X-Forwarded-For). */
  flood(i: number): Call;
  /** The most calls one client may get accepted per window, whatever headers it writes. */
  limit: number;
  /**
   * A real visitor's submission, in order, each call expected to succeed (2xx). The same calls are sent
   * twice, as a browser retrying after a lost answer would, to prove retries store nothing twice.
   */
  visitor(): Call[];
}

export const SITE_ORIGIN = 'http://127.0.0.1';
const REST = '/rest/v1/demo_requests';
const fn = (name: string) => `/functions/v1/${name}`;
const restHeaders = { apikey: LOCAL_PUBLISHABLE_KEY, Prefer: 'return=minimal' };
const key = (id: string) => ({ 'Idempotency-Key': id });

const contactRow = (id: string, name = 'Flood Bot') => sampleContactRow({ id, name });
const demoBody = (name = 'Flood Bot') => sampleDemoRequest({ name, aiHelp: 'Spam the team' });

/** A start of a demo this site has (the allow-list refuses other agents). */
const voiceStart = { agentId: 'agent_general_demo_01', flow: 'general', noticeShown: true };

export const ABUSE_ENDPOINTS: AbuseEndpoint[] = [
  {
    name: 'demo_requests insert (anon key)',
    limit: RATE_LIMITS['contact-insert'].perClient,
    flood: () => ({ path: REST, body: contactRow(crypto.randomUUID()), headers: restHeaders }),
    visitor: () => [{ path: REST, body: contactRow(crypto.randomUUID(), 'Real Visitor'), headers: restHeaders }],
  },
  {
    name: 'demo_requests insert, arrays of 100',
    limit: 0,
    flood: () => ({
      path: REST,
      body: Array.from({ length: 100 }, () => contactRow(crypto.randomUUID())),
      headers: restHeaders,
    }),
    visitor: () => [{ path: REST, body: contactRow(crypto.randomUUID(), 'Real Visitor'), headers: restHeaders }],
  },
  {
    // No stored row behind the flood's ids: the relay the issue describes.
    name: 'send-lead-notification',
    limit: 0,
    flood: () => ({
      path: fn('send-lead-notification'),
      body: { name: 'Flood Bot', business: 'Scripted Ltd', phone: '0400 000 000' },
      headers: key(crypto.randomUUID()),
    }),
    visitor: () => {
      const id = crypto.randomUUID();
      return [
        { path: REST, body: contactRow(id, 'Real Visitor'), headers: restHeaders },
        {
          path: fn('send-lead-notification'),
          body: { name: 'Real Visitor', business: 'Scripted Ltd', phone: '0400 000 000' },
          headers: key(id),
          captcha: true,
        },
      ];
    },
  },
  {
    name: 'send-demo-request',
    limit: 0,
    flood: () => ({ path: fn('send-demo-request'), body: demoBody(), headers: key(crypto.randomUUID()) }),
    visitor: () => [
      {
        path: fn('send-demo-request'),
        body: demoBody('Real Visitor'),
        headers: key(crypto.randomUUID()),
        captcha: true,
      },
    ],
  },
  {
    name: 'voice-signed-url, no captcha',
    limit: 0,
    flood: () => ({ path: fn('voice-signed-url'), body: voiceStart }),
    visitor: () => [{ path: fn('voice-signed-url'), body: voiceStart, captcha: true }],
  },
  {
    // A script that pays the proof of work for every call: the session caps still stop it.
    name: 'voice-signed-url, solving each captcha',
    limit: RATE_LIMITS['voice-signed-url'].perClient,
    flood: () => ({ path: fn('voice-signed-url'), body: voiceStart, captcha: true }),
    visitor: () => [{ path: fn('voice-signed-url'), body: voiceStart, captcha: true }],
  },
];
