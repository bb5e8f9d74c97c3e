import { Container, Text } from '@mantine/core';
import type { PageData } from '../../schemas/routes.ts';
import { HeroSection } from '../components/sections/HeroSection.tsx';
import { Sections } from '../components/sections/Section.tsx';
import { BookDemoHost } from '../features/book-demo/BookDemoHost.tsx';

/** A fixed page (home, about, learn more, privacy, contact): its sections, plus a dialog host if it books demos. */
export function FixedPage({ data }: { data: PageData }) {
  const [opening, ...rest] = data.sections;
  const body = (
    <>
      {opening?.type === 'hero' ? (
        <HeroSection section={opening} note={data.updated} />
      ) : (
        <>
          {opening && <Sections sections={[opening]} />}
          {data.updated && (
            <Container size="sm" my="md">
              <Text c="dark.3" fz="sm" ta="center">
                {data.updated}
              </Text>
            </Container>
          )}
        </>
      )}
      <Sections sections={rest} />
    </>
  );
  return data.hostsBookDemo ? <BookDemoHost>{body}</BookDemoHost> : body;
}
