import { describe, expect, it } from 'vitest';
import { EMPTY_DETAILS, type Details } from '../../../../../src/features/demo/details.ts';
import { BROWSER_EMAIL_FALLBACK, validateDetails } from '../../../../../src/features/demo/validation.ts';
import { FLOW_ROWS, FLOWS, requiredFields } from '../../../support/flows.ts';

const FULL: Details = { name: 'Jane Smith', email: 'jane@example.com', phone: '+61 400 000 000', company: 'Acme' };

describe('validateDetails', () => {
  it.each(FLOW_ROWS)('%s refuses each blank required field with the required message', (_path, { demo }) => {
    for (const field of requiredFields(demo)) {
      const result = validateDetails(demo, { ...FULL, [field.name]: '' });
      expect(result).toEqual({
        ok: false,
        errors: { [field.name]: demo.messages.required.message },
        toast: demo.messages.required,
        firstInvalid: field.name,
      });
    }
  });

  it.each(FLOW_ROWS)('%s treats whitespace-only as blank and marks every blank required field', (_path, { demo }) => {
    const result = validateDetails(demo, { name: '   ', email: '\t', phone: ' ', company: '  ' });
    const required = requiredFields(demo).map((field) => field.name);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(required);
    expect(result.firstInvalid).toBe(required[0]);
    expect(result.toast).toEqual(demo.messages.required);
  });

  it.each(FLOW_ROWS)('%s accepts blank optional fields and returns trimmed details', (_path, { demo }) => {
    const values = { ...EMPTY_DETAILS };
    for (const field of requiredFields(demo)) values[field.name] = `  ${FULL[field.name]}  `;
    const result = validateDetails(demo, values);
    const expected = { ...EMPTY_DETAILS };
    for (const field of requiredFields(demo)) expected[field.name] = FULL[field.name];
    expect(result).toEqual({ ok: true, details: expected });
  });

  it.each(FLOW_ROWS)("%s applies the email rule: its '@' message, or the browser's check", (_path, { demo }) => {
    const result = validateDetails(demo, { ...FULL, email: 'jane.example.com' });
    const { invalidEmail } = demo.messages;
    expect(result).toEqual({
      ok: false,
      errors: { email: invalidEmail ? invalidEmail.message : BROWSER_EMAIL_FALLBACK },
      toast: invalidEmail ?? null,
      firstInvalid: 'email',
    });
  });

  it("only asks for an '@' when the flow has its own message, like the original pages", () => {
    const withAt = FLOWS.find((flow) => flow.demo.messages.invalidEmail)!.demo;
    const browserRule = FLOWS.find((flow) => !flow.demo.messages.invalidEmail)!.demo;
    expect(validateDetails(withAt, { ...FULL, email: 'jane@' }).ok).toBe(true);
    expect(validateDetails(browserRule, { ...FULL, email: 'jane@' })).toMatchObject({ ok: false, toast: null });
    expect(validateDetails(browserRule, { ...FULL, email: 'jane@example' }).ok).toBe(true);
  });

  it('checks required fields before the email rule', () => {
    const demo = FLOWS.find((flow) => flow.demo.path === '/trades-demo')!.demo;
    expect(validateDetails(demo, { ...FULL, name: '', email: 'nope' })).toMatchObject({
      toast: { title: 'Required Fields' },
    });
  });

  it("passes the browser's own message through when given one", () => {
    const demo = FLOWS.find((flow) => !flow.demo.messages.invalidEmail)!.demo;
    const result = validateDetails(demo, { ...FULL, email: 'x' }, "Please include an '@' in the email address.");
    expect(result).toMatchObject({ errors: { email: "Please include an '@' in the email address." } });
  });
});
