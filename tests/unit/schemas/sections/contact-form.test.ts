import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ContactFormSectionSchema } from '../../../../schemas/sections/contact-form.ts';
import { FIXTURE_SITE } from '../../fixture-site.ts';
import { join } from 'node:path';

const yamlSection = (
  parse(readFileSync(join(FIXTURE_SITE, 'pages/contact-us.yaml'), 'utf8')) as { sections: unknown[] }
).sections[0] as Record<string, unknown>;

describe('ContactFormSectionSchema', () => {
  it('carries the SPEC messages word for word in contact-us.yaml', () => {
    const section = ContactFormSectionSchema.parse(yamlSection);

    expect(section.title).toBe("Let's Have a Chat!");
    expect(section.messages).toEqual({
      missing: { title: 'Missing Information', message: 'Please fill in all fields' },
      privacy: { title: 'Privacy Policy Required', message: 'Please accept the privacy policy to continue' },
      failure: { title: 'Something went wrong', message: 'Please try again or contact us directly.' },
      success: { title: 'Thank you!', message: "We'll be in touch soon to schedule your chat." },
    });
    expect(section.pendingLabel).toBe('Submitting...');
    expect(section.success.backLabel).toBe('Back to Home');
    expect(section.promise).toContain('24 hours');
  });

  it('defaults the inline field errors', () => {
    expect(ContactFormSectionSchema.parse(yamlSection).fieldErrors).toEqual({
      required: 'This field is required',
      privacy: 'Please accept the privacy policy to continue',
    });
  });

  it('refuses a privacy label without the words "privacy policy", which become the link', () => {
    const result = ContactFormSectionSchema.safeParse({ ...yamlSection, privacyLabel: 'I agree to be contacted.' });

    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['privacyLabel'],
      message: 'Must contain the words "privacy policy": they become the link to /privacy-policy',
    });
  });
});
