// Edge function entry: ElevenLabs' post-call webhook. All logic lives in ../_shared/voice/voice-post-call.ts
// (shared with the local backend). Deploy with --no-verify-jwt: ElevenLabs signs, it sends no JWT.
import { voicePostCallDepsFromEnv } from '../_shared/deps-from-env.ts';
import { handleVoicePostCall } from '../_shared/voice/voice-post-call.ts';

const deps = voicePostCallDepsFromEnv((name) => Deno.env.get(name));

Deno.serve((req) => handleVoicePostCall(req, deps));
