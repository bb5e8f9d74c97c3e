// @vitest-environment jsdom
// The contact form's live code arrives on the first intent (useDeferredContactForm): what the visitor
// does before it is here (type, move the caret, submit) is kept and acted on once it is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanNotifications } from '@mantine/notifications';
import { act, waitFor } from '@testing-library/react';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageSchema } from '../../../../../schemas/page.ts';
import type { ContactFormSection as ContactFormData } from '../../../../../schemas/sections/index.ts';
import { ContactFormSection } from '../../../../../src/features/contact/ContactFormSection.tsx';
import { loadLiveContactForm } from '../../../../../src/features/contact/liveContactFormChunk.ts';
import { FIXTURE_SITE } from '../../../fixture-site.ts';
import { renderWithProviders, screen } from '../../../render.tsx';
import { deferred, expectToast, fakeBackend } from '../../../support/contact.ts';

// The chunk's arrival is the test's to decide; what arrives is the real live form.
vi.mock('../../../../../src/features/contact/liveContactFormChunk.ts', () => ({ loadLiveContactForm: vi.fn() }));
const realChunk = () => import('../../../../../src/features/contact/LiveContactForm.tsx');

const page = PageSchema.parse(parse(readFileSync(join(FIXTURE_SITE, 'pages/contact-us.yaml'), 'utf8')));
const section = page.sections.find((candidate) => candidate.type === 'contact-form') as ContactFormData;

let backend: ReturnType<typeof fakeBackend>;

beforeEach(() => {
  backend = fakeBackend();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  act(() => cleanNotifications());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The chunk arrives only when `release` is called. */
function holdChunk() {
  const gate = deferred<void>();
  vi.mocked(loadLiveContactForm).mockImplementation(() => gate.promise.then(realChunk));
  return { release: () => act(async () => gate.resolve()) };
}

async function renderForm() {
  const view = await renderWithProviders(<ContactFormSection section={section} />, { path: '/contact-us' });
  const fields = {
    name: screen.getByRole('textbox', { name: 'Your Name' }),
    business: screen.getByRole('textbox', { name: 'Business Name' }),
    phone: screen.getByRole('textbox', { name: 'Phone Number' }),
    privacy: screen.getByRole('checkbox', { name: /I agree to the privacy policy/ }),
  };
  const fillAll = async () => {
    for (const [field, value] of [
      [fields.name, 'Jane Citizen'],
      [fields.business, 'Citizen Dental'],
      [fields.phone, '0400 000 000'],
    ] as const) {
      await view.user.click(field);
      await view.user.paste(value);
    }
    await view.user.click(fields.privacy);
  };
  /** The live form has taken the inputs over: Mantine marks each input it manages with data-path. */
  const live = () => waitFor(() => expect(fields.name).toHaveAttribute('data-path'));
  return {
    ...view,
    fields,
    fillAll,
    live,
    submit: () => view.user.click(screen.getByRole('button', { name: 'Submit' })),
  };
}

describe('ContactFormSection before its live code arrives', () => {
  it('fetches the live form on the first focus, not when the page renders', async () => {
    holdChunk();
    const { user } = await renderForm();
    expect(loadLiveContactForm).not.toHaveBeenCalled();

    await user.tab();

    expect(screen.getByRole('textbox', { name: 'Your Name' })).toHaveFocus();
    expect(loadLiveContactForm).toHaveBeenCalled();
  });

  it('keeps what was typed, the same input, its focus and its caret when the live form arrives', async () => {
    const chunk = holdChunk();
    const { fields, user, live, submit } = await renderForm();

    await user.click(fields.business);
    await user.paste('Citizen Dental');
    await user.click(fields.name);
    await user.keyboard('Jane Citizen{Home}');
    await chunk.release();
    await live();

    expect(screen.getByRole('textbox', { name: 'Your Name' })).toBe(fields.name);
    expect(fields.name).toHaveFocus();
    await user.keyboard('Dr ');
    expect(fields.name).toHaveValue('Dr Jane Citizen');
    await user.click(fields.phone);
    await user.paste('0400 000 000');
    await user.click(fields.privacy);
    await submit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(backend.insert).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ name: 'Dr Jane Citizen', company: 'Citizen Dental', phone: '0400 000 000', email: '' }),
      expect.any(Headers),
      expect.any(URL),
    );
  });

  it('sends a submit pressed before the live form arrived once it has, exactly once', async () => {
    const chunk = holdChunk();
    const { fillAll, submit, user } = await renderForm();

    await fillAll();
    await submit();
    // A second press while waiting is no second request.
    await user.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Your Name' })).toBeDisabled();
    expect(backend.fetch).not.toHaveBeenCalled();
    await chunk.release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(backend.insert).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ name: 'Jane Citizen', company: 'Citizen Dental', phone: '0400 000 000', email: '' }),
      expect.any(Headers),
      expect.any(URL),
    );
    expect(backend.invoke).toHaveBeenCalledExactlyOnceWith(
      'send-lead-notification',
      { name: 'Jane Citizen', business: 'Citizen Dental', phone: '0400 000 000' },
      expect.any(Headers),
    );
    await expectToast('Thank you!', "We'll be in touch soon to schedule your chat.");
  });

  it('validates a submit pressed before the live form arrived: "Missing Information", focus on the first blank field', async () => {
    const chunk = holdChunk();
    const { fields, submit } = await renderForm();

    await submit();
    await chunk.release();

    await expectToast('Missing Information', 'Please fill in all fields');
    await waitFor(() => expect(fields.name).toHaveFocus());
    expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    expect(backend.fetch).not.toHaveBeenCalled();
  });

  it('shows "Something went wrong" and keeps every value when the live form cannot be fetched, then sends once it can', async () => {
    vi.mocked(loadLiveContactForm).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const { fields, fillAll, submit } = await renderForm();

    await fillAll();
    await submit();

    await expectToast('Something went wrong', 'Please try again or contact us directly.');
    expect(fields.name).toHaveValue('Jane Citizen');
    expect(fields.business).toHaveValue('Citizen Dental');
    expect(fields.phone).toHaveValue('0400 000 000');
    expect(fields.privacy).toBeChecked();
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    expect(backend.fetch).not.toHaveBeenCalled();

    vi.mocked(loadLiveContactForm).mockImplementation(realChunk);
    await submit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(backend.insert).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ name: 'Jane Citizen', company: 'Citizen Dental', phone: '0400 000 000' }),
      expect.any(Headers),
      expect.any(URL),
    );
  });
});
