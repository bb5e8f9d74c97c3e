// What the rehearsal's steps share, and the error a step throws to stop it with one line.
import type { Platform } from './platform.ts';

/** The environment the rehearsal deploys: DEPLOY.md's `production`, renamed so it never mixes with real ids. */
export const REHEARSAL_ENV = 'rehearsal';
/** The key the functions and the scripts use with the local ElevenLabs, which accepts any. */
export const REHEARSAL_ELEVENLABS_KEY = 'rehearsal-elevenlabs-key';

export interface RehearsalContext {
  /** The project the rehearsal copies (the repository). */
  root: string;
  /** The temporary copy every command runs in. */
  dir: string;
  /** Where the platform keeps its releases, uploaded site and data. */
  platformDir: string;
  platform: Platform | null;
  /** The secrets `supabase secrets set` was given. */
  secrets: Record<string, string>;
  /** The "Call me" number the phone step imported (ELEVENLABS_PHONE_NUMBER_ID). */
  phoneNumberId?: string;
  /** Files saved before the prompt edit, as the tag a rollback checks out. */
  tagged: Map<string, string>;
  /** The blockers to reintroduce (--break), by name. */
  breaks: ReadonlySet<string>;
}

/** A failed step: `cause` is the one line that says why. */
export class StepFailure extends Error {
  override readonly cause: string;
  readonly details: string;

  constructor(cause: string, details = '') {
    super(cause);
    this.cause = cause;
    this.details = details;
  }
}

export const platformOf = (ctx: RehearsalContext): Platform => {
  if (!ctx.platform) throw new StepFailure('the platform is not running (the accounts step did not run)');
  return ctx.platform;
};

/** The booking tools' secret the rehearsal's shell exports for agents:push (DEPLOY.md, "Booking in the call"). */
export const REHEARSAL_BOOKING_SECRET = 'rehearsal-voice-booking-secret';

/**
 * The environment of the commands that talk to the ElevenLabs API, as DEPLOY.md sets it in the shell, with
 * the booking tools' address (the project's functions) and secret that agents:push gives the booking flows.
 */
export const elevenLabsEnv = (ctx: RehearsalContext): Record<string, string> => ({
  ELEVENLABS_API_KEY: REHEARSAL_ELEVENLABS_KEY,
  ELEVENLABS_API_URL: `${platformOf(ctx).url}/__sim/elevenlabs`,
  SUPABASE_URL: platformOf(ctx).url,
  VOICE_BOOKING_SECRET: REHEARSAL_BOOKING_SECRET,
});

/**
 * A command of the guide as the rehearsal runs it: the environment is `rehearsal`, not `production`,
 * and `npm run` runs the copy's scripts.
 */
export function asRehearsed(guideCommand: string): string {
  // The environment name only: `--production` is the build flag, kept as it is.
  return guideCommand.replace(/(?<!-)\bproduction\b/g, REHEARSAL_ENV);
}
