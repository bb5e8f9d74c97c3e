// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScreenTextsSchema } from '../../../../../../schemas/demo-texts.ts';
import { flowAt } from '../../../../support/flows.ts';
import { clearToasts, expectToast } from '../../../../support/demo.tsx';
import { IndustryDemo } from '../../../../../../src/features/demo/IndustryDemo/index.ts';
import { renderWithProviders } from '../../../../render.tsx';

// The session chunk (SDK and session screen) fails to download (offline, or a stale deploy removed it).
const chunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../../../../../../src/features/demo/voice/session/VoiceSession.tsx', () => {
  chunk.loads += 1;
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('../../../../../../src/features/demo/voice/signedUrl.ts', () => ({ prefetchSignedUrl: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
});

describe('IndustryDemo without the voice SDK', () => {
  it('says the call could not load on the session stage, with a retry, and keeps the details', async () => {
    const data = flowAt('/healthcare-demo');
    const texts = ScreenTextsSchema.parse({});
    localStorage.setItem(
      'healthcareDemoUser',
      JSON.stringify({ name: 'Jane', email: 'j@x.io', phone: '1', company: 'Clinic' }),
    );
    const { user } = await renderWithProviders(<IndustryDemo data={data} />, { path: data.demo.path });
    await user.click(await screen.findByRole('button', { name: 'Continue to Demo' }));
    expect((await screen.findByText(texts.sessionFailed)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: data.demo.session.title })).toBeInTheDocument();
    // The retry asks for the chunk again (here it fails again, and says so again).
    const loads = chunk.loads;
    await user.click(screen.getByRole('button', { name: texts.sessionRetry }));
    await waitFor(() => expect(chunk.loads).toBe(loads + 1));
    expect(await screen.findByText(texts.sessionFailed)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('healthcareDemoUser')!)).toMatchObject({ name: 'Jane', email: 'j@x.io' });
  });

  it('reports the start failure of a form that starts the call, and stays on the form', async () => {
    // Restaurant: sending the form starts the call.
    const data = flowAt('/restaurant-demo');
    const { user } = await renderWithProviders(<IndustryDemo data={data} />, { path: data.demo.path });
    for (const [name, value] of [
      ['name', 'Jane'],
      ['email', 'j@x.io'],
    ] as const) {
      const field = data.demo.fields.find((candidate) => candidate.name === name)!;
      await user.type(screen.getByRole('textbox', { name: field.label }), value);
    }
    await user.click(screen.getByRole('button', { name: data.demo.submit.label }));
    await expectToast(data.demo.toasts.startFailed);
    expect(screen.getByRole('button', { name: data.demo.submit.label })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: data.demo.fields[0]!.label })).toHaveValue('Jane');
  });
});
