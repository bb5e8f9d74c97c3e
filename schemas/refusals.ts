import { z } from 'zod';
import { TextSchema } from './common.ts';
import { defaultToast } from './demo.ts';

const toast = defaultToast;

/**
 * What a lead form says when the server refuses a submission that looked fine in the browser. Every
 * field the visitor typed stays in the form, so each message can promise that. All keys have defaults.
 */
export const RefusalMessagesSchema = z
  .strictObject({
    /** Too many requests from this connection (HTTP 429). */
    rateLimited: toast(
      'Please wait a moment',
      'We have had several requests from your connection in a short time. Please try again in a minute; everything you typed is still here.',
    ),
    /** The background spam check failed or expired; a new one starts at once. */
    checkFailed: toast(
      'Please send it again',
      'We could not confirm this request came from your browser. Please press the button again; everything you typed is still here.',
    ),
    invalidField: TextSchema.default('Please check this field').describe(
      'Under a field the server refused. Default "Please check this field".',
    ),
  })
  .prefault({})
  .describe(
    'Messages for server refusals: rateLimited, checkFailed (toasts) and invalidField (inline). All have defaults.',
  );

export type RefusalMessages = z.output<typeof RefusalMessagesSchema>;
