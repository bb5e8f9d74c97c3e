// Edge function entry: all logic lives in ../_shared/voice/voice-signed-url.ts (shared with the local backend).
import { voiceSignedUrlDepsFromEnv } from '../_shared/deps-from-env.ts';
import { handleVoiceSignedUrl } from '../_shared/voice/voice-signed-url.ts';

const deps = voiceSignedUrlDepsFromEnv((name) => Deno.env.get(name));

Deno.serve((req) => handleVoiceSignedUrl(req, deps));
