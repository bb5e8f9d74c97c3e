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
    formTitle: text('Your details', 'Heading of the details form.'),
    preparing: text('Connecting…', 'Call button text while the call connects.'),
    ending: text('Ending…', 'Call button text while the call ends.'),
    typeInstead: text('Type instead', 'Button that starts a text-only chat.'),
    micBlockedTitle: text('Microphone unavailable', 'Heading of the notice when the microphone is refused.'),
    micBlockedBody: text(
      'You can still try the agent by typing your messages instead of speaking.',
      'Body of the notice when the microphone is refused.',
    ),
    transcriptTitle: text('Conversation', 'Heading of the live transcript.'),
    transcriptEmpty: text(
      'The conversation appears here once the call starts.',
      'Transcript text before the call starts.',
    ),
    agent: text('Agent', 'Name of the agent in the transcript, e.g. "Interviewer".'),
    visitor: text('You', 'Name of the visitor in the transcript.'),
    feedbackPrompt: text('Rate the latest answer', 'Prompt beside the like and dislike buttons.'),
    like: text('Helpful answer', 'Accessible name of the like button.'),
    dislike: text('Unhelpful answer', 'Accessible name of the dislike button.'),
    feedbackThanks: text('Thanks for your feedback.', 'Line after a like or dislike.'),
    messageLabel: text('Message to the agent', 'Label of the text chat input.'),
    messagePlaceholder: text('Type your message', 'Placeholder of the text chat input.'),
    send: text('Send', 'Button that sends a typed message.'),
    agentSpeaking: text('Agent is speaking', 'Caption under the sound while the agent talks.'),
    listening: text('Listening to you', 'Caption under the sound while the agent listens.'),
    textMode: text('Text chat', 'Caption under the sound during a text chat.'),
    notConnected: text('Not connected', 'Caption under the sound with no call.'),
    sessionLoading: text('Loading the call…', 'Line while the call screen loads (on a slow connection).'),
    sessionFailed: text(
      'The call could not load. Check your connection and try again.',
      'Line when the call screen failed to load.',
    ),
    sessionRetry: text('Try again', 'Button that loads the call screen again.'),
    forgetDetails: text('Forget my details', 'Button that removes the saved details.'),
    forgetDetailsHint: text('Removes the details this browser saved for this demo.', 'Hint beside Forget my details.'),
    detailsForgotten: text('Your details were removed from this browser.', 'Line after Forget my details.'),
  })
  .describe(
    'Engine texts around the flow: formTitle, preparing, ending, typeInstead, micBlockedTitle, micBlockedBody, transcriptTitle, transcriptEmpty, agent, visitor, feedbackPrompt, like, dislike, feedbackThanks, messageLabel, messagePlaceholder, send, agentSpeaking, listening, textMode, notConnected, sessionLoading, sessionFailed, sessionRetry, forgetDetails, forgetDetailsHint, detailsForgotten.',
  );

export type ScreenTexts = z.infer<typeof ScreenTextsSchema>;
