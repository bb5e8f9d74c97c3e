import type { VoiceRuntimeModule } from './types.ts';

/** The one import of the SDK chunk (callRating.ts, for the rating, is in it), so no other bundle has the SDK. */
export const loadVoiceRuntime = (): Promise<VoiceRuntimeModule> => import('./VoiceRuntime.tsx');
