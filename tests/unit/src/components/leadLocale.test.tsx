// @vitest-environment jsdom
// Leads in their language, in the browser: a form on a translated page sends the
// page's locale (the document's `lang`); a page in the site's own language sends the SPEC's body as it was.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanNotifications } from '@mantine/notifications';
import { act, waitFor } from '@testing-library/react';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookDemoSection as BookDemoData } from '../../../../schemas/book-demo.ts';
import { PageSchema } from '../../../../schemas/page.ts';
import type { ContactFormSection as ContactFormData } from '../../../../schemas/sections/index.ts';
import { ActionButton } from '../../../../src/components/ActionButton.tsx';
import { BookDemoHost } from '../../../../src/features/book-demo/BookDemoHost.tsx';
import { BookDemoSection } from '../../../../src/features/book-demo/BookDemoSection.tsx';
import { ContactFormSection } from '../../../../src/features/contact/ContactFormSection.tsx';
import { leadLocale, pageLocale } from '../../../../src/lib/pageLocale.ts';
import { FIXTURE_SITE } from '../../fixture-site.ts';
import { renderWithProviders, screen, within } from '../../render.tsx';
import { fakeBackend } from '../../support/contact.ts';

const sectionOf = <T,>(file: string, type: string) =>
  PageSchema.parse(parse(readFileSync(join(FIXTURE_SITE, file), 'utf8'))).sections.find(
    (section) => section.type === type,
  ) as T;

let backend: ReturnType<typeof fakeBackend>;

beforeEach(() => {
  backend = fakeBackend({ invoke: async () => ({ status: 200, body: { schedulingLink: null } }) });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  document.documentElement.lang = '';
  act(() => cleanNotifications());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('pageLocale', () => {
  it("reads the document's lang, and counts a missing or malformed one as the site's own", () => {
    document.documentElement.lang = 'es';
    expect([pageLocale(), leadLocale()]).toEqual(['es', { locale: 'es' }]);
    document.documentElement.lang = 'en';
    expect([pageLocale(), leadLocale()]).toEqual(['en', {}]);
    document.documentElement.lang = 'not a tag';
    expect([pageLocale(), leadLocale()]).toEqual(['en', {}]);
  });
});

async function submitContact(lang: string) {
  document.documentElement.lang = lang;
  const section = sectionOf<ContactFormData>('pages/contact-us.yaml', 'contact-form');
  const view = await renderWithProviders(<ContactFormSection section={section} />, { path: '/contact-us' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
  for (const [name, value] of [
    ['Your Name', 'Lucía'],
    ['Business Name', 'Clínica Sol'],
    ['Phone Number', '+34 600 000 000'],
  ] as const) {
    await view.user.click(screen.getByRole('textbox', { name }));
    await view.user.paste(value);
  }
  await view.user.click(screen.getByRole('checkbox', { name: /I agree to the privacy policy/ }));
  await view.user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(backend.insert).toHaveBeenCalledOnce());
  return backend.insert.mock.calls[0]![0] as Record<string, unknown>;
}

describe('the contact form', () => {
  it("stores the row with the page's locale on a translated page", async () => {
    expect(await submitContact('es')).toMatchObject({ name: 'Lucía', locale: 'es' });
  });

  it('sends no locale on a page in the site’s own language (the column’s default)', async () => {
    expect(await submitContact('en')).not.toHaveProperty('locale');
  });
});

describe('Book a Demo', () => {
  it("sends the page's locale with the request on a translated page", async () => {
    document.documentElement.lang = 'de';
    const section = sectionOf<BookDemoData>('pages/about.yaml', 'book-demo');
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const view = await renderWithProviders(
      <BookDemoHost>
        <ActionButton action={{ label: 'Book a Demo', href: 'action:book-demo', variant: 'primary' }} />
        <BookDemoSection section={section} />
      </BookDemoHost>,
      { path: '/about' },
    );
    await view.user.click(screen.getByRole('button', { name: 'Book a Demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a Demo' });
    const box = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
    for (const [name, value] of [
      ['Full Name', 'Grete Müller'],
      ['Email', 'grete@example.de'],
      ['Company Name', 'Bäckerei Müller'],
      ['Company Website', 'baeckerei.example'],
      ['How would an AI Agent help your Business\\?', 'Bestellungen annehmen'],
    ] as const) {
      await view.user.click(box(name));
      await view.user.paste(value);
    }
    await view.user.click(within(dialog).getByRole('button', { name: 'Book Demo' }));
    await waitFor(() => expect(backend.invoke).toHaveBeenCalledOnce());
    expect(backend.invoke.mock.calls[0]![1]).toMatchObject({ name: 'Grete Müller', locale: 'de' });
  });
});
