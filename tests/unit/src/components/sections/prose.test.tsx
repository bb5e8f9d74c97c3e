// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ProseSectionSchema } from '../../../../../schemas/sections/prose.ts';
import { ProseSection } from '../../../../../src/components/sections/ProseSection.tsx';
import { renderWithProviders, screen } from '../../../render.tsx';

const prose = ProseSectionSchema.parse({
  type: 'prose',
  id: 'information-we-collect',
  title: 'Information We Collect',
  paragraphs: ['We collect only what we need.', 'You can browse without giving us anything.'],
  bullets: ['Contact and demo details', 'Voice recordings and transcripts'],
});

describe('ProseSection', () => {
  it('shows the heading as an h2 and every paragraph', async () => {
    await renderWithProviders(<ProseSection section={prose} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Information We Collect' })).toBeInTheDocument();
    expect(screen.getByText('We collect only what we need.')).toBeInTheDocument();
    expect(screen.getByText('You can browse without giving us anything.')).toBeInTheDocument();
  });

  it('lists the bullets in order', async () => {
    await renderWithProviders(<ProseSection section={prose} />);

    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Contact and demo details',
      'Voice recordings and transcripts',
    ]);
  });

  it('renders no list when the bullets default to none', async () => {
    await renderWithProviders(
      <ProseSection
        section={ProseSectionSchema.parse({ type: 'prose', title: 'Our Mission', paragraphs: ['No missed calls.'] })}
      />,
    );

    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
