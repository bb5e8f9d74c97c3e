// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIELD_INPUT } from '../../../../../../src/features/demo/details.ts';
import { prefetchSignedUrl } from '../../../../../../src/features/demo/voice/signedUrl.ts';
import { fakeVoice, resetFakeVoice } from '../../../../support/fakeVoiceRuntime.tsx';
import { flowAt, FLOW_ROWS, requiredFields } from '../../../../support/flows.ts';
import { clearToasts, expectNoToast, expectToast, renderFlow } from '../../../../support/demo.tsx';

vi.mock(
  '../../../../../../src/features/demo/voice/session/VoiceSession.tsx',
  () => import('../../../../support/fakeVoiceRuntime.tsx'),
);
vi.mock('@elevenlabs/react', () => import('../../../../support/fakeConversation.tsx'));
vi.mock('../../../../../../src/features/demo/voice/signedUrl.ts', () => ({ prefetchSignedUrl: vi.fn() }));

const VALID = { name: 'Jane Smith', email: 'jane@example.com', phone: '+61 400 000 000', company: 'Acme' };

beforeEach(() => {
  vi.mocked(prefetchSignedUrl).mockClear();
  resetFakeVoice();
  localStorage.clear();
});
afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
});

describe('DetailsForm', () => {
  // One render per flow and test: each render costs far more than the checks, and every flow in the
  // content (a new industry file adds one) runs through both.
  it.each(FLOW_ROWS)(
    '%s labels every input with its autofill hint; a blank submit shows the required message as a toast and inline, and focuses the first blank field',
    async (_path, data) => {
      const { field, submit } = await renderFlow(data);
      expect(screen.getByRole('heading', { level: 1, name: data.demo.heading })).toBeInTheDocument();
      for (const spec of data.demo.fields) {
        const input = field(spec.name);
        expect(input).toHaveAttribute('autocomplete', FIELD_INPUT[spec.name].autoComplete);
        expect(input).toHaveAttribute('type', FIELD_INPUT[spec.name].type);
        if (spec.required) expect(input).toBeRequired();
        else expect(input).not.toBeRequired();
      }

      await submit();
      const { required } = data.demo.messages;
      await expectToast(required);
      for (const spec of requiredFields(data.demo)) {
        expect(field(spec.name)).toHaveAttribute('aria-invalid', 'true');
        expect(field(spec.name)).toHaveAccessibleDescription(required.message);
      }
      expect(field(requiredFields(data.demo)[0]!.name)).toHaveFocus();
      expect(fakeVoice.starts).toEqual([]);
    },
  );

  it.each(FLOW_ROWS)(
    "%s treats spaces as blank, applies its email rule ('@' message or the browser's check), then saves the trimmed details where its file says and moves on",
    async (_path, data) => {
      const { demo } = data;
      const { fill, field, submit } = await renderFlow(data);

      await fill(Object.fromEntries(requiredFields(demo).map((spec) => [spec.name, '   '])));
      await submit();
      await expectToast(demo.messages.required);
      expect(field('name')).toHaveAttribute('aria-invalid', 'true');
      // The next step checks that no required-fields toast comes back, so this one must have left.
      clearToasts();
      await waitFor(() => expectNoToast(demo.messages.required.message));

      await fill({ ...VALID, email: 'jane.example.com' });
      await submit();
      const { invalidEmail } = demo.messages;
      if (invalidEmail) await expectToast(invalidEmail);
      else expectNoToast(demo.messages.required.message);
      expect(field('email')).toHaveAttribute('aria-invalid', 'true');
      expect(field('email')).toHaveFocus();
      expect(screen.getByRole('heading', { level: 2, name: demo.texts.formTitle })).toBeInTheDocument();
      clearToasts();

      await fill(Object.fromEntries(Object.entries(VALID).map(([name, value]) => [name, `  ${value}  `])));
      await submit();
      // The signed link is requested as soon as the details are accepted, before Start.
      const expected = Object.fromEntries(
        Object.entries(VALID).map(([name, value]) => [name, demo.fields.some((f) => f.name === name) ? value : '']),
      );
      // …with the details it stores with the session, only the fields the flow asks for.
      expect(prefetchSignedUrl).toHaveBeenCalledWith(
        expect.objectContaining({
          agentId: demo.agentId,
          details: Object.fromEntries(demo.fields.map((f) => [f.name, expected[f.name]])),
        }),
      );
      if (demo.storage === 'memory') expect(localStorage.length).toBe(0);
      else expect(JSON.parse(localStorage.getItem(demo.storage.localStorageKey)!)).toEqual(expected);

      if (demo.submit.behaviour === 'start-session') {
        await waitFor(() => expect(fakeVoice.starts).toHaveLength(1));
        expect(fakeVoice.starts[0]).toMatchObject({ origin: 'form', textOnly: false });
        expect(screen.getByRole('button', { name: demo.submit.pendingLabel })).toBeDisabled();
        return;
      }
      if (demo.submit.behaviour === 'delay')
        expect(screen.getByRole('button', { name: demo.submit.pendingLabel })).toBeDisabled();
      const heading = await screen.findByRole('heading', { level: 2, name: demo.session.title }, { timeout: 3000 });
      // Focus moves in an effect after the new screen renders; a busy machine can look in between.
      await waitFor(() => expect(heading).toHaveFocus());
      if (demo.toasts.submitted) await expectToast(demo.toasts.submitted);
      expect(fakeVoice.starts).toEqual([]);
    },
  );

  it('brings saved details back on return', async () => {
    const data = flowAt('/healthcare-demo');
    localStorage.setItem('healthcareDemoUser', JSON.stringify(VALID));
    const { field } = await renderFlow(data);
    await waitFor(() => expect(field('name')).toHaveValue('Jane Smith'));
    expect(field('company')).toHaveValue('Acme');
  });

  it('survives a corrupt saved value', async () => {
    localStorage.setItem('generalDemoUser', '{oops');
    const { field } = await renderFlow(flowAt('/demo'));
    expect(field('name')).toHaveValue('');
  });

  it('waits delayMs with the pending label before showing the session screen', async () => {
    const data = flowAt('/demo');
    const { fill, submit } = await renderFlow(data);
    await fill(VALID);
    const started = performance.now();
    await submit();
    expect(screen.getByRole('button', { name: 'Connecting to Agent...' })).toBeDisabled();
    await screen.findByRole('heading', { level: 2, name: data.demo.session.title }, { timeout: 3000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    await expectToast({ message: 'Welcome! Starting your demo...' });
  });
});
