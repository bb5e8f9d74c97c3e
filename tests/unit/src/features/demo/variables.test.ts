import { describe, expect, it } from 'vitest';
import { EMPTY_DETAILS } from '../../../../../src/features/demo/details.ts';
import { dynamicVariablesFor, knownDetails } from '../../../../../src/features/demo/variables.ts';
import { flowAt, FLOW_ROWS } from '../../../support/flows.ts';

describe('dynamicVariablesFor', () => {
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
