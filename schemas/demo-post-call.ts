import { z } from 'zod';
import { ActionSchema, TextSchema } from './common.ts';

/** A post-call text with its default, described for the AUTHORING tables. */
const text = (value: string, what: string) => TextSchema.default(value).describe(what);

/**
 * The panel shown after every call (beside the completion screen where a flow has one): a 1 to 5
 * rating with an optional comment, the transcript to download or copy, the conversation id for
 * support, and the ways on. Every text has a default, so a flow only writes what it rewords.
 */
export const PostCallSchema = z
  .strictObject({
    title: text('How did the call go?', 'Heading of the post-call panel.'),
    ratingLabel: text('Rate this call', 'Question of the 1 to 5 rating.'),
    ratingScale: z
      .array(TextSchema)
      .length(5)
      .default([
        '1 out of 5: poor',
        '2 out of 5: fair',
        '3 out of 5: good',
        '4 out of 5: very good',
        '5 out of 5: excellent',
      ])
      .describe(
        'The accessible names of the five stars, 1 to 5. Default "1 out of 5: poor" … "5 out of 5: excellent".',
      ),
    commentLabel: text('Anything to add? (optional)', 'Label of the optional comment box.'),
    sendRating: text('Send rating', 'Button that sends the rating.'),
    ratingSent: text('Thanks, your rating was sent.', 'Line shown once the rating was sent.'),
    ratingFailed: text(
      'Your rating could not be sent. Please try again.',
      'Line shown when the rating could not be sent.',
    ),
    downloadTranscript: text('Download transcript (.txt)', 'Button that downloads the transcript.'),
    copyTranscript: text('Copy transcript', 'Button that copies the transcript.'),
    copied: text('Copied', 'Copy button text once it copied.'),
    conversationId: text('Conversation ID, for support', 'Label of the conversation id.'),
    copyConversationId: text('Copy conversation ID', 'Button that copies the conversation id.'),
    talkAgain: text('Talk again', 'Button that starts another call.'),
    meeting: z
      .strictObject({
        title: text('Meeting booked', 'Heading over the meeting the agent booked in the call.'),
        downloadCalendar: text('Add to calendar (.ics)', 'Button that downloads the meeting as a calendar file.'),
        reschedule: text('Reschedule', "Link to the meeting's reschedule page at the scheduler."),
        cancel: text('Cancel the meeting', "Link to the meeting's cancel page at the scheduler."),
      })
      .prefault({})
      .describe(
        "The meeting booked in the call (flows with agent.booking): title, downloadCalendar, reschedule, cancel. Its time is shown in the visitor's language and time zone.",
      ),
    nextStep: ActionSchema.prefault({ label: 'Book a Demo', href: 'action:book-demo', variant: 'secondary' }).describe(
      'The next step after a call. Default Book a Demo → action:book-demo (secondary).',
    ),
  })
  .describe(
    'Post-call panel texts: title, ratingLabel, ratingScale, commentLabel, sendRating, ratingSent, ratingFailed, downloadTranscript, copyTranscript, copied, conversationId, copyConversationId, talkAgain, meeting, nextStep.',
  );

export type PostCallTexts = z.infer<typeof PostCallSchema>;
