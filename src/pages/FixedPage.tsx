import { Container, Text } from '@mantine/core';
import type { PageData } from '../../schemas/registry.ts';
import { HeroSection } from '../components/sections/HeroSection.tsx';
import { Sections } from '../components/sections/Section.tsx';
import { BookDemoHost } from '../features/book-demo/BookDemoHost.tsx';

/** A fixed page (home, about, learn more, privacy, contact): its sections, plus a dialog host if it books demos. */
export function FixedPage({ data }: { data: PageData }) {
  const { page } = data;
  const [opening, ...rest] = page.sections;
  const body = (
    <>
      {opening?.type === 'hero' ? (
        <HeroSection section={opening} note={page.updated} />
      ) : (
        <>
          {opening && <Sections sections={[opening]} />}
          {page.updated && (
            <Container size="sm" my="md">
              <Text c="dark.3" fz="sm" ta="center">
                {page.updated}
              </Text>
            </Container>
          )}
        </>
      )}
      <Sections sections={rest} />
    </>
  );
  const hostsBookDemo = JSON.stringify(page.sections).includes('"action:book-demo"');
  return hostsBookDemo ? <BookDemoHost>{body}</BookDemoHost> : body;
}
