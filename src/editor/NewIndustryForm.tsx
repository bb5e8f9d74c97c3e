import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { editorApi } from './api.ts';

/** Creates an industry from the same scaffold as `npm run new:industry`, then opens it. */
export function NewIndustryForm({ onCreated }: { onCreated(name: string): void }) {
  const form = useForm({ mode: 'controlled', initialValues: { slug: '', displayName: '' } });
  const [error, setError] = useState('');
  const submit = form.onSubmit(async ({ slug, displayName }) => {
    try {
      const { name } = await editorApi.create(slug.trim(), displayName.trim());
      onCreated(name);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  });
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label="Slug"
          description="Lower-case words joined by hyphens, e.g. pet-care: the file name and the page address"
          required
          {...form.getInputProps('slug')}
        />
        <TextInput label="Display name" description="e.g. Pet Care" required {...form.getInputProps('displayName')} />
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit">Create industry</Button>
        </Group>
      </Stack>
    </form>
  );
}
