import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/** The 404 page: says so, offers the way home, and logs the missing path for whoever reads the console. */
export function NotFoundPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);
  return (
    <Container component="section" size="sm" py={{ base: 80, md: 128 }}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} c="brand.8" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Oops! Page not found</Title>
        <Text c="dark.4">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to="/" size="md" mt="sm">
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}
