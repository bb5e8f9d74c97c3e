// Demos in the page's language (issue 41 item 5), on the agent's side: a flow translated into Spanish gets
// an agent that speaks it (a language preset with the translated first message, the overrides the page
// sends allowed, a voice model that speaks it), the simulator takes that agent, and a start that asks for
// Spanish is greeted and answered in Spanish.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agentLanguageOf, pageCallLanguage } from '../../../../../schemas/page-language.ts';
import { withAgentIds } from '../../../../../scripts/content-engine/agent-ids.ts';
import type { Registry } from '../../../../../scripts/content-engine/types.ts';
import { ELEVENLABS_API_PREFIX } from '@harbourline/voice-simulator';
import { deriveAgentConfig } from '../../../../../scripts/ops/agents/derive.ts';
import { loadFlows } from '../../../../../scripts/ops/agents/flows.ts';
import { pageLanguagesOf } from '../../../../../scripts/ops/agents/page-languages.ts';
import { fixtureSite } from '../../../fixture-site.ts';
import { startHarness, TestClient, type Harness } from '../../../support/voice-sim-harness.ts';

const restaurant = loadFlows(process.cwd(), fixtureSite()).flows.find((flow) => flow.slug === 'restaurant')!;
const SPANISH =
  'Buenas noches, gracias por llamar a Salt & Vine. Hola {{caller_name}}, ¿reserva una mesa o pide para llevar?';

/** A content folder whose site.yaml lists en, es and ar, with the restaurant's translations. */
let contentDir: string;
beforeAll(() => {
  contentDir = mkdtempSync(join(os.tmpdir(), 'page-languages-'));
  cpSync(join(process.cwd(), 'tests/fixtures/translations/site.yaml'), join(contentDir, 'site.yaml'));
  const translation = (locale: string, firstMessage: string) => {
    mkdirSync(join(contentDir, 'translations', locale), { recursive: true });
    const text = `demo:\n  agent:\n    # en: …\n    firstMessage: ${firstMessage ? JSON.stringify(firstMessage) : ''}\n`;
    writeFileSync(join(contentDir, 'translations', locale, 'restaurant.yaml'), text);
  };
  translation('es', SPANISH);
  translation('ar', ''); // not translated yet: no preset, and its page is not published
});
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

describe('the agent language of a locale', () => {
  it.each([
    ['es', 'es'],
    ['de-AT', 'de'],
    ['pt-BR', 'pt'],
    ['nb', 'no'],
    ['fil', null],
    ['he', null],
  ])('%s → %s', (locale, language) => {
    expect(agentLanguageOf(locale)).toBe(language);
  });

  it('asks for nothing on a page in the agent language or with no first message', () => {
    expect(pageCallLanguage('en', 'en', 'Hi')).toBeNull();
    expect(pageCallLanguage('es', 'en', '  ')).toBeNull();
    expect(pageCallLanguage('es-MX', 'en', 'Hola')).toEqual({ language: 'es', firstMessage: 'Hola' });
  });
});

describe('pageLanguagesOf', () => {
  it("reads each translated locale's first message, leaving out an untranslated one", () => {
    const flowFile = join(contentDir, 'restaurant.yaml');
    expect(pageLanguagesOf(contentDir, flowFile, restaurant.demo)).toEqual([{ language: 'es', firstMessage: SPANISH }]);
  });
});

describe('the derived agent of a translated flow', () => {
  const flow = { ...restaurant, pageLanguages: [{ language: 'es' as const, firstMessage: SPANISH }] };
  const config = deriveAgentConfig(flow)!;

  it('has a Spanish preset, allows the language and first message overrides, and a model that speaks Spanish', () => {
    // SDK LanguagePresetInput: { overrides: ConversationConfigClientOverrideInput, firstMessageTranslation? }.
    expect(config.conversationConfig.languagePresets).toEqual({
      es: { overrides: { agent: { language: 'es', firstMessage: SPANISH } } },
    });
    expect(config.platformSettings.overrides?.conversationConfigOverride?.agent).toMatchObject({
      language: true,
      firstMessage: true,
    });
    expect(config.conversationConfig.tts?.modelId).toBe('eleven_flash_v2_5');
  });

  it('is the English-only agent it was without translations', () => {
    expect(deriveAgentConfig(restaurant)!.conversationConfig.languagePresets).toBeUndefined();
  });

  describe('in the local simulator', () => {
    let h: Harness;
    beforeEach(async () => {
      h = await startHarness();
    });
    afterEach(async () => {
      await h.stop();
    });

    it('greets and answers in Spanish when the page asks for Spanish', async () => {
      const client = new ElevenLabsClient({
        apiKey: 'test',
        baseUrl: `${h.baseUrl}${ELEVENLABS_API_PREFIX}`,
        maxRetries: 0,
      });
      const { agentId } = await client.conversationalAi.agents.create(config);
      const conversation = await TestClient.connect(h.sim.signedUrl(agentId, h.baseUrl)!);
      conversation.send({
        type: 'conversation_initiation_client_data',
        dynamic_variables: { caller_name: 'Lucía', user_email: '', user_phone: '', user_company: '' },
        // What sessionOverrides (src/features/demo/voice/overrides.ts) makes of the page's language.
        conversation_config_override: {
          agent: { language: 'es', first_message: SPANISH },
          conversation: { text_only: true },
        },
      });
      const [greeting] = await conversation.waitFor('agent_response');
      expect(greeting?.agent_response_event.agent_response).toBe(SPANISH.replace('{{caller_name}}', 'Lucía'));
      conversation.send({ type: 'user_message', text: 'Quiero una mesa' });
      const replies = await conversation.waitFor('agent_response', 2);
      expect(replies[1]?.agent_response_event.agent_response).toMatch(/^\(simulado\)/);
      expect(h.latest().language).toBe('es');
    });
  });
});

describe('withAgentIds', () => {
  const demoRoute = (language?: { code: string }) =>
    ({
      kind: 'demo',
      path: '/restaurant-demo',
      key: 'restaurant-demo',
      data: { kind: 'demo', slug: 'restaurant', head: { title: '', description: '' }, demo: restaurant.demo, language },
    }) as unknown as Registry['routes'][number];
  const registryOf = (...routes: Registry['routes']) => ({ registry: { routes } as unknown as Registry, problems: [] });
  const noIds = { env: 'local', file: 'industries/agents/local.yaml', exists: false, entries: new Map(), problems: [] };

  it("gives a page in another language what its starts ask for, and the agent's own pages nothing", () => {
    const spanish = { ...restaurant.demo, agent: { ...restaurant.demo.agent!, firstMessage: SPANISH } };
    const es = demoRoute({ code: 'es' });
    (es.data as { demo: unknown }).demo = spanish;
    const [english, translated] = withAgentIds(registryOf(demoRoute({ code: 'en' }), es), noIds).registry!.routes;
    expect(english!.data).not.toHaveProperty('demo.pageLanguage');
    expect(english!.data).not.toHaveProperty('demo.agent');
    expect(translated!.data).toHaveProperty('demo.pageLanguage', { language: 'es', firstMessage: SPANISH });
  });
});
