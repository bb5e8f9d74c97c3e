// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanNotifications } from '@mantine/notifications';
import { act, waitFor } from '@testing-library/react';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { BookDemoSection as BookDemoData } from '../../../../../schemas/book-demo.ts';
import { PageSchema } from '../../../../../schemas/page.ts';
import { ActionButton } from '../../../../../src/components/ActionButton.tsx';
import { BookDemoHost } from '../../../../../src/features/book-demo/BookDemoHost.tsx';
import { BookDemoSection } from '../../../../../src/features/book-demo/BookDemoSection.tsx';
import { HONEYPOT_FIELD } from '../../../../../supabase/functions/_shared/leads/lead-fields.ts';
import { sampleDemoRequest } from '../../../../../supabase/functions/_shared/leads/lead-columns.ts';
import { deferred, expectToast, fakeBackend, findToast, type FakeReply } from '../../../support/contact.ts';
import { renderWithProviders, screen, within } from '../../../render.tsx';
import { textboxesByName } from '../../../support/textboxes.ts';
import { FIXTURE_SITE } from '../../../fixture-site.ts';
import { join } from 'node:path';

const page = PageSchema.parse(parse(readFileSync(join(FIXTURE_SITE, 'pages/about.yaml'), 'utf8')));
const section = page.sections.find((candidate) => candidate.type === 'book-demo') as BookDemoData;

const LINK =
  'https://cal.example.com/harbourline/demo?name=Jane+Citizen&email=jane%40citizen.example&a1=Answer+after+hours';
/** SPEC's fields as a visitor types them; any other field of the lead-column map with its sample. */
const TYPED = {
  ...sampleDemoRequest(),
  name: 'Jane Citizen',
  email: 'jane@citizen.example',
  company: 'Citizen Dental',
  website: 'citizen.example',
  phone: '0400 000 000',
  aiHelp: 'Answer after hours',
  additionalNotes: 'Two clinics',
};

/** A stand-in for the blank tab `window.open('', '_blank')` returns. */
function fakeTab() {
  return {
    closed: false,
    opener: window as Window | null,
    location: { href: 'about:blank' },
    document: { title: '', body: { textContent: '' } },
    close: vi.fn(),
  };
}

let backend: ReturnType<typeof fakeBackend>;
let tab: ReturnType<typeof fakeTab>;
let open: MockInstance<typeof window.open>;

