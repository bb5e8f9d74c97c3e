import { z } from 'zod';
import { TextSchema } from './common.ts';

/** A device or mic-check text with its default, described for the AUTHORING tables. */
const text = (value: string, what: string) => TextSchema.default(value).describe(what);

/** The texts of the microphone and speaker pickers, the mic check and the headphones suggestion. */
export const DeviceTextsSchema = z
  .strictObject({
    /** Label of the microphone picker. */
    microphone: text('Microphone', 'Label of the microphone picker.'),
    /** Label of the speaker picker (shown where the browser can choose the speaker). */
    speaker: text('Speaker', 'Label of the speaker picker.'),
    /** Heading of the mic check shown before the call. */
    checkTitle: text('Check your microphone', 'Heading of the mic check before the call.'),
    /** Button that asks for the microphone to show its level (no prompt happens without it). */
    test: text('Test microphone', 'Button that starts the microphone level meter.'),
    /** Button that turns the mic check off again. */
    stop: text('Stop test', 'Button that stops the microphone level meter.'),
    /** Accessible name of the level meter. */
    level: text('Microphone level', 'Accessible name of the microphone level meter.'),
    /** Under the meter: speak and watch it move. */
    checkHint: text('Say something: the bar should move.', 'Hint under the microphone level meter.'),
    /** When the microphone cannot be opened for the check. */
    checkFailed: text(
      'The microphone could not be opened. Check that it is plugged in and allowed for this site.',
      'Message when the mic check cannot open the microphone.',
    ),
    /** Shown when the sound seems to come out of the computer's own speaker. */
    headphonesSuggestion: text(
      'Your sound plays through the built-in speaker. Headphones stop the agent hearing itself.',
      'Suggestion shown when the output looks like a built-in speaker.',
    ),
  })
  .describe(
    'Device and mic-check texts: microphone, speaker, checkTitle, test, stop, level, checkHint, checkFailed, headphonesSuggestion.',
  );

export type DeviceTexts = z.infer<typeof DeviceTextsSchema>;
