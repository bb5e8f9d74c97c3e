import { Box, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { HeroSection as HeroData } from '../../../schemas/sections/index.ts';
import { ActionButton } from '../ActionButton.tsx';
import classes from './sections.module.css';
import { ListIcon } from './ListIcon.tsx';

/** The opening band with the page h1; `note` is a small line under it, e.g. a policy's last-updated date. */
export function HeroSection({ section, note }: { section: HeroData; note?: string | undefined }) {
  return (
    <Box component="section" id={section.id} className={classes.hero} py={{ base: 64, md: 104 }}>
      <Container size="lg">
        <Stack gap="lg" align="center" ta="center" maw={860} mx="auto">
          {section.eyebrow && (
            <Text className={classes.eyebrow} fw={700} tt="uppercase" fz="sm">
              {section.eyebrow}
            </Text>
          )}
          <Title order={1}>{section.title}</Title>
          {section.subtitle && (
            <Text fz={{ base: 'lg', md: 'xl' }} c="dark.4" maw={720}>
              {section.subtitle}
            </Text>
          )}
          {section.actions.length > 0 && (
            <Group justify="center" gap="sm" mt="xs" className={classes.actions}>
              {section.actions.map((action) => (
                <ActionButton key={action.label} action={action} size="lg" />
              ))}
            </Group>
          )}
          {section.highlights.length > 0 && (
            <List
              className={classes.highlights}
              spacing={8}
              icon={
                <ListIcon size={22} radius="xl" color="brand.7">
                  <IconCheck size={14} aria-hidden />
                </ListIcon>
              }
            >
              {section.highlights.map((highlight) => (
                <List.Item key={highlight}>{highlight}</List.Item>
              ))}
            </List>
          )}
          {note && (
            <Text c="dark.3" fz="sm">
              {note}
            </Text>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
