import { z } from 'zod';
import { TextSchema, sectionBase } from '../common.ts';
import { ToastSchema } from '../demo.ts';
import { RefusalMessagesSchema } from '../refusals.ts';

/** A labelled input of the contact form. */
const InputSchema = z.strictObject({
  label: TextSchema.describe('The visible label, e.g. "Your Name".'),
  placeholder: TextSchema.optional().describe('Hint text inside the empty input.'),
});

/** The contact request form; its title is the page h1. */
export const ContactFormSectionSchema = z
  .strictObject({
    type: z.literal('contact-form').describe('Section type contact-form: the contact request form (contact page).'),
    ...sectionBase,
    title: TextSchema.describe('The page heading (h1), e.g. "Let\'s Have a Chat!".'),
    intro: TextSchema.describe('A paragraph under the heading.'),
    promise: TextSchema.describe('The response-time promise, e.g. "We\'ll be in touch within 24 hours."'),
    fields: z
      .strictObject({
        name: InputSchema.describe('The name input: label and placeholder.'),
        business: InputSchema.describe('The business name input: label and placeholder.'),
        phone: InputSchema.describe('The phone number input: label and placeholder.'),
      })
      .describe('Labels of the name, business and phone inputs.'),
    privacyLabel: TextSchema.refine(
      (label) => /privacy policy/i.test(label),
      'Must contain the words "privacy policy": they become the link to /privacy-policy',
    ).describe('Checkbox text; the words "privacy policy" become a link to /privacy-policy (opens in a new tab).'),
    submitLabel: TextSchema.default('Submit').describe('Submit button text. Default "Submit".'),
    pendingLabel: TextSchema.default('Submitting...').describe(
      'Submit button text while sending. Default "Submitting...".',
    ),
    messages: z
      .strictObject({
        missing: ToastSchema.describe('A field is blank.'),
        privacy: ToastSchema.describe('The privacy box is not ticked.'),
        failure: ToastSchema.describe('Sending failed.'),
        success: ToastSchema.describe('Sent.'),
      })
      .describe('Toasts: missing, privacy, failure, success.'),
    refusals: RefusalMessagesSchema,
    fieldErrors: z
      .strictObject({
        required: TextSchema.default('This field is required').describe(
          'Under a blank input. Default "This field is required".',
        ),
        privacy: TextSchema.default('Please accept the privacy policy to continue').describe(
          'Under the unticked privacy box. Default "Please accept the privacy policy to continue".',
        ),
      })
      .prefault({})
      .describe('Inline field errors: required and privacy. Both have defaults.'),
    success: z
      .strictObject({
        title: TextSchema.describe('e.g. "Thank you!".'),
        message: TextSchema.describe('A sentence under the heading.'),
        backLabel: TextSchema.default('Back to Home').describe('Link back to the home page. Default "Back to Home".'),
      })
      .describe('The thank-you screen.'),
  })
  .describe('The contact request form.');

export type ContactFormSection = z.output<typeof ContactFormSectionSchema>;
export type ContactFormSectionInput = z.input<typeof ContactFormSectionSchema>;
