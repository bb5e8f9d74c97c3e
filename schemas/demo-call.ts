import { z } from 'zod';
import { ActionSchema, TextSchema } from './common.ts';
import { CallActivityTextsShape } from './demo-call-activity.ts';

/** A call-state text with its default, described for the AUTHORING tables. */
const text = (value: string, what: string) => TextSchema.default(value).describe(what);

/** The call card's texts for starting, stopping and recovering a call; every flow may reword them. */
export const CallTextsSchema = z
  .strictObject({
    /** Stops a start that is still preparing or connecting. */
    cancel: text('Cancel', 'Button that stops a start while it connects.'),
    /** Shown when a step before the call (link, microphone, socket) took too long. */
    timeout: text('Connecting took too long. Check your connection and try again.', 'Message when a start times out.'),
    /** Starts again after a timeout. */
    tryAgain: text('Try again', 'Button that starts again after a timeout.'),
    /** After the visitor ended the call. */
    endedByYou: text('You ended the call', 'Line after the visitor ended the call.'),
    /** After the agent ended the call. */
    endedByAgent: text('The agent ended the call', 'Line after the agent ended the call.'),
    /** After a drop or the browser going offline. */
    connectionLost: text('The connection was lost', 'Line after the connection was lost.'),
    /** Starts again with the same details after a lost connection. */
    reconnect: text('Reconnect', 'Button that starts again after a lost connection.'),
    /** The mute toggle's label (its pressed state says whether the microphone is muted). */
    mute: text('Mute microphone', 'Mute toggle label during a voice call.'),
    /** Shown when the agent calls its `show_booking_link` tool: a line and a button to the booking page. */
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
    'Call card texts: cancel, timeout, tryAgain, endedByYou, endedByAgent, connectionLost, reconnect, mute, bookingOffer, booking, busy, busyTryAgain, busyAction, queued, queuedWait, audioBlocked, enableAudio, thinking, toolWorking, toolDone, toolLabels.',
  );

export type CallTexts = z.infer<typeof CallTextsSchema>;
