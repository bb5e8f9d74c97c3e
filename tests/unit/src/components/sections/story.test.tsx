// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { StorySectionSchema } from '../../../../../schemas/sections/story.ts';
import { StorySection } from '../../../../../src/components/sections/StorySection.tsx';
import { renderWithProviders, screen } from '../../../render.tsx';

const story = StorySectionSchema.parse({
  type: 'story',
  title: 'Success Story',
  intro: 'How one retailer stopped losing sales to the phone queue.',
  customer: 'A national homewares retailer',
  paragraphs: ['Peak season calls doubled.', 'The agent now handles order status and returns.'],
  results: [
    { value: '68%', label: 'Calls resolved by the agent' },
    { value: '< 5 s', label: 'Average answer time', text: 'Down from four minutes' },
  ],
  quote: { text: 'Our team finally works on the hard cases.', name: 'Priya Shah', role: 'Head of Customer Care' },
});

describe('StorySection', () => {
  it('shows the heading as an h2 and the customer as an h3', async () => {
    await renderWithProviders(<StorySection section={story} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Success Story' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'A national homewares retailer' })).toBeInTheDocument();
    expect(screen.getByText('How one retailer stopped losing sales to the phone queue.')).toBeInTheDocument();
  });

  it('shows every paragraph and every result with its figure', async () => {
    await renderWithProviders(<StorySection section={story} />);

    expect(screen.getByText('Peak season calls doubled.')).toBeInTheDocument();
    expect(screen.getByText('The agent now handles order status and returns.')).toBeInTheDocument();
    expect(screen.getByText('68%')).toBeInTheDocument();
    expect(screen.getByText('Calls resolved by the agent')).toBeInTheDocument();
    expect(screen.getByText('< 5 s')).toBeInTheDocument();
    expect(screen.getByText('Down from four minutes')).toBeInTheDocument();
  });

  it('shows the quote with who said it', async () => {
    await renderWithProviders(<StorySection section={story} />);

    expect(screen.getByText('Our team finally works on the hard cases.')).toBeInTheDocument();
    expect(screen.getByText(/Priya Shah, Head of Customer Care/)).toBeInTheDocument();
  });

  it('leaves the quote out when the YAML has none', async () => {
    const { quote: _quote, ...withoutQuote } = story;
    await renderWithProviders(<StorySection section={StorySectionSchema.parse(withoutQuote)} />);

    expect(screen.queryByText(/Priya Shah/)).not.toBeInTheDocument();
  });
});
