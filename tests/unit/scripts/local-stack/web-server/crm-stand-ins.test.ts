// @vitest-environment node
// npm start's wiring, end to end on the real server: a contact request the browser inserts reaches the
// webhook inbox once, signed, and the HubSpot stand-in as a contact, by the local timer alone, and npm run
// leads' admin list shows both deliveries.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PUBLISHABLE_KEY } from '../../../../../scripts/local-stack/supabase/keys.ts';
import { createLocalServices } from '../../../../../scripts/local-stack/web-server/local-services.ts';
import { startSiteServer, type SiteServer } from '../../../../../scripts/local-stack/web-server/site-server.ts';
import { fixtureSite } from '../../../fixture-site.ts';

let server: SiteServer;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'crm-stand-ins-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Home</title>');
  const mounts = await createLocalServices({ dataDir: 'memory://crm-stand-ins', contentDir: fixtureSite() });
  server = await startSiteServer({ distDir, port: 0, mounts });
}, 180_000);
afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const json = (path: string) => fetch(`${server.url}${path}`).then((response) => response.json());

describe('the CRM stand-ins of npm start', () => {
  it('delivers a contact request once to the inbox, verified, and once to HubSpot, and lists both deliveries', async () => {
    const insert = await fetch(`${server.url}/rest/v1/demo_requests`, {
      method: 'POST',
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify({ name: 'Nia Park', company: 'Parks', phone: '+61 400 555 666' }),
    });
    expect(insert.status).toBe(201);
    type Deliveries = Array<{ status: string; destination: string }>;
    const deliveries = await until(
      () => json('/__backend/crm_deliveries') as Promise<Deliveries>,
      (rows) => rows.filter((row) => row.status === 'sent').length === 2,
    );
    expect(deliveries.map((row) => [row.destination, row.status]).sort()).toEqual([
      ['hubspot', 'sent'],
      ['sales-automation', 'sent'],
    ]);
    const inbox = (await json('/__sim/webhooks?format=json')) as {
      deliveries: Array<{ verified: boolean; destination: string }>;
    };
    expect(inbox.deliveries).toEqual([expect.objectContaining({ verified: true, destination: 'sales-automation' })]);
    const hubspot = (await json('/__sim/hubspot/__state')) as {
      contacts: Array<{ properties: Record<string, string> }>;
    };
    expect(hubspot.contacts).toEqual([
      expect.objectContaining({ properties: expect.objectContaining({ firstname: 'Nia', lastname: 'Park' }) }),
    ]);
  });
});
