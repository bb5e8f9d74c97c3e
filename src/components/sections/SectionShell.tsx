import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './sections.module.css';

interface SectionShellProps {
  /** Anchor id from YAML. */
  id?: string | undefined;
  /** Background band: default, muted or brand. */
  background: 'default' | 'muted' | 'brand';
  /** Section heading (h2); omit for untitled strips. */
  title?: string | undefined;
  /** Paragraph under the heading. */
  intro?: string | undefined;
  /** Container width. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** The band every section sits in: spacing, anchor, background and the heading block. */
export function SectionShell({ id, background, title, intro, size = 'lg', children }: SectionShellProps) {
  const onDark = background === 'brand';
  return (
    <Box
      component="section"
      id={id}
      className={`section-band ${classes.band}`}
      data-background={background}
      aria-labelledby={id && title ? `${id}-title` : undefined}
    >
      <Container size={size}>
        {(title || intro) && (
          <Stack gap="sm" align="center" ta="center" mb={{ base: 32, md: 48 }} maw={760} mx="auto">
            {title && (
              <Title order={2} id={id ? `${id}-title` : undefined} c={onDark ? 'white' : undefined}>
                {title}
              </Title>
            )}
            {intro && (
              <Text fz="lg" c={onDark ? 'gray.0' : 'dark.4'}>
                {intro}
              </Text>
            )}
          </Stack>
        )}
        {children}
      </Container>
    </Box>
  );
}
