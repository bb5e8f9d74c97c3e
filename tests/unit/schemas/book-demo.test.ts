import { describe, expect, it } from 'vitest';
import { BookDemoSectionSchema } from '../../../schemas/book-demo.ts';

describe('BookDemoSectionSchema', () => {
  it('gives the standard dialog copy from `type: book-demo` alone', () => {
    const section = BookDemoSectionSchema.parse({ type: 'book-demo' });

    expect(section.title).toBe('Book a Demo');
    expect(section.pendingLabel).toBe('Creating Booking...');
    expect(section.fields.aiHelp.label).toBe('How would an AI Agent help your Business?');
    expect(section.messages).toMatchObject({
      linkCreated: { title: 'Booking Link Created!' },
      success: { title: 'Success!' },
      failure: { title: 'Error', message: 'Failed to create booking. Please try again.' },
      openLinkLabel: 'Open your booking page',
    });
  });

  it('keeps the other defaults when YAML overrides one label', () => {
    const section = BookDemoSectionSchema.parse({ type: 'book-demo', fields: { name: { label: 'Your Name' } } });

    expect(section.fields.name.label).toBe('Your Name');
    expect(section.fields.email.label).toBe('Email');
  });

  it('rejects unknown keys so a typo cannot silently fall back to a default', () => {
    const result = BookDemoSectionSchema.safeParse({ type: 'book-demo', titel: 'Book a Demo' });

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['titel'] });
  });
});
