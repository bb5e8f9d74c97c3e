import { z } from 'zod';
import { TextSchema } from './common.ts';

/** A device or mic-check text with its default, described for the AUTHORING tables. */
const text = (value: string, what: string) => TextSchema.default(value).describe(what);

/** The texts of the microphone and speaker pickers, the mic check and the headphones suggestion. */
export const DeviceTextsSchema = z
  .strictObject({
    microphone: text('Microphone', 'Label of the microphone picker.'),
    speaker: text('Speaker', 'Label of the speaker picker.'),
    checkTitle: text('Check your microphone', 'Heading of the mic check before the call.'),
    test: text('Test microphone', 'Button that starts the microphone level meter.'),
    stop: text('Stop test', 'Button that stops the microphone level meter.'),
    level: text('Microphone level', 'Accessible name of the microphone level meter.'),
    checkHint: text('Say something: the bar should move.', 'Hint under the microphone level meter.'),
    checkFailed: text(
      'The microphone could not be opened. Check that it is plugged in and allowed for this site.',
      'Message when the mic check cannot open the microphone.',
    ),
    headphonesSuggestion: text(
      'Your sound plays through the built-in speaker. Headphones stop the agent hearing itself.',
      'Suggestion shown when the output looks like a built-in speaker.',
    ),
  })
  .describe(
    'Device and mic-check texts: microphone, speaker, checkTitle, test, stop, level, checkHint, checkFailed, headphonesSuggestion.',
  );

export type DeviceTexts = z.infer<typeof DeviceTextsSchema>;
