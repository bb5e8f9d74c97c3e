// Edge function entry: all logic lives in ../_shared/call-me/voice-call-me.ts (shared with the local backend and tests).
import { handleVoiceCallMe } from '../_shared/call-me/voice-call-me.ts';
import { voiceCallMeDepsFromEnv } from '../_shared/call-me/voice-call-me-deps.ts';

const deps = voiceCallMeDepsFromEnv((name) => Deno.env.get(name));

Deno.serve((req) => handleVoiceCallMe(req, deps));
