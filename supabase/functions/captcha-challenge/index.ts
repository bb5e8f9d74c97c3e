// Edge function entry: all logic lives in ../_shared/captcha/captcha.ts (shared with the local backend).
import { captchaChallengeDepsFromEnv } from '../_shared/captcha/captcha-deps.ts';
import { handleCaptchaChallenge } from '../_shared/captcha/captcha.ts';

const deps = captchaChallengeDepsFromEnv((name) => Deno.env.get(name));

Deno.serve((req) => handleCaptchaChallenge(req, deps));
