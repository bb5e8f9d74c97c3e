// @vitest-environment jsdom
// Demos in the page's language, on the page's side: a translated demo page starts its
// calls in its language (the build's `demo.pageLanguage`), a pick in the call-language picker wins, and the
// session record carries the page's locale; the queue clock speaks the page's digits.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callLanguage } from '../../../../../../src/features/demo/language.ts';
import { clockTime } from '../../../../../../src/features/demo/voice/queue.ts';
import { fakeVoice, resetFakeVoice } from '../../../../support/fakeVoiceRuntime.tsx';
import { FLOWS } from '../../../../support/flows.ts';
import { renderFlow } from '../../../../support/demo.tsx';

vi.mock(
  '../../../../../../src/features/demo/voice/session/VoiceSession.tsx',
  () => import('../../../../support/fakeVoiceRuntime.tsx'),
);
vi.mock('@elevenlabs/react', () => import('../../../../support/fakeConversation.tsx'));
vi.mock('../../../../../../src/features/demo/voice/signedUrl.ts', () => ({ prefetchSignedUrl: vi.fn() }));

const SPANISH = { language: 'es', firstMessage: 'Hola {{caller_name}}, ¿en qué puedo ayudarle?' } as const;

describe('callLanguage', () => {
  const session = {
    languages: {
      label: 'Idioma',
      options: [
        { code: 'en' as const, label: 'English' },
        { code: 'fr' as const, label: 'Français', firstMessage: 'Bonjour' },
      ],
    },
  };

  it("asks for the page's language until the visitor picks one", () => {
    expect(callLanguage({ session, pageLanguage: SPANISH }, null)).toEqual(SPANISH);
    expect(callLanguage({ session, pageLanguage: SPANISH }, 'fr')).toEqual({ language: 'fr', firstMessage: 'Bonjour' });
    // The agent's own language, picked on purpose, sends nothing.
    expect(callLanguage({ session, pageLanguage: SPANISH }, 'en')).toBeUndefined();
    expect(callLanguage({ session }, null)).toBeUndefined();
  });
});

describe('a translated demo page', () => {
  beforeEach(() => {
    resetFakeVoice();
    localStorage.clear();
    window.dataLayer = [];
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    document.documentElement.lang = '';
    vi.restoreAllMocks();
  });

  const flow = FLOWS.find((data) => data.demo.session.languages.options.length === 0)!;

  it("starts the call in the page's language and stores the page's locale with the session", async () => {
    document.documentElement.lang = 'es';
    const view = await renderFlow({ ...flow, demo: { ...flow.demo, pageLanguage: SPANISH } });
    await view.fill({ name: 'Lucía Pérez', email: 'lucia@example.es', phone: '+34 600 000 000', company: 'Sol' });
    await view.submit();
    if (flow.demo.submit.behaviour !== 'start-session') {
      await view.user.click(await screen.findByRole('button', { name: flow.demo.session.startLabel }));
    }
    const start = fakeVoice.latest!;
    expect(start.language).toEqual(SPANISH);
    expect(start.session).toMatchObject({ flow: flow.slug, locale: 'es' });
  });
});

describe('clockTime', () => {
  it("writes the wait in the page's digits", () => {
    expect(clockTime(75, 'es')).toBe('1:15');
    expect(clockTime(75, 'ar-EG')).toBe('١:١٥');
  });
});
