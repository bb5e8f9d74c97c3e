// @vitest-environment jsdom
// The call language: what a pick sends (overrides.agent.language and firstMessage through the SDK), the
// picker on a flow that lists languages, none on one that does not, and the transcript file's text.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CallLanguagesSchema, checkCallLanguages } from '../../../../../schemas/demo-languages.ts';
import { transcriptFileName, transcriptText } from '../../../../../src/features/demo/PostCall/transcriptFile.ts';
import { languageOverride } from '../../../../../src/features/demo/language.ts';
import { sessionOverrides } from '../../../../../src/features/demo/voice/overrides.ts';
import { fakeVoice, resetFakeVoice } from '../../../support/fakeVoiceRuntime.tsx';
import { FLOWS } from '../../../support/flows.ts';
import { renderFlow } from '../../../support/demo.tsx';

vi.mock(
  '../../../../../src/features/demo/voice/session/VoiceSession.tsx',
  () => import('../../../support/fakeVoiceRuntime.tsx'),
);
vi.mock('@elevenlabs/react', () => import('../../../support/fakeConversation.tsx'));
vi.mock('../../../../../src/features/demo/voice/signedUrl.ts', () => ({ prefetchSignedUrl: vi.fn() }));

const LANGUAGES = CallLanguagesSchema.parse({
  options: [
    { code: 'en', label: 'English' },
    { code: 'es', label: 'Español', firstMessage: 'Hola {{caller_name}}' },
  ],
});

describe('languageOverride', () => {
  it("sends nothing for the agent's own language (the first) or no pick", () => {
    expect(languageOverride(LANGUAGES, null)).toBeUndefined();
    expect(languageOverride(LANGUAGES, 'en')).toBeUndefined();
    expect(languageOverride(CallLanguagesSchema.parse({}), 'es')).toBeUndefined();
  });

  it('sends another language with its first message', () => {
    expect(languageOverride(LANGUAGES, 'es')).toEqual({ language: 'es', firstMessage: 'Hola {{caller_name}}' });
  });
});

describe('sessionOverrides', () => {
  it('adds nothing to a voice call in the agent language, so an agent without overrides takes it', () => {
    expect(sessionOverrides(false, undefined)).toEqual({});
  });

  it('puts the language and first message in overrides.agent, beside text only', () => {
    const es = { language: 'es', firstMessage: 'Hola' } as const;
    expect(sessionOverrides(false, es)).toEqual({ overrides: { agent: { language: 'es', firstMessage: 'Hola' } } });
    expect(sessionOverrides(true, es)).toEqual({
      textOnly: true,
      overrides: { conversation: { textOnly: true }, agent: { language: 'es', firstMessage: 'Hola' } },
    });
  });
});

describe('session.languages in YAML', () => {
  // The rule runs on the whole demo block (DemoSchema), where the agent and the variables are in reach.
  const check = z.custom<Parameters<typeof checkCallLanguages>[0]>().superRefine(checkCallLanguages);
  const issues = (options: unknown[]) => {
    const result = check.safeParse({
      agent: { language: 'en' },
      variables: { send: ['caller_name'] },
      session: { languages: { options } },
    });
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it("reports a first option that is not the agent's language, and a missing or unknown first message", () => {
    expect(
      issues([
        { code: 'es', label: 'Español', firstMessage: 'Hola' },
        { code: 'fr', label: 'Français' },
        { code: 'de', label: 'Deutsch', firstMessage: 'Hallo {{nickname}}' },
      ]),
    ).toEqual([
      "session.languages.options.0.code: The first language is the agent's own: use en (agent.language) or change agent.language",
      'session.languages.options.1.firstMessage: Write what the agent says first in Français',
      'session.languages.options.2.firstMessage: Uses {{nickname}}, which this flow does not send; add it to variables.send',
    ]);
    expect(issues(LANGUAGES.options)).toEqual([]);
  });

  it('refuses fil, which the SDK override names tl', () => {
    const options = [
      { code: 'en', label: 'English' },
      { code: 'fil', label: 'Filipino', firstMessage: 'Kumusta' },
    ];
    expect(CallLanguagesSchema.safeParse({ options }).success).toBe(false);
  });
});

describe('LanguagePicker', () => {
  beforeEach(() => {
    resetFakeVoice();
    localStorage.clear();
    window.dataLayer = [];
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  const flowWithLanguages = FLOWS.find((data) => data.demo.session.languages.options.length > 1);
  const flowWithout = FLOWS.find((data) => data.demo.session.languages.options.length === 0)!;

  it.runIf(flowWithLanguages)('sends the picked language and its first message with the next start', async () => {
    const data = flowWithLanguages!;
    const { languages } = data.demo.session;
    const picked = languages.options[1]!;
    const view = await renderFlow(data);
    const select = screen.getByRole('combobox', { name: languages.label });
    expect(select).toHaveValue(languages.options[0]!.code);
    await view.user.selectOptions(select, picked.label);
    await view.fill({ name: 'Jane Smith', email: 'jane@example.com', phone: '+61 400 000 000', company: 'Acme' });
    await view.submit();
    if (data.demo.submit.behaviour !== 'start-session') {
      await view.user.click(await screen.findByRole('button', { name: data.demo.session.startLabel }));
    }
    expect(fakeVoice.starts.at(-1)?.language).toEqual({ language: picked.code, firstMessage: picked.firstMessage });
  });

  it('is not there on a flow without languages', async () => {
    await renderFlow(flowWithout);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('transcript file', () => {
  it('writes one turn a line, named as on screen, and a safe file name from the id', () => {
    const text = transcriptText(
      [
        { key: '1', role: 'agent', text: 'Hello, how can I help?', eventId: 1 },
        { key: '2', role: 'visitor', text: 'Book a table for two' },
      ],
      { agent: 'Agent', visitor: 'You' },
    );
    expect(text).toBe('Agent: Hello, how can I help?\nYou: Book a table for two');
    expect(transcriptFileName('conv_sim/../x 1')).toBe('conversation-conv_simx1.txt');
  });
});
