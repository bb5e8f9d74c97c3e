// The rule that keeps the ElevenLabs SDK off every first paint (.dependency-cruiser.js, run by npm run
// lint): only the lazily loaded session chunk imports @elevenlabs/*, and nothing else imports the chunk
// but by import() or for types. Planted breaches in a tree laid out like the project must be refused.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantTree, violations as allViolations } from './planted-tree.ts';

const RULES = ['voice-sdk-only-in-session-chunk', 'session-chunk-only-lazily'];
const DEMO = 'src/features/demo';

/** The violations of the two voice rules in `dir`, as `rule: from`. */
async function violations(dir: string): Promise<string[]> {
  return (await allViolations(dir, ['src']))
    .filter(({ rule }) => RULES.includes(rule))
    .map(({ rule, from }) => `${rule}: ${from}`);
}

/** The chunk as the app has it: the SDK inside, reached from outside by import() and for types only. */
const ALLOWED = {
  [`${DEMO}/voice/session/VoiceSession.tsx`]:
    "import { ConversationProvider } from '@elevenlabs/react';\n" +
    "import { StatusLine } from '../../SessionScreen/StatusLine.tsx';\nexport const parts = [ConversationProvider, StatusLine];\n",
  [`${DEMO}/voice/session/callRating.ts`]: "export { postOverallFeedback } from '@elevenlabs/client';\n",
  [`${DEMO}/SessionScreen/StatusLine.tsx`]:
    "import { useConversationStatus } from '@elevenlabs/react';\nexport const StatusLine = useConversationStatus;\n",
  [`${DEMO}/SessionScreen/SessionScreen.tsx`]: 'export interface SessionScreenProps { title: string }\n',
  [`${DEMO}/voice/loadRuntime.ts`]:
    "export type Chunk = typeof import('./session/VoiceSession.tsx');\n" +
    "export const load = () => import('./session/VoiceSession.tsx');\n" +
    "export const rate = () => import('./session/callRating.ts');\n",
  [`${DEMO}/IndustryDemo/VoiceSessionSlot.tsx`]:
    "import type { SessionScreenProps } from '../SessionScreen/SessionScreen.tsx';\nexport type Screen = SessionScreenProps;\n",
};

describe('the voice SDK stays in the session chunk (.dependency-cruiser.js)', () => {
  let clean: string;
  let planted: string;
  beforeAll(() => {
    clean = plantTree(ALLOWED, { nodeModules: true });
    planted = plantTree(
      {
        ...ALLOWED,
        // A hook imported in the page's own code: the whole client would load on first paint.
        [`${DEMO}/IndustryDemo/IndustryDemo.tsx`]:
          "import { useConversationStatus } from '@elevenlabs/react';\nexport const status = useConversationStatus;\n",
        // The client, even for one function, from a part of the first paint.
        [`${DEMO}/PostCall/CallRatingForm.tsx`]:
          "import { postOverallFeedback } from '@elevenlabs/client';\nexport const rate = postOverallFeedback;\n",
        // The chunk imported statically rather than by import().
        [`${DEMO}/IndustryDemo/useDemoFlow.ts`]:
          "import { parts } from '../voice/session/VoiceSession.tsx';\nexport const flow = parts;\n",
      },
      { nodeModules: true },
    );
  });
  afterAll(() => {
    for (const dir of [clean, planted]) rmSync(dir, { recursive: true, force: true });
  });

  it('lets the chunk import the SDK, and the page reach the chunk by import() and for types', async () => {
    expect(await violations(clean)).toEqual([]);
  });

  it('refuses the SDK outside the chunk, and a static import of the chunk', async () => {
    expect(await violations(planted)).toEqual(
      expect.arrayContaining([
        `voice-sdk-only-in-session-chunk: ${DEMO}/IndustryDemo/IndustryDemo.tsx`,
        `voice-sdk-only-in-session-chunk: ${DEMO}/PostCall/CallRatingForm.tsx`,
        `session-chunk-only-lazily: ${DEMO}/IndustryDemo/useDemoFlow.ts`,
      ]),
    );
  });
});
