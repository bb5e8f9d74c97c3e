import { Fieldset, SegmentedControl, Stack, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { FieldSpec, ObjectSpec } from '../schema/fieldSpec.ts';
import { emptyValue } from '../schema/fieldSpec.ts';
import { fieldId, useEditorForm, useFieldError, useFieldValue } from '../form/context.ts';
import { ArrayField } from './ArrayField.tsx';
import { LeafField } from './LeafField.tsx';
import { FieldHeading } from './FieldHeading.tsx';

interface FieldProps {
  path: string;
  spec: FieldSpec;
}

/**
 * Renders any key of a content file by its kind in the form vocabulary (schema/fieldSpec.ts). Memoised
 * on its path and spec, which never change: it re-renders only for what it watches itself. (The inner
 * function has its own name so that `Field` below is this memoised component, handed to the lists.)
 */
export const Field = memo(function FieldByKind({ path, spec }: FieldProps) {
  switch (spec.kind) {
    case 'object':
      return (
        <Fieldset legend={spec.label || undefined} id={fieldId(path)}>
          <ObjectFields path={path} spec={spec} />
        </Fieldset>
      );
    case 'array':
      return <ArrayField path={path} spec={spec} Field={Field} />;
    case 'union':
      return <UnionFields path={path} spec={spec} />;
    case 'choice':
      return <ChoiceField path={path} spec={spec} />;
    case 'unknown':
      return <Text size="sm">{spec.label}: edit this key in the YAML file.</Text>;
    default:
      return <LeafField path={path} spec={spec} />;
  }
});

/** The keys of one block, in schema order; `skip` leaves out a union's `type`, shown in its header. */
export const ObjectFields = memo(function ObjectFields({
  path,
  spec,
  skip,
}: {
  path: string;
  spec: ObjectSpec;
  skip?: string;
}) {
  const errors = useFieldError(path);
  return (
    <Stack gap="sm">
      {errors ? (
        <Text c="red" size="sm">
          {String(errors)}
        </Text>
      ) : null}
      {spec.fields
        .filter((field) => field.key !== skip)
        .map((field) => (
          <Field key={field.key} path={path ? `${path}.${field.key}` : field.key} spec={field.spec} />
        ))}
    </Stack>
  );
});

/** A tagged block (a section): the fields of the variant its `type` names. */
function UnionFields({ path, spec }: { path: string; spec: FieldSpec & { kind: 'union' } }) {
  const type = useFieldValue(`${path}.${spec.discriminator}`) as string;
  const variant = spec.variants[type];
  if (!variant) return <Text c="red">Unknown type "{type}"</Text>;
  return <ObjectFields path={path} spec={variant} skip={spec.discriminator} />;
}

/** A key that is either a fixed word or something else (e.g. storage: memory or a storage key). */
function ChoiceField({ path, spec }: { path: string; spec: FieldSpec & { kind: 'choice' } }) {
  const form = useEditorForm();
  const value = useFieldValue(path);
  const labels = spec.alternatives.map((alt, index) =>
    alt.kind === 'enum' ? String(alt.options[0]) : alt.kind === 'object' ? 'settings' : `other ${index}`,
  );
  const chosen = spec.alternatives.findIndex((alt) =>
    alt.kind === 'enum'
      ? alt.options.includes(value as string)
      : alt.kind === 'object'
        ? typeof value === 'object'
        : typeof value === 'string',
  );
  const current = chosen >= 0 ? chosen : 0;
  const alternative = spec.alternatives[current]!;
  const unlabelled = useMemo(() => ({ ...alternative, label: '' }), [alternative]);
  return (
    <Stack gap={4}>
      <FieldHeading label={spec.label} help={spec.help} />
      <SegmentedControl
        data={labels.map((label, index) => ({ label, value: String(index) }))}
        value={String(current)}
        onChange={(next) => form.setFieldValue(path, emptyValue(spec.alternatives[Number(next)]!))}
      />
      {alternative.kind === 'enum' ? null : <Field path={path} spec={unlabelled} />}
    </Stack>
  );
}
