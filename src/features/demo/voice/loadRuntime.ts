/** The session chunk: ConversationProvider, its bridge to the store, and the session screen. */
export type VoiceSessionModule = typeof import('./session/VoiceSession.tsx');

/**
 * The one import of the session chunk (the store imports callRating.ts lazily too), so no other bundle
 * has the SDK. Only files under session/ and SessionScreen/ may import @elevenlabs/* (.dependency-cruiser.js).
 */
export const loadVoiceSession = (): Promise<VoiceSessionModule> => import('./session/VoiceSession.tsx');
