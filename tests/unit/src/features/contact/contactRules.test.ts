// @vitest-environment jsdom
import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactFormSectionSchema } from '../../../../../schemas/sections/contact-form.ts';
import { contactRules, contactToast, type ContactValues } from '../../../../../src/features/contact/contactRules.ts';
import { CONTACT_FIELDS } from '../../../../../supabase/functions/_shared/leads/lead-fields.ts';
import { LeadNotificationSchema } from '../../../../../supabase/functions/_shared/leads/lead-schemas.ts';

/** The default inline messages (contact-us.yaml uses them, see schema.test.ts). */
const fieldErrors = ContactFormSectionSchema.shape.fieldErrors.parse(undefined);

/** Runs the rules through a real Mantine form, as the contact page does. */
function validate(values: ContactValues) {
  const { result } = renderHook(() => useForm({ initialValues: values, validate: contactRules(fieldErrors) }));
  let errors = {};
  act(() => {
    errors = result.current.validate().errors;
  });
  return errors;
}

const valid: ContactValues = { name: 'Jane', business: 'Citizen Dental', phone: '0400 000 000', privacyAccepted: true };

describe('contactRules', () => {
  it('accepts four filled-in answers', () => {
    expect(validate(valid)).toEqual({});
  });

  it('refuses each field the server requires when blank after trimming, with the inline message', () => {
    for (const field of Object.keys(CONTACT_FIELDS) as Array<keyof typeof CONTACT_FIELDS>) {
      expect(CONTACT_FIELDS[field].required).toBe(true);
      expect(validate({ ...valid, [field]: ' \t' })).toEqual({ [field]: 'This field is required' });
    }
  });

  it('reports blank fields before the privacy box', () => {
    const errors = validate({ ...valid, phone: '', privacyAccepted: false });
    expect(errors).toEqual({
      phone: 'This field is required',
      privacyAccepted: 'Please accept the privacy policy to continue',
    });
    expect(contactToast(errors)).toBe('missing');
  });

  it('reports the privacy box alone when every field is filled in', () => {
    const errors = validate({ ...valid, privacyAccepted: false });
    expect(errors).toEqual({ privacyAccepted: 'Please accept the privacy policy to continue' });
    expect(contactToast(errors)).toBe('privacy');
  });
});

describe('CONTACT_FIELDS', () => {
  it('are the lengths send-lead-notification accepts, and one character more is refused', () => {
    for (const [field, rule] of Object.entries(CONTACT_FIELDS)) {
      // A phone number may be padded with separators; other fields with letters.
      const fill = (length: number) => ('phone' in rule ? '0400000000'.padEnd(length, '-') : 'x'.repeat(length));
      const body = { name: 'Jane', business: 'Citizen Dental', phone: '0400 000 000', [field]: fill(rule.maxLength) };
      expect(LeadNotificationSchema.safeParse(body).success).toBe(true);
      const tooLong = LeadNotificationSchema.safeParse({ ...body, [field]: fill(rule.maxLength + 1) });
      expect(tooLong.error?.issues[0]).toMatchObject({ path: [field] });
    }
  });
});
