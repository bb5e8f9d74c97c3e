import { Autocomplete, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import type { FieldSpec } from '../schema/fieldSpec.ts';
import { memo } from 'react';
import { fieldId, useEditorForm, useFieldError, useFieldValue } from '../form/context.ts';

interface LeafFieldProps {
  /** Form path, e.g. landing.sections.0.title. */
  path: string;
  spec: FieldSpec;
}

/** One input for a text, number, yes/no or fixed-choice key, labelled and explained by the schema. */
export const LeafField = memo(function LeafField({ path, spec }: LeafFieldProps) {
  const form = useEditorForm();
  const value = useFieldValue(path);
  const error = useFieldError(path);
  const common = {
    id: fieldId(path),
    label: spec.label,
    description: spec.help,
    withAsterisk: spec.required,
    error,
    'data-path': path,
  };
  /** An emptied optional key is removed from the file rather than written as "". */
  const setText = (text: string) => form.setFieldValue(path, text === '' && !spec.required ? undefined : text);
  switch (spec.kind) {
    case 'boolean':
      return (
        <Switch
          id={common.id}
          label={common.label}
          description={common.description}
          error={common.error}
          data-path={path}
          checked={value === undefined ? spec.default === true : value === true}
          onChange={(event) => form.setFieldValue(path, event.currentTarget.checked)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          placeholder={spec.default === undefined ? undefined : String(spec.default)}
          allowDecimal={!spec.integer}
          min={spec.min}
          max={spec.max}
          onChange={(next) => form.setFieldValue(path, typeof next === 'number' ? next : undefined)}
        />
      );
    case 'enum':
      return (
        <Select
          {...common}
          data={spec.options.map((option) => ({ value: String(option), label: String(option) }))}
          value={value === undefined ? null : String(value)}
          placeholder={spec.default === undefined ? undefined : `${String(spec.default)} (default)`}
          clearable={!spec.required}
          onChange={(next) => {
            const option = spec.options.find((candidate) => String(candidate) === next);
            form.setFieldValue(path, option);
          }}
        />
      );
    case 'string':
      return spec.examples.length > 0 ? (
        <Autocomplete
          {...common}
          data={spec.examples}
          value={typeof value === 'string' ? value : ''}
          onChange={setText}
        />
      ) : (
        <TextInput
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      );
    default:
      return (
        <Textarea
          {...common}
          autosize
          minRows={1}
          value={typeof value === 'string' ? value : value === undefined ? '' : String(value)}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      );
  }
});
