// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanNotifications } from '@mantine/notifications';
import { act, waitFor } from '@testing-library/react';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageSchema } from '../../../../../schemas/page.ts';
import type { ContactFormSection as ContactFormData } from '../../../../../schemas/sections/index.ts';
import { ContactFormSection } from '../../../../../src/features/contact/ContactFormSection.tsx';
import { renderWithProviders, screen } from '../../../render.tsx';
import { deferred, expectToast, fakeBackend, type FakeReply } from '../../../support/contact.ts';
import { FIXTURE_SITE } from '../../../fixture-site.ts';
import { join } from 'node:path';

const page = PageSchema.parse(parse(readFileSync(join(FIXTURE_SITE, 'pages/contact-us.yaml'), 'utf8')));
const section = page.sections.find((candidate) => candidate.type === 'contact-form') as ContactFormData;

let backend: ReturnType<typeof fakeBackend>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeEach(() => {
  backend = fakeBackend();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  // Toasts live in a module-level store that outlives each render.
  act(() => cleanNotifications());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderForm() {
  const view = await renderWithProviders(<ContactFormSection section={section} />, { path: '/contact-us' });
  // The button is enabled once hydrated; the form's own chunk loads on the first intent (the clicks below).
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
  const fields = {
    name: screen.getByRole('textbox', { name: 'Your Name' }),
    business: screen.getByRole('textbox', { name: 'Business Name' }),
    phone: screen.getByRole('textbox', { name: 'Phone Number' }),
    privacy: screen.getByRole('checkbox', { name: /I agree to the privacy policy/ }),
  };
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Submit' }));
  /** Pastes each value: one change event instead of one per key, the same for the form and much faster. */
  const fill = async (values: { name?: string; business?: string; phone?: string; privacy?: boolean }) => {
    for (const key of ['name', 'business', 'phone'] as const) {
      const value = values[key];
      if (!value) continue;
      await view.user.click(fields[key]);
      await view.user.paste(value);
    }
    if (values.privacy) await view.user.click(fields.privacy);
  };
  return { ...view, fields, submit, fill };
}

describe('ContactFormSection', () => {
  it('heads the form with the page h1 and labels every input for autofill', async () => {
    const { fields } = await renderForm();

    expect(screen.getByRole('heading', { level: 1, name: "Let's Have a Chat!" })).toBeInTheDocument();
    expect(screen.getByText("We'll contact you within 24 hours.")).toBeInTheDocument();
    expect(fields.name).toHaveAttribute('autocomplete', 'name');
    expect(fields.business).toHaveAttribute('autocomplete', 'organization');
    expect(fields.phone).toHaveAttribute('type', 'tel');
    expect(fields.phone).toHaveAttribute('autocomplete', 'tel');
    for (const field of Object.values(fields)) expect(field).toBeEnabled();
  });

  it('links the words "privacy policy" in the checkbox label to /privacy-policy in a new tab', async () => {
    await renderForm();

    const link = screen.getByRole('link', { name: /privacy policy/ });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows "Missing Information: Please fill in all fields" and marks the blank fields when nothing is filled in', async () => {
    const { fields, submit } = await renderForm();

    await submit();

    await expectToast('Missing Information', 'Please fill in all fields');
    for (const field of [fields.name, fields.business, fields.phone]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('This field is required');
    }
    expect(fields.name).toHaveFocus();
    expect(backend.fetch).not.toHaveBeenCalled();
  });

  it('counts whitespace-only input as missing and focuses the first blank field', async () => {
    const { fields, fill, submit } = await renderForm();

    await fill({ name: 'Jane Citizen', business: '   ', phone: '0400 000 000', privacy: true });
    await submit();

    await expectToast('Missing Information', 'Please fill in all fields');
    expect(fields.business).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).not.toHaveAttribute('aria-invalid');
    expect(fields.business).toHaveFocus();
    expect(backend.fetch).not.toHaveBeenCalled();
  });

  it('shows "Privacy Policy Required: Please accept the privacy policy to continue" when the box is not ticked', async () => {
    const { fields, fill, submit } = await renderForm();

    await fill({ name: 'Jane Citizen', business: 'Citizen Dental', phone: '0400 000 000' });
    await submit();

    await expectToast('Privacy Policy Required', 'Please accept the privacy policy to continue');
    expect(fields.privacy).toHaveAttribute('aria-invalid', 'true');
    expect(fields.privacy).toHaveAccessibleDescription('Please accept the privacy policy to continue');
    expect(fields.privacy).toHaveFocus();
    expect(backend.fetch).not.toHaveBeenCalled();
  });

  it('clears a field error as soon as the visitor edits that field', async () => {
    const { fields, submit, user } = await renderForm();

    await submit();
    await user.type(fields.name, 'J');

    expect(fields.name).not.toHaveAttribute('aria-invalid');
    expect(fields.business).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads "Submitting..." with every field disabled while sending', async () => {
    const pending = deferred<FakeReply>();
    backend = fakeBackend({ insert: () => pending.promise });
    const { fields, fill, submit } = await renderForm();

    await fill({ name: 'Jane Citizen', business: 'Citizen Dental', phone: '0400 000 000', privacy: true });
    await submit();

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    for (const field of Object.values(fields)) expect(field).toBeDisabled();
    await act(async () => pending.resolve({ status: 201 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
  });

  it('stores the trimmed request, then notifies the team, then thanks the visitor', async () => {
    const { fill, submit } = await renderForm();

    await fill({ name: '  Jane Citizen ', business: 'Citizen Dental ', phone: ' 0400 000 000', privacy: true });
    await submit();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Thank you!' });
    expect(backend.insert).toHaveBeenCalledExactlyOnceWith(
      {
        id: expect.stringMatching(UUID),
        name: 'Jane Citizen',
        company: 'Citizen Dental',
        phone: '0400 000 000',
        email: '',
      },
      expect.any(Headers),
      expect.any(URL),
    );
    const [row, insertHeaders, insertUrl] = backend.insert.mock.calls[0]! as [{ id: string }, Headers, URL];
    // Visitors may insert but not read the table back: PostgREST must not return the row. A retry of
    // a stored row is skipped by the table's trigger (tests/unit/backend), never a second row.
    // (supabase-js sends no `return=` for an insert without .select(): PostgREST's default, minimal.)
    expect(insertHeaders.get('prefer') ?? '').not.toContain('return=representation');
    expect(insertUrl.searchParams.get('on_conflict')).toBeNull();
    expect(insertHeaders.get('apikey')).toBeTruthy();
    expect(backend.invoke).toHaveBeenCalledExactlyOnceWith(
      'send-lead-notification',
      { name: 'Jane Citizen', business: 'Citizen Dental', phone: '0400 000 000' },
      expect.any(Headers),
    );
    // The notification names the stored row, so the function sends once per row.
    expect(backend.invoke.mock.calls[0]![2].get('idempotency-key')).toBe(row.id);
    expect(backend.insert.mock.invocationCallOrder[0]!).toBeLessThan(backend.invoke.mock.invocationCallOrder[0]!);
    expect(heading).toHaveFocus();
    expect(screen.getByText(/We'll contact you within 24 hours to schedule your chat/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expectToast('Thank you!', "We'll be in touch soon to schedule your chat.");
  });

  it('still thanks the visitor when only the team notification fails, and logs it', async () => {
    backend = fakeBackend({ invoke: async () => ({ status: 502, body: { error: 'notification_failed' } }) });
    const { fill, submit } = await renderForm();

    await fill({ name: 'Jane Citizen', business: 'Citizen Dental', phone: '0400 000 000', privacy: true });
    await submit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('notification failed'), expect.any(Error));
  });

  it.each([
    [
      'the insert is refused',
      () => fakeBackend({ insert: async () => ({ status: 401, body: { message: 'permission denied' } }) }),
    ],
    [
      'the network is down',
      () => {
        const offline = fakeBackend();
        offline.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
        return offline;
      },
    ],
  ])('shows "Something went wrong" and keeps every typed value when %s', async (_case, makeBackend) => {
    backend = makeBackend();
    const { fields, fill, submit } = await renderForm();

    await fill({ name: 'Jane Citizen', business: 'Citizen Dental', phone: '0400 000 000', privacy: true });
    await submit();

    await expectToast('Something went wrong', 'Please try again or contact us directly.');
    expect(fields.name).toHaveValue('Jane Citizen');
    expect(fields.business).toHaveValue('Citizen Dental');
    expect(fields.phone).toHaveValue('0400 000 000');
    expect(fields.privacy).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    // Focus back on the form (the button: no field was refused), for the visitor to try again.
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    expect(fields.name).toBeEnabled();
    expect(backend.invoke).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Thank you!' })).not.toBeInTheDocument();
  });

  it('retries with the same row id after a failure, so the database keeps one row', async () => {
    const answers: FakeReply[] = [{ status: 503, body: { message: 'unavailable' } }, { status: 201 }];
    backend = fakeBackend({ insert: async () => answers.shift()! });
    const { fill, submit } = await renderForm();

    await fill({ name: 'Jane Citizen', business: 'Citizen Dental', phone: '0400 000 000', privacy: true });
    await submit();
    await expectToast('Something went wrong', 'Please try again or contact us directly.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await submit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    const ids = backend.insert.mock.calls.map(([row]) => (row as { id: string }).id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toBe(ids[0]);
  });

  it('says to wait a moment on a 429 and keeps every typed value', async () => {
    backend = fakeBackend({
      insert: async () => ({ status: 429, body: { code: 'rate_limited', message: 'Too many' } }),
    });
    const { fields, fill, submit } = await renderForm();

    await fill({ name: 'Jane Citizen', business: 'Citizen Dental', phone: '0400 000 000', privacy: true });
    await submit();

    await expectToast(section.refusals.rateLimited.title!, section.refusals.rateLimited.message);
    expect(fields.name).toHaveValue('Jane Citizen');
    expect(fields.business).toHaveValue('Citizen Dental');
    expect(fields.phone).toHaveValue('0400 000 000');
    expect(fields.privacy).toBeChecked();
    expect(backend.invoke).not.toHaveBeenCalled();
  });

  it('caps each input at the length the server accepts', async () => {
    const { fields } = await renderForm();

    expect(fields.name).toHaveAttribute('maxlength', '200');
    expect(fields.business).toHaveAttribute('maxlength', '200');
    expect(fields.phone).toHaveAttribute('maxlength', '50');
  });
});