beforeEach(() => {
  backend = fakeBackend({ invoke: async () => ({ status: 200, body: { schedulingLink: LINK } }) });
  tab = fakeTab();
  open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  act(() => cleanNotifications());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderAbout() {
  const view = await renderWithProviders(
    <BookDemoHost>
      <ActionButton action={{ label: 'Book a Demo', href: 'action:book-demo', variant: 'primary' }} />
      <BookDemoSection section={section} />
    </BookDemoHost>,
    { path: '/about' },
  );
  const opener = screen.getByRole('button', { name: 'Book a Demo' });
  const openDialog = async () => {
    await view.user.click(opener);
    return screen.findByRole('dialog', { name: 'Book a Demo' });
  };
  return { ...view, opener, openDialog };
}

function inputs(dialog: HTMLElement) {
  return textboxesByName(dialog, {
    name: /^Full Name/,
    email: /^Email/,
    company: /^Company Name/,
    website: /^Company Website/,
    phone: /^Phone Number/,
    aiHelp: /^How would an AI Agent help your Business\?/,
    additionalNotes: /^Additional Notes/,
  });
}

async function fillAll(user: Awaited<ReturnType<typeof renderAbout>>['user'], dialog: HTMLElement) {
  const fields = inputs(dialog);
  // Pasting is a real user-event interaction and much faster than typing long text key by key.
  for (const [key, value] of Object.entries(TYPED)) {
    if (value === '') continue;
    await user.click(fields[key as keyof typeof fields]);
    await user.paste(value);
  }
  return fields;
}

const submitButton = (dialog: HTMLElement, name = 'Book Demo') => within(dialog).getByRole('button', { name });

describe('BookDemoSection', () => {
  it('opens a labelled dialog whose required fields are marked for the browser', async () => {
    const { openDialog } = await renderAbout();

    const dialog = await openDialog();
    const fields = inputs(dialog);

    for (const key of ['name', 'email', 'company', 'website', 'aiHelp'] as const) expect(fields[key]).toBeRequired();
    for (const key of ['phone', 'additionalNotes'] as const) expect(fields[key]).not.toBeRequired();
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.phone).toHaveAttribute('type', 'tel');
    expect(fields.aiHelp.tagName).toBe('TEXTAREA');
    expect(dialog.querySelector('form')?.checkValidity()).toBe(false);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { openDialog, opener, user } = await renderAbout();

    const dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps what the visitor typed when the dialog is closed and opened again', async () => {
    const { openDialog, user } = await renderAbout();
    const dialog = await openDialog();
    await user.type(inputs(dialog).name, 'Jane');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const reopened = await openDialog();

    expect(inputs(reopened).name).toHaveValue('Jane');
  });

  it('hides the spam-trap input from people and assistive technology', async () => {
    const { openDialog } = await renderAbout();

    const dialog = await openDialog();
    const trap = dialog.querySelector<HTMLInputElement>('input[name="company_website_confirm"]')!;

    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
  });

  it('opens the booking tab inside the click, reads "Creating Booking..." with fields disabled, then sends the tab to the link', async () => {
    const pending = deferred<FakeReply>();
    backend = fakeBackend({ invoke: () => pending.promise });
    const { openDialog, opener, user } = await renderAbout();
    const dialog = await openDialog();
    const fields = await fillAll(user, dialog);

    await user.click(submitButton(dialog));

    expect(open).toHaveBeenCalledExactlyOnceWith('', '_blank');
    // Opened before anything was awaited, i.e. still inside the click's user activation.
    expect(open.mock.invocationCallOrder[0]!).toBeLessThan(backend.fetch.mock.invocationCallOrder[0]!);
    expect(submitButton(dialog, 'Creating Booking...')).toBeDisabled();
    for (const field of Object.values(fields)) expect(field).toBeDisabled();
    expect(backend.invoke).toHaveBeenCalledWith('send-demo-request', TYPED, expect.any(Headers));

    await act(async () => pending.resolve({ status: 200, body: { schedulingLink: LINK } }));

    expect(tab.location.href).toBe(LINK);
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
    await findToast('Booking Link Created!');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    const reopened = await openDialog();
    for (const field of Object.values(inputs(reopened))) expect(field).toHaveValue('');
  });

  it('sends trimmed values and leaves the spam trap out of the body when it is empty', async () => {
    const { openDialog, user } = await renderAbout();
    const dialog = await openDialog();
    const fields = await fillAll(user, dialog);
    await user.type(fields.name, '  ');

    await user.click(submitButton(dialog));

    await findToast('Booking Link Created!');
    expect(backend.invoke.mock.calls[0]).toEqual(['send-demo-request', TYPED, expect.any(Headers)]);
  });

  it('refuses a whitespace-only answer: empties it for the browser to explain, and sends nothing', async () => {
    const { openDialog, user } = await renderAbout();
    const dialog = await openDialog();
    const fields = await fillAll(user, dialog);
    await user.clear(fields.company);
    await user.type(fields.company, '   ');

    await user.click(submitButton(dialog));

    const company = inputs(dialog).company;
    expect(company).toHaveValue('');
    expect((company as HTMLInputElement).validity.valueMissing).toBe(true);
    expect(fields.name).toHaveValue(TYPED.name);
    expect(open).not.toHaveBeenCalled();
    expect(backend.fetch).not.toHaveBeenCalled();
    expect(submitButton(dialog)).toBeEnabled();
  });

  it('sends the spam trap when a bot fills it in', async () => {
    const { openDialog, user } = await renderAbout();
    const dialog = await openDialog();
    await fillAll(user, dialog);
    const trap = dialog.querySelector<HTMLInputElement>('input[name="company_website_confirm"]')!;
    await user.type(trap, 'https://spam.example');

    await user.click(submitButton(dialog));

    await findToast('Booking Link Created!');
    expect(backend.invoke).toHaveBeenCalledWith(
      'send-demo-request',
      { ...TYPED, [HONEYPOT_FIELD]: 'https://spam.example' },
      expect.any(Headers),
    );
  });

  it('says "Success!", closes the waiting tab and the dialog when no link comes back', async () => {
    backend = fakeBackend({ invoke: async () => ({ status: 200, body: { schedulingLink: null } }) });
    const { openDialog, user } = await renderAbout();
    const dialog = await openDialog();
    await fillAll(user, dialog);

    await user.click(submitButton(dialog));

    await findToast('Success!');
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the red "Error" toast and keeps the dialog open with every value when the request fails', async () => {
    backend = fakeBackend({ invoke: async () => ({ status: 500, body: { error: 'internal_error' } }) });
    const { openDialog, user } = await renderAbout();
    const dialog = await openDialog();
    const fields = await fillAll(user, dialog);

    await user.click(submitButton(dialog));

    const toast = await expectToast('Error', 'Failed to create booking. Please try again.');
    expect(toast.getAttribute('style')).toContain('--mantine-color-red');
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Book a Demo' })).toBe(dialog);
    for (const [key, value] of Object.entries(fields)) expect(value).toHaveValue(TYPED[key as keyof typeof TYPED]);
    expect(submitButton(dialog)).toBeEnabled();
  });

  it('offers an "Open your booking page" button when the browser blocks the new tab', async () => {
    open.mockImplementation(() => null);
    const { openDialog, user } = await renderAbout();
    const dialog = await openDialog();
    await fillAll(user, dialog);

    await user.click(submitButton(dialog));

    const toast = await findToast('Booking Link Created!');
    const link = within(toast).getByRole('link', { name: /Open your booking page/ });
    expect(link).toHaveAttribute('href', LINK);
    expect(link).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('never opens a link that is not a web address', async () => {
    backend = fakeBackend({ invoke: async () => ({ status: 200, body: { schedulingLink: 'javascript:alert(1)' } }) });
    const { openDialog, user } = await renderAbout();
    const dialog = await openDialog();
    await fillAll(user, dialog);

    await user.click(submitButton(dialog));

    await findToast('Success!');
    expect(tab.location.href).toBe('about:blank');
    expect(tab.close).toHaveBeenCalled();
  });
});
