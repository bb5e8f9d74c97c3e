// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanNotifications } from '@mantine/notifications';
import { act, waitFor } from '@testing-library/react';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookDemoSection as BookDemoData } from '../../../../schemas/book-demo.ts';
import { PageSchema } from '../../../../schemas/page.ts';
import { ActionButton } from '../../../../src/components/ActionButton.tsx';
import { BookDemoHost } from '../../../../src/features/book-demo/BookDemoHost.tsx';
import { BookDemoSection } from '../../../../src/features/book-demo/BookDemoSection.tsx';
import { expectToast, fakeBackend, type FakeReply } from '../../support/contact.ts';
import { renderWithProviders, screen, within } from '../../render.tsx';
import { FIXTURE_SITE } from '../../fixture-site.ts';
import { join } from 'node:path';

// What happens when the server refuses a Book a Demo request the browser accepted: the visitor keeps
// everything they typed, learns what to do, and a retry is the same submission (one stored row).
const page = PageSchema.parse(parse(readFileSync(join(FIXTURE_SITE, 'pages/about.yaml'), 'utf8')));
const section = page.sections.find((candidate) => candidate.type === 'book-demo') as BookDemoData;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TYPED = { name: 'Jane Citizen', email: 'jane@citizen.example', company: 'Citizen Dental' };
const MORE = { website: 'citizen.example', aiHelp: 'Answer after hours' };

let backend: ReturnType<typeof fakeBackend>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => {
  act(() => cleanNotifications());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function submitOnce() {
  const { user } = await renderWithProviders(
    <BookDemoHost>
      <ActionButton action={{ label: 'Book a Demo', href: 'action:book-demo', variant: 'primary' }} />
      <BookDemoSection section={section} />
    </BookDemoHost>,
    { path: '/about' },
  );
  await user.click(screen.getByRole('button', { name: 'Book a Demo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Book a Demo' });
  const box = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
  const fields = {
    name: box('Full Name'),
    email: box('Email'),
    company: box('Company Name'),
    website: box('Company Website'),
    aiHelp: box('How would an AI Agent help your Business\\?'),
  };
  for (const [key, value] of Object.entries({ ...TYPED, ...MORE })) {
    await user.click(fields[key as keyof typeof fields]);
    await user.paste(value);
  }
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Book Demo' }));
  await submit();
  return { dialog, fields, submit };
}

describe('Book a Demo refusals', () => {
  it('says to wait on a 429 and keeps every value', async () => {
    backend = fakeBackend({ invoke: async () => ({ status: 429, body: { error: 'rate_limited' } }) });
    const { fields } = await submitOnce();

    await expectToast(section.refusals.rateLimited.title!, section.refusals.rateLimited.message);
    for (const [key, value] of Object.entries({ ...TYPED, ...MORE }))
      expect(fields[key as keyof typeof fields]).toHaveValue(value);
  });

  it('asks to send again when the spam check is refused', async () => {
    backend = fakeBackend({ invoke: async () => ({ status: 403, body: { error: 'captcha_invalid' } }) });
    await submitOnce();

    await expectToast(section.refusals.checkFailed.title!, section.refusals.checkFailed.message);
  });

  it("shows the server's field error at the field and moves the focus there", async () => {
    backend = fakeBackend({
      invoke: async () => ({
        status: 400,
        body: { error: 'invalid_fields', fields: { company: 'control_characters' } },
      }),
    });
    const { fields } = await submitOnce();

    await waitFor(() => expect(fields.company).toHaveAccessibleDescription(section.refusals.invalidField));
    expect(fields.company).toHaveAttribute('aria-invalid', 'true');
    expect(fields.company).toHaveFocus();
    expect(fields.name).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the same Idempotency-Key on a retry, and a SPEC body without it', async () => {
    const answers: FakeReply[] = [
      { status: 502, body: { error: 'internal_error' } },
      { status: 200, body: {} },
    ];
    backend = fakeBackend({ invoke: async () => answers.shift()! });
    const { submit } = await submitOnce();
    await expectToast('Error', 'Failed to create booking. Please try again.');
    await submit();

    await expectToast('Success!', "Thanks! We'll be in touch shortly to schedule your demo.");
    const keys = backend.invoke.mock.calls.map(([, , headers]) => headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(Object.keys(backend.invoke.mock.calls[0]![1] as object)).not.toContain('id');
  });
});
