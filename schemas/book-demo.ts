import { z } from 'zod';
import { TextSchema } from './common.ts';
import { RefusalMessagesSchema } from './refusals.ts';
import { defaultToast } from './demo.ts';

/** One input of the Book a Demo form; every key has a default. */
const field = (label: string) =>
  z
    .strictObject({
      label: TextSchema.default(label).describe(`The visible label. Default "${label}".`),
      placeholder: TextSchema.optional().describe('Optional hint text inside the empty input.'),
    })
    .prefault({})
    .describe(`Label and placeholder. Default label "${label}".`);

/** A toast whose title and message both have defaults. */
const toast = defaultToast;

/**
 * The copy of the Book a Demo dialog. Every key is optional: `type: book-demo` alone gives the
 * standard dialog. Which fields exist and which are required is fixed (SPEC §5), only the words change.
 */
export const BookDemoSchema = z.strictObject({
  title: TextSchema.default('Book a Demo').describe('The dialog heading. Default "Book a Demo".'),
  intro: TextSchema.default("Tell us about your business and we'll set up a demo tailored to your calls.").describe(
    'A paragraph under the heading.',
  ),
  fields: z
    .strictObject({
      /** Required. */
      name: field('Full Name'),
      /** Required; checked by the browser as an e-mail address. */
      email: field('Email'),
      /** Required. */
      company: field('Company Name'),
      /** Required. */
      website: field('Company Website'),
      /** Required, multi-line. */
      aiHelp: field('How would an AI Agent help your Business?'),
      /** Optional. */
      phone: field('Phone Number'),
      /** Optional, multi-line. */
      additionalNotes: field('Additional Notes'),
    })
    .prefault({})
    .describe('Labels of name, email, company, website, aiHelp, phone and additionalNotes.'),
  submitLabel: TextSchema.default('Book Demo').describe('Submit button text. Default "Book Demo".'),
  pendingLabel: TextSchema.default('Creating Booking...').describe(
    'Button text while sending. Default "Creating Booking...".',
  ),
  closeLabel: TextSchema.default('Close').describe('Screen-reader name of the close (X) button. Default "Close".'),
  waitingTabText: TextSchema.default('Preparing your booking page...').describe(
    'Text of the new tab until the booking page loads. Default "Preparing your booking page...".',
  ),
  messages: z
    .strictObject({
      /** The booking page opened in a new tab. */
      linkCreated: toast(
        'Booking Link Created!',
        'Your booking page has opened in a new tab with your details filled in.',
      ),
      /** The browser blocked the new tab; the toast carries an `openLinkLabel` button instead. */
      popupBlocked: toast('Booking Link Created!', 'Pick a time that suits you on your booking page.'),
      openLinkLabel: TextSchema.default('Open your booking page').describe(
        'Button in the popupBlocked toast. Default "Open your booking page".',
      ),
      /** Stored, but no booking link came back. */
      success: toast('Success!', "Thanks! We'll be in touch shortly to schedule your demo."),
      /** Sending failed; shown in red. */
      failure: toast('Error', 'Failed to create booking. Please try again.'),
    })
    .prefault({})
    .describe('Toasts: linkCreated, popupBlocked (+ openLinkLabel), success, failure.'),
  refusals: RefusalMessagesSchema,
});

/** A page that hosts the Book a Demo dialog (opened by `action:book-demo` buttons) sets its copy here. */
export const BookDemoSectionSchema = z
  .strictObject({
    type: z.literal('book-demo').describe('Section type book-demo: the copy of the Book a Demo dialog.'),
    ...BookDemoSchema.shape,
  })
  .describe('The Book a Demo dialog of this page; renders nothing until a Book a Demo button opens it.');

export type BookDemo = z.output<typeof BookDemoSchema>;
export type BookDemoInput = z.input<typeof BookDemoSchema>;
export type BookDemoSection = z.output<typeof BookDemoSectionSchema>;
export type BookDemoSectionInput = z.input<typeof BookDemoSectionSchema>;
