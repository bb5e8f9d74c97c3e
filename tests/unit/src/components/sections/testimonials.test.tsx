// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { TestimonialsSectionSchema } from '../../../../../schemas/sections/testimonials.ts';
import { TestimonialsSection } from '../../../../../src/components/sections/TestimonialsSection.tsx';
import { renderWithProviders, screen, within } from '../../../render.tsx';

const testimonials = TestimonialsSectionSchema.parse({
  type: 'testimonials',
  title: 'What Tradies Are Saying',
  intro: 'Plumbers and sparkies stop losing work to voicemail.',
  items: [
    { quote: 'Every call gets answered now.', name: 'Mick', role: 'Owner, plumbing business in Brisbane' },
    { quote: 'It only wakes me up when it matters.', name: 'Sarah', role: 'Director, electrical contracting' },
  ],
});

describe('TestimonialsSection', () => {
  it('shows the heading as an h2 with its intro', async () => {
    await renderWithProviders(<TestimonialsSection section={testimonials} />);

    expect(screen.getByRole('heading', { level: 2, name: 'What Tradies Are Saying' })).toBeInTheDocument();
    expect(screen.getByText('Plumbers and sparkies stop losing work to voicemail.')).toBeInTheDocument();
  });

  it('shows each quote as a figure with the quote, the name and the role, in order', async () => {
    await renderWithProviders(<TestimonialsSection section={testimonials} />);

    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(2);
    const [first, second] = figures;
    expect(within(first!).getByText('“Every call gets answered now.”')).toBeInTheDocument();
    expect(within(first!).getByText('Mick')).toBeInTheDocument();
    expect(within(first!).getByText('Owner, plumbing business in Brisbane')).toBeInTheDocument();
    expect(within(second!).getByText('“It only wakes me up when it matters.”')).toBeInTheDocument();
    expect(within(second!).getByText('Sarah')).toBeInTheDocument();
  });
});
