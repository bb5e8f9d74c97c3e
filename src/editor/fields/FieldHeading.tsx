import { Text } from '@mantine/core';

/** The name and help text above a field group (a list, or a choice between shapes). */
export function FieldHeading({ label, help }: { label: string; help?: string | undefined }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {help ? (
        <Text size="xs" c="dimmed">
          {help}
        </Text>
      ) : null}
    </>
  );
}
