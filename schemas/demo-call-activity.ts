import { z } from 'zod';
import { ActionSchema, TextSchema } from './common.ts';

/** A call-state text with its default, described for the AUTHORING tables. */
const text = (value: string, what: string) => TextSchema.default(value).describe(what);

/**
 * The call card's texts for a busy service, blocked audio and the agent's activity (issue 16, items 4
 * and 5). Spread into CallTextsSchema, so every flow has them under `session.call` and may reword them.
 */
export const CallActivityTextsShape = {
  /** Shown when the service refuses a start because every agent is in a call. */
  busy: text('All our agents are busy right now. Please try again in a minute.', 'Message when all agents are busy.'),
  /** Starts again after a busy refusal. */
  busyTryAgain: text('Try again', 'Button that starts again after a busy refusal.'),
  /** The second way out of a busy refusal. */
  busyAction: ActionSchema.prefault({ label: 'Book a Demo', href: 'action:book-demo', variant: 'secondary' }).describe(
    'Button beside Try again when all agents are busy. Default: Book a Demo → action:book-demo.',
  ),
  /** Shown while a full agent holds the call in its queue (`agent.queue`). */
  queued: text(
    'All our agents are on calls right now. You are in the queue: the call starts as soon as one is free.',
    'Message while the call waits in the queue of a full agent.',
  ),
  /** Under it: `{waited}` is the time waited so far, `{limit}` the longest wait (`agent.queue.waitSeconds`), as m:ss. */
  queuedWait: text(
    'Waiting {waited} (at most {limit})',
    'Line under the queue message; {waited} and {limit} become times such as 0:12 and 1:00.',
  ),
  /** Shown when the browser blocks the agent's audio until the visitor taps. */
  audioBlocked: text('Your browser paused the agent’s audio.', 'Line when the browser blocks playback.'),
  /** The button that resumes blocked audio. */
  enableAudio: text('Tap to enable audio', 'Button that turns blocked audio on.'),
  /** While the agent prepares an answer after the visitor spoke. */
  thinking: text('Thinking…', 'Activity line while the agent prepares an answer.'),
  /** While a tool with no label of its own runs. */
  toolWorking: text('Working on it…', 'Activity line while a tool without its own label runs.'),
  /** When a tool has finished. */
  toolDone: text('Done', 'Activity line when a tool has finished.'),
  /** Per-tool activity lines, keyed by the agent's tool name, e.g. `check_availability: Checking availability…`. */
  toolLabels: z
    .record(z.string().regex(/^[\w-]+$/), TextSchema)
    .default({ check_availability: 'Checking availability…' })
    .describe('Activity line per tool name while it runs. Default: check_availability → Checking availability….'),
};
