import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { ContactFormSection } from '../../../schemas/sections/index.ts';

/** The thank-you screen; its heading takes focus so screen readers announce the outcome. */
export function ContactSuccess({ success }: { success: ContactFormSection['success'] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="lg" align="center" ta="center">
      <Title order={1} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {success.title}
      </Title>
      <Text fz="lg" c="dark.4">
        {success.message}
      </Text>
      <Button component={Link} to="/" size="md">
        {success.backLabel}
      </Button>
    </Stack>
  );
}
