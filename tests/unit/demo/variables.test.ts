import { describe, expect, it } from 'vitest';
import { EMPTY_DETAILS } from '../../../src/features/demo/details.ts';
import { dynamicVariablesFor, knownDetails } from '../../../src/features/demo/variables.ts';
import { SPEC_FLOW_PATHS } from '../../spec.ts';
import { flowAt, FLOW_ROWS } from './flows.ts';

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

describe('dynamicVariablesFor', () => {
  it.each(SPEC_FLOW_PATHS)('%s sends its defaults for blank details (SPEC §3)', (path) => {
    expect(dynamicVariablesFor(flowAt(path).demo.variables, EMPTY_DETAILS)).toEqual(SPEC_BLANK[path] ?? ALL_BLANK);
  });

  it.each(SPEC_FLOW_PATHS)('%s sends the variables SPEC §3 lists (the interviews only name and email)', (path) => {
    const expected = path.startsWith('/interview') ? ['caller_name', 'user_email'] : Object.keys(ALL_BLANK);
    expect([...flowAt(path).demo.variables.send].sort()).toEqual(expected.sort());
  });

  it.each(FLOW_ROWS)('%s sends the trimmed details when given, and only the variables it lists', (_path, { demo }) => {
    const sent = dynamicVariablesFor(demo.variables, {
      name: ' Jane ',
      email: 'jane@x.io ',
      phone: ' 123',
      company: 'Acme',
    });
    const full: Record<string, string> = {
      caller_name: 'Jane',
      user_email: 'jane@x.io',
      user_phone: '123',
      user_company: 'Acme',
    };
    expect(sent).toEqual(Object.fromEntries(demo.variables.send.map((name) => [name, full[name]])));
  });
});

describe('knownDetails', () => {
  it("labels what the agent is told with the form's own labels", () => {
    const { demo } = flowAt('/healthcare-demo');
    const lines = knownDetails(demo, { name: 'Jane', email: 'j@x.io', phone: '1', company: 'Clinic' });
    expect(lines.map((line) => [line.label, line.value])).toEqual([
      ['Full Name', 'Jane'],
      ['Email Address', 'j@x.io'],
      ['Phone Number', '1'],
      ['Healthcare Organization', 'Clinic'],
    ]);
  });

  it('shows the defaults the agent receives for blank details', () => {
    const { demo } = flowAt('/restaurant-demo');
    expect(knownDetails(demo, EMPTY_DETAILS).map((line) => line.value)).toEqual([
      'Guest',
      '',
      'Not provided',
      'Not provided',
    ]);
  });
});
