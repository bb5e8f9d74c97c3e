import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../support.ts';
import { contactForm, gotoHydrated, unique } from './helpers.ts';

interface InboxDelivery {
  destination: string;
  verified: boolean;
  answered: number;
  headers: Record<string, string>;
  body: string;
}

/** The deliveries of lead.created events for the person with this name, as the local inbox received them. */
async function deliveriesFor(request: APIRequestContext, name: string): Promise<InboxDelivery[]> {
  const inbox = (await (await request.get('/__sim/webhooks?format=json')).json()) as { deliveries: InboxDelivery[] };
  return inbox.deliveries.filter((delivery) => {
    const event = JSON.parse(delivery.body) as { type: string; data: { person?: { name?: string } } };
    return event.type === 'lead.created' && event.data.person?.name === name;
  });
}

async function hubspotContact(request: APIRequestContext, firstname: string) {
  const state = (await (await request.get('/__sim/hubspot/__state')).json()) as {
    contacts: Array<{ properties: Record<string, string> }>;
  };
  return state.contacts.filter((contact) => contact.properties.firstname === firstname);
}

test.describe('leads reach the CRM (npm start: /__sim/webhooks and the HubSpot stand-in)', () => {
  test('a contact request arrives once in the inbox, signed, and once as a HubSpot contact', async ({
    page,
    request,
  }) => {
    const first = unique('Crm').replace(' ', '');
    const name = `${first} Contact`;
    await gotoHydrated(page, '/contact-us');
    const form = contactForm(page);
    await form.name.fill(name);
    await form.business.fill('Inbox Dental');
    await form.phone.fill('+61 400 000 111');
    await form.privacy.check();
    await form.submit.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();

    await expect.poll(async () => (await deliveriesFor(request, name)).length, { timeout: 20_000 }).toBe(1);
    const [delivery] = await deliveriesFor(request, name);
    expect(delivery).toMatchObject({ destination: 'sales-automation', verified: true, answered: 204 });
    expect(delivery!.headers['webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(delivery!.body).data).toMatchObject({ source: 'contact', consent: { given: true } });
    await expect.poll(async () => (await hubspotContact(request, first)).length, { timeout: 20_000 }).toBe(1);
  });
});
