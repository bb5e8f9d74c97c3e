import { z } from 'zod';
import { ActionSchema, TextSchema } from './common.ts';
import { CallActivityTextsShape } from './demo-call-activity.ts';

/** A call-state text with its default, described for the AUTHORING tables. */
const text = (value: string, what: string) => TextSchema.default(value).describe(what);

/** The call card's texts for starting, stopping and recovering a call; every flow may reword them. */
export const CallTextsSchema = z
  .strictObject({
    cancel: text('Cancel', 'Button that stops a start while it connects.'),
    timeout: text('Connecting took too long. Check your connection and try again.', 'Message when a start times out.'),
    tryAgain: text('Try again', 'Button that starts again after a timeout.'),
    endedByYou: text('You ended the call', 'Line after the visitor ended the call.'),
    endedByAgent: text('The agent ended the call', 'Line after the agent ended the call.'),
    connectionLost: text('The connection was lost', 'Line after the connection was lost.'),
    reconnect: text('Reconnect', 'Button that starts again after a lost connection.'),
    mute: text('Mute microphone', 'Mute toggle label during a voice call.'),
    bookingOffer: text(
      'The agent has sent you a link to book a meeting.',
      'Line shown when the agent offers a meeting.',
    ),
    booking: ActionSchema.prefault({ label: 'Book a meeting', href: 'site:schedulingUrl' }).describe(
      'Button shown when the agent offers a meeting (its show_booking_link tool). Default: Book a meeting → site:schedulingUrl.',
    ),
    ...CallActivityTextsShape,
  })
  .describe(
    'Call card texts: cancel, timeout, tryAgain, endedByYou, endedByAgent, connectionLost, reconnect, mute, bookingOffer, booking, busy, busyTryAgain, budget, busyAction, queued, queuedWait, audioBlocked, enableAudio, thinking, toolWorking, toolDone, toolLabels.',
  );

export type CallTexts = z.infer<typeof CallTextsSchema>;
