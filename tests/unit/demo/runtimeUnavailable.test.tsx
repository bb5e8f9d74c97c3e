// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flowAt } from './flows.ts';
import { clearToasts, expectToast } from './helpers.tsx';
import { IndustryDemo } from '../../../src/features/demo/IndustryDemo/index.ts';
import { renderWithProviders } from '../render.tsx';

// The SDK chunk fails to download (offline, or a stale deploy removed it).
vi.mock('../../../src/features/demo/voice/VoiceRuntime.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('../../../src/features/demo/voice/signedUrl.ts', () => ({ prefetchSignedUrl: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
});

describe('IndustryDemo without the voice SDK', () => {
  it('keeps the page working and reports the start failure', async () => {
    const data = flowAt('/healthcare-demo');
    localStorage.setItem(
      'healthcareDemoUser',
      JSON.stringify({ name: 'Jane', email: 'j@x.io', phone: '1', company: 'Clinic' }),
    );
    const { user } = await renderWithProviders(<IndustryDemo data={data} />, { path: data.demo.path });
    await user.click(await screen.findByRole('button', { name: 'Continue to Demo' }));
    await user.click(await screen.findByRole('button', { name: 'Call Healthcare Agent' }));
    await expectToast(data.demo.toasts.startFailed);
    expect(screen.getByRole('button', { name: 'Call Healthcare Agent' })).toBeEnabled();
  });
});
