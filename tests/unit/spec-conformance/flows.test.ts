// SPEC §3 and §5 on the real flows in industries/: each SPEC flow's required fields, messages, storage
// and variables, word for word. A flow SPEC does not name (a new industry) is not looked at; how the
// engine treats any flow is tested on the fixture site (tests/unit/demo).
import { describe, expect, it } from 'vitest';
import { EMPTY_DETAILS } from '../../../src/features/demo/details.ts';
import { dynamicVariablesFor } from '../../../src/features/demo/variables.ts';
import { SPEC_FLOW_PATHS } from '../../spec.ts';
import { flowAt, FLOWS } from './real-flows.ts';

const requiredFields = (demo: { fields: Array<{ name: string; required: boolean }> }) =>
  demo.fields.filter((field) => field.required);

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

/** SPEC §3: local storage keys, or memory only. */
const SPEC_STORAGE: Record<string, string> = {
  '/demo': 'generalDemoUser',
  '/healthcare-demo': 'healthcareDemoUser',
  '/real-estate-demo': 'realEstateDemoUser',
  '/insurance-demo': 'insuranceDemoUser',
  '/ecommerce-demo': 'ecommerceDemoUser',
  '/travel-demo': 'travelDemoUser',
  '/telecommunications-demo': 'telecomDemoUser',
  '/interview': 'interviewCandidate',
  '/interview-sales': 'salesInterviewCandidate',
  '/restaurant-demo': 'memory',
  '/automotive-demo': 'memory',
  '/logistics-demo': 'memory',
  '/trades-demo': 'memory',
};

/** SPEC §3: what each flow sends when the visitor leaves every detail blank. */
const SPEC_BLANK: Record<string, Record<string, string>> = {
  '/restaurant-demo': {
    caller_name: 'Guest',
    user_email: '',
    user_phone: 'Not provided',
    user_company: 'Not provided',
  },
  '/real-estate-demo': { caller_name: 'Guest', user_email: '', user_phone: '', user_company: '' },
  '/insurance-demo': { caller_name: 'Guest', user_email: '', user_phone: '', user_company: '' },
  '/ecommerce-demo': { caller_name: 'Guest', user_email: '', user_phone: '', user_company: '' },
  '/logistics-demo': { caller_name: '', user_email: '', user_phone: 'Not provided', user_company: 'Not provided' },
  '/interview': { caller_name: 'Guest', user_email: '' },
  '/interview-sales': { caller_name: 'Guest', user_email: '' },
};
const ALL_BLANK = { caller_name: '', user_email: '', user_phone: '', user_company: '' };

describe('the SPEC flows: details form (SPEC §3, §5)', () => {
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
});

describe('the SPEC flows: storage (SPEC §3)', () => {
  it('has a SPEC §3 storage entry for each of the 13 SPEC flows', () => {
    expect(Object.keys(SPEC_STORAGE).sort()).toEqual([...SPEC_FLOW_PATHS].sort());
  });

  it.each(Object.entries(SPEC_STORAGE))('%s keeps the details where SPEC §3 says', (path, expected) => {
    const { demo } = flowAt(path);
    expect(demo.storage).toEqual(expected === 'memory' ? 'memory' : { localStorageKey: expected });
  });
});

describe('the SPEC flows: variables (SPEC §3)', () => {
  it.each(SPEC_FLOW_PATHS)('%s sends its defaults for blank details (SPEC §3)', (path) => {
    expect(dynamicVariablesFor(flowAt(path).demo.variables, EMPTY_DETAILS)).toEqual(SPEC_BLANK[path] ?? ALL_BLANK);
  });

  it.each(SPEC_FLOW_PATHS)('%s sends the variables SPEC §3 lists (the interviews only name and email)', (path) => {
    const expected = path.startsWith('/interview') ? ['caller_name', 'user_email'] : Object.keys(ALL_BLANK);
    expect([...flowAt(path).demo.variables.send].sort()).toEqual(expected.sort());
  });
});
