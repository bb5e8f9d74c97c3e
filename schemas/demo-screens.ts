import { z } from 'zod';
import { CallMeSchema } from './call-me.ts';
import { ActionSchema, RoutePathSchema, TextSchema } from './common.ts';
import { CallTextsSchema } from './demo-call.ts';
import { DeviceTextsSchema } from './demo-devices.ts';
import { CallLanguagesSchema } from './demo-languages.ts';
import { PostCallSchema } from './demo-post-call.ts';

/** A link or action on the session screen. */
export const SessionLinkSchema = z
  .strictObject({
    label: TextSchema.describe('Button text, e.g. "Back to Form" or "Return to Home".'),
    to: z
      .union([z.literal('form'), RoutePathSchema])
      .describe('form (back to the details form) or a site path such as /logistics. Both end a live call first.'),
    clearDetails: z.boolean().default(false).describe('Also forget the entered details. Default false.'),
  })
  .describe('A session-screen link: label, to, clearDetails.');

/** The screen where the call happens. */
export const SessionSchema = z
  .strictObject({
    title: TextSchema.describe('Heading of the session screen.'),
    startLabel: TextSchema.default('Start Demo').describe('Start button text. Default "Start Demo".'),
    endLabel: TextSchema.default('End Demo').describe('End button text. Default "End Demo".'),
    status: z
      .strictObject({
        connected: TextSchema.describe('Shown while the call is live, e.g. "Connected" or "Agent is Available".'),
        disconnected: TextSchema.describe('Shown otherwise, e.g. "Disconnected" or "Ready to Connect".'),
      })
      .default({ connected: 'Connected', disconnected: 'Disconnected' })
      .describe('Status indicator texts. Default Connected / Disconnected.'),
    activity: z
      .strictObject({
        active: TextSchema.describe('e.g. "Interview Active".'),
        idle: TextSchema.describe('e.g. "Ready to Start".'),
        speaking: TextSchema.describe('e.g. "AI is speaking...".'),
        listening: TextSchema.describe('e.g. "Listening for your response".'),
      })
      .optional()
      .describe('Optional state lines (interviews): active, idle, speaking, listening.'),
    reconnectHint: TextSchema.optional().describe(
      'Shown while disconnected after a call, e.g. "Click the microphone button to reconnect."',
    ),
    recordingNotice: TextSchema.optional().describe('Notice that the session is recorded, e.g. for evaluation.'),
    consentNotice: TextSchema.default("You're talking to an AI; the call is recorded.").describe(
      'Consent line shown before the microphone opens. Default "You\'re talking to an AI; the call is recorded."',
    ),
    headphonesHint: TextSchema.default('Use headphones if you can, so the agent does not hear itself.').describe(
      'Tip shown next to the call controls. Default "Use headphones if you can, so the agent does not hear itself."',
    ),
    detailsTitle: TextSchema.default('What the agent knows about you').describe('Heading of the known-details panel.'),
    scenariosTitle: TextSchema.default('Try asking').describe('Heading of the scenario prompts. Default "Try asking".'),
    scenarios: z.array(TextSchema).max(8).default([]).describe('Suggested things to say to the agent.'),
    call: CallTextsSchema.prefault({}).describe('Call card texts for recovery and mute; every one has a default.'),
    devices: DeviceTextsSchema.prefault({}).describe('Device picker and mic-check texts; every one has a default.'),
    languages: CallLanguagesSchema.prefault({}).describe('Call-language picker; no options, no picker.'),
    postCall: PostCallSchema.prefault({}).describe('Post-call panel texts; every one has a default.'),
    callMe: CallMeSchema.prefault({}).describe('Call me: the agent phones the visitor. Off by default.'),
    links: z.array(SessionLinkSchema).max(4).default([]).describe('Session-screen links such as Back to Form.'),
  })
  .describe('Session screen texts, scenarios and links.');

/** The screen shown after the visitor ends the call. */
export const CompletionSchema = z
  .strictObject({
    title: TextSchema.describe('Heading, e.g. "Demo Complete!".'),
    message: TextSchema.describe('A sentence under the heading.'),
    actions: z.array(ActionSchema).min(1).max(3).describe('One to three buttons.'),
  })
  .describe('Completion screen after the call ends.');
