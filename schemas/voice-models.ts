/**
 * The languages each ElevenLabs conversational voice model speaks, and the model an agent gets for the
 * languages it speaks (its own and its language presets'). From the models page
 * (https://elevenlabs.io/docs/overview/models): eleven_multilingual_v2 speaks the 29 listed below,
 * eleven_flash_v2_5 "All eleven_multilingual_v2 languages plus: hu, no, vi", eleven_flash_v2 "en". The
 * agents' language guide (https://elevenlabs.io/docs/eleven-agents/customization/voice/customization/language):
 * "Additional languages switch the agent to use the v2.5 Multilingual model", and the agents API refuses
 * an English-only agent on a v2.5 model ("English Agents must use turbo or flash v2").
 */
const MULTILINGUAL_V2 = [
  'en', 'ja', 'zh', 'de', 'hi', 'fr', 'ko', 'pt', 'it', 'es', 'id', 'nl', 'tr', 'fil', 'pl', 'sv',
  'bg', 'ro', 'ar', 'cs', 'el', 'fi', 'hr', 'ms', 'sk', 'da', 'ta', 'uk', 'ru',
] as const; // prettier-ignore
const FLASH_V2_5 = [...MULTILINGUAL_V2, 'hu', 'no', 'vi'] as const;

/** Each conversational model's languages; turbo v2 and v2.5 speak what flash v2 and v2.5 speak. */
export const VOICE_MODEL_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  eleven_flash_v2: ['en'],
  eleven_turbo_v2: ['en'],
  eleven_multilingual_v2: MULTILINGUAL_V2,
  eleven_flash_v2_5: FLASH_V2_5,
  eleven_turbo_v2_5: FLASH_V2_5,
};

/** The voice model for an agent that speaks these languages: English-only flash v2 for English alone. */
export function ttsModelFor(languages: readonly string[]): 'eleven_flash_v2' | 'eleven_flash_v2_5' {
  return languages.every((language) => language === 'en') ? 'eleven_flash_v2' : 'eleven_flash_v2_5';
}

/** The languages among these that the model does not speak; [] for a model this table does not know. */
export function unspokenLanguages(model: string, languages: readonly string[]): string[] {
  const spoken = VOICE_MODEL_LANGUAGES[model];
  return spoken ? languages.filter((language) => !spoken.includes(language)) : [];
}
