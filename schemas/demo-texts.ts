import { z } from 'zod';
import { TextSchema } from './common.ts';

/** An engine text with its default, described for the AUTHORING tables. */
const text = (value: string, what: string) => TextSchema.default(value).describe(what);

/**
 * The texts every voice flow shows around its own wording: the form's heading, the typing fallback,
 * the transcript, feedback, the sound captions and "Forget my details". Every one has a default, so a
 * flow writes only what it rewords (e.g. an interview calling the agent "Interviewer").
 */
export const ScreenTextsSchema = z
  .strictObject({
    /** Heading of the details form (h2). */
    formTitle: text('Your details', 'Heading of the details form.'),
    /** The call button while the call connects. */
    preparing: text('Connecting…', 'Call button text while the call connects.'),
    /** The call button while the call ends. */
    ending: text('Ending…', 'Call button text while the call ends.'),
    /** Starts a text-only chat instead of a voice call. */
    typeInstead: text('Type instead', 'Button that starts a text-only chat.'),
    /** Heading of the notice shown when the microphone was refused or is missing. */
    micBlockedTitle: text('Microphone unavailable', 'Heading of the notice when the microphone is refused.'),
    /** The way forward without a microphone. */
    micBlockedBody: text(
      'You can still try the agent by typing your messages instead of speaking.',
      'Body of the notice when the microphone is refused.',
    ),
    /** Heading of the live transcript. */
    transcriptTitle: text('Conversation', 'Heading of the live transcript.'),
    /** The transcript before the call. */
    transcriptEmpty: text(
      'The conversation appears here once the call starts.',
      'Transcript text before the call starts.',
    ),
    /** The agent's name in the transcript and under its sound. */
    agent: text('Agent', 'Name of the agent in the transcript, e.g. "Interviewer".'),
    /** The visitor's name in the transcript and under their sound. */
    visitor: text('You', 'Name of the visitor in the transcript.'),
    /** Asks for a like or dislike of the latest answer. */
    feedbackPrompt: text('Rate the latest answer', 'Prompt beside the like and dislike buttons.'),
    /** Accessible name of the like button. */
    like: text('Helpful answer', 'Accessible name of the like button.'),
    /** Accessible name of the dislike button. */
    dislike: text('Unhelpful answer', 'Accessible name of the dislike button.'),
    /** After a like or dislike. */
    feedbackThanks: text('Thanks for your feedback.', 'Line after a like or dislike.'),
    /** Label of the text chat input. */
    messageLabel: text('Message to the agent', 'Label of the text chat input.'),
    /** Hint inside the empty text chat input. */
    messagePlaceholder: text('Type your message', 'Placeholder of the text chat input.'),
    /** Sends a typed message. */
    send: text('Send', 'Button that sends a typed message.'),
    /** Caption while the agent talks. */
    agentSpeaking: text('Agent is speaking', 'Caption under the sound while the agent talks.'),
    /** Caption while the agent listens. */
    listening: text('Listening to you', 'Caption under the sound while the agent listens.'),
    /** Caption during a text chat. */
    textMode: text('Text chat', 'Caption under the sound during a text chat.'),
    /** Caption with no call. */
    notConnected: text('Not connected', 'Caption under the sound with no call.'),
    /** "Forget my details" (flows that keep details in the browser). */
    forgetDetails: text('Forget my details', 'Button that removes the saved details.'),
    /** What Forget my details does. */
    forgetDetailsHint: text('Removes the details this browser saved for this demo.', 'Hint beside Forget my details.'),
    /** After Forget my details. */
    detailsForgotten: text('Your details were removed from this browser.', 'Line after Forget my details.'),
  })
  .describe(
    'Engine texts around the flow: formTitle, preparing, ending, typeInstead, micBlockedTitle, micBlockedBody, transcriptTitle, transcriptEmpty, agent, visitor, feedbackPrompt, like, dislike, feedbackThanks, messageLabel, messagePlaceholder, send, agentSpeaking, listening, textMode, notConnected, forgetDetails, forgetDetailsHint, detailsForgotten.',
  );

export type ScreenTexts = z.infer<typeof ScreenTextsSchema>;
