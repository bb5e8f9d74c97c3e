import { z } from 'zod';
import { ActionSchema, TextSchema } from './common.ts';

/** A call-state text with its default, described for the AUTHORING tables. */
const text = (value: string, what: string) => TextSchema.default(value).describe(what);

/**
 * The call card's texts for a busy service, blocked audio and the agent's activity.
 * Spread into CallTextsSchema, so every flow has them under `session.call` and may reword them.
 */
export const CallActivityTextsShape = {
  busy: text('All our agents are busy right now. Please try again in a minute.', 'Message when all agents are busy.'),
  busyTryAgain: text('Try again', 'Button that starts again after a busy refusal.'),
  budget: text(
    'Our live voice demos are fully booked for now. Please try again later, or book a demo with our team.',
    'Message when the site’s voice budget (site.yaml voiceBudget) for the hour or the day is used up; shown with busyAction.',
  ),
  busyAction: ActionSchema.prefault({ label: 'Book a Demo', href: 'action:book-demo', variant: 'secondary' }).describe(
    'Button beside Try again when all agents are busy. Default: Book a Demo → action:book-demo.',
  ),
  queued: text(
    'All our agents are on calls right now. You are in the queue: the call starts as soon as one is free.',
    'Message while the call waits in the queue of a full agent.',
  ),
  queuedWait: text(
    'Waiting {waited} (at most {limit})',
    'Line under the queue message; {waited} and {limit} become times such as 0:12 and 1:00.',
  ),
  audioBlocked: text('Your browser paused the agent’s audio.', 'Line when the browser blocks playback.'),
  enableAudio: text('Tap to enable audio', 'Button that turns blocked audio on.'),
  thinking: text('Thinking…', 'Activity line while the agent prepares an answer.'),
  toolWorking: text('Working on it…', 'Activity line while a tool without its own label runs.'),
  toolDone: text('Done', 'Activity line when a tool has finished.'),
  toolLabels: z
    .record(z.string().regex(/^[\w-]+$/), TextSchema)
    .default({ check_availability: 'Checking availability…' })
    .describe('Activity line per tool name while it runs. Default: check_availability → Checking availability….'),
};
