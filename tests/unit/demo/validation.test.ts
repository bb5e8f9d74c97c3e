import { describe, expect, it } from 'vitest';
import { EMPTY_DETAILS, type Details } from '../../../src/features/demo/details.ts';
import { BROWSER_EMAIL_FALLBACK, validateDetails } from '../../../src/features/demo/validation.ts';
import { SPEC_FLOW_PATHS } from '../../spec.ts';
import { flowAt, FLOW_ROWS, FLOWS, requiredFields } from './flows.ts';

const FULL: Details = { name: 'Jane Smith', email: 'jane@example.com', phone: '+61 400 000 000', company: 'Acme' };

/** SPEC §5, word for word: [required title, required message, '@' title, '@' message] per flow. */
const SPEC_MESSAGES: Record<string, [string | undefined, string, string | undefined, string | undefined]> = {
  '/demo': [undefined, 'Please fill in all fields', undefined, 'Please enter a valid email address'],
  '/healthcare-demo': [undefined, 'Please fill in all fields', undefined, 'Please enter a valid email address'],
  '/automotive-demo': [undefined, 'Please fill in all fields', undefined, 'Please enter a valid email address'],
  '/telecommunications-demo': [undefined, 'Please fill in all fields', undefined, 'Please enter a valid email address'],
  '/real-estate-demo': ['Required Fields', 'Please enter your name, email, and phone number.', undefined, undefined],
  '/insurance-demo': ['Required Fields', 'Please enter your name, email, and phone number.', undefined, undefined],
  '/ecommerce-demo': ['Required Fields', 'Please enter your name, email, and phone number.', undefined, undefined],
  '/restaurant-demo': [
    undefined,
    'Please fill in at least name and email',
    undefined,
    'Please enter a valid email address',
  ],
  '/travel-demo': ['Required Fields', 'Please fill in all fields to proceed with the demo.', undefined, undefined],
  '/logistics-demo': [
    undefined,
    'Please fill in at least name and email',
    undefined,
    'Please enter a valid email address',
  ],
  '/trades-demo': [
    'Required Fields',
    'Please enter at least your name and email address.',
    'Invalid Email',
    'Please enter a valid email address.',
  ],
  '/interview': ['Required Fields', 'Please enter both your name and email address.', undefined, undefined],
  '/interview-sales': ['Required Fields', 'Please enter both your name and email address.', undefined, undefined],
};

/** SPEC §3: the required fields of each flow. */
const SPEC_REQUIRED: Record<string, string[]> = {
  '/demo': ['name', 'email', 'phone', 'company'],
  '/healthcare-demo': ['name', 'email', 'phone', 'company'],
  '/automotive-demo': ['name', 'email', 'phone', 'company'],
  '/telecommunications-demo': ['name', 'email', 'phone', 'company'],
  '/travel-demo': ['name', 'email', 'phone', 'company'],
  '/real-estate-demo': ['name', 'email', 'phone'],
  '/insurance-demo': ['name', 'email', 'phone'],
  '/ecommerce-demo': ['name', 'email', 'phone'],
  '/restaurant-demo': ['name', 'email'],
  '/logistics-demo': ['name', 'email'],
  '/trades-demo': ['name', 'email'],
  '/interview': ['name', 'email'],
  '/interview-sales': ['name', 'email'],
};

describe('validateDetails', () => {
  it('has all 13 SPEC flows (and the tables here cover each of them)', () => {
    expect(FLOWS.map((flow) => flow.demo.path)).toEqual(expect.arrayContaining(SPEC_FLOW_PATHS));
    expect(Object.keys(SPEC_MESSAGES).sort()).toEqual([...SPEC_FLOW_PATHS].sort());
    expect(Object.keys(SPEC_REQUIRED).sort()).toEqual([...SPEC_FLOW_PATHS].sort());
  });

  it.each(Object.entries(SPEC_REQUIRED))('%s requires exactly the fields SPEC §3 lists', (path, required) => {
    expect(requiredFields(flowAt(path).demo).map((field) => field.name)).toEqual(required);
  });

  it.each(Object.entries(SPEC_MESSAGES))('%s uses the SPEC §5 messages word for word', (path, messages) => {
    const { demo } = flowAt(path);
    const [title, message, emailTitle, emailMessage] = messages;
    expect(demo.messages.required).toEqual(title ? { title, message } : { message });
    expect(demo.messages.invalidEmail).toEqual(
      emailMessage
        ? emailTitle
          ? { title: emailTitle, message: emailMessage }
          : { message: emailMessage }
        : undefined,
    );
  });

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
