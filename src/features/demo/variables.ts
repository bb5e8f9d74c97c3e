import type { AgentVariableName, Demo } from '../../../schemas/demo.ts';
import { FIELD_OF_VARIABLE, type Details } from './details.ts';

/** The label for a variable whose field the form does not show. */
const FALLBACK_LABELS: Record<AgentVariableName, string> = {
  caller_name: 'Name',
  user_email: 'Email',
  user_phone: 'Phone',
  user_company: 'Company',
};

/**
 * SPEC §3: only the variables in `send`, each the trimmed detail, else the flow's default, else ''.
 */
export function dynamicVariablesFor(variables: Demo['variables'], details: Details): Record<string, string> {
  return Object.fromEntries(
    variables.send.map((name) => [name, details[FIELD_OF_VARIABLE[name]].trim() || variables.defaults[name] || '']),
  );
}

/** One line of the known-details panel. */
export interface KnownDetail {
  variable: AgentVariableName;
  label: string;
  value: string;
}

/** What the agent is told, labelled the way the form labels it. */
export function knownDetails(demo: Pick<Demo, 'fields' | 'variables'>, details: Details): KnownDetail[] {
  const values = dynamicVariablesFor(demo.variables, details);
  return demo.variables.send.map((variable) => ({
    variable,
    label: demo.fields.find((field) => field.name === FIELD_OF_VARIABLE[variable])?.label ?? FALLBACK_LABELS[variable],
    value: values[variable] ?? '',
  }));
}
