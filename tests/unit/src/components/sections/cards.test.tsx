// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CardsSectionSchema } from '../../../../../schemas/sections/cards.ts';
import { CardsSection } from '../../../../../src/components/sections/CardsSection.tsx';
import { renderWithProviders, screen } from '../../../render.tsx';

const cards = CardsSectionSchema.parse({
  type: 'cards',
  id: 'capabilities',
  title: 'What Your Voice Agent Can Do',
  intro: 'One agent, trained on your business.',
  items: [
    { icon: 'phone-call', title: 'Answer Calls', text: 'Picks up on the first ring.' },
    { icon: 'shopping-cart', title: 'Support Sales', text: 'Takes orders and qualifies leads.' },
    { title: 'Capture Data', text: 'Collects structured information by voice.' },
  ],
});

describe('CardsSection', () => {
  it('shows the section heading as an h2 with its intro', async () => {
    await renderWithProviders(<CardsSection section={cards} />);

    expect(screen.getByRole('heading', { level: 2, name: 'What Your Voice Agent Can Do' })).toBeInTheDocument();
    expect(screen.getByText('One agent, trained on your business.')).toBeInTheDocument();
  });

  it('shows every card as an h3 with its text, in YAML order', async () => {
    await renderWithProviders(<CardsSection section={cards} />);

    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Answer Calls', 'Support Sales', 'Capture Data']);
    expect(screen.getByText('Takes orders and qualifies leads.')).toBeInTheDocument();
  });

  it('labels the section region with its heading when it has an anchor id', async () => {
    await renderWithProviders(<CardsSection section={cards} />);

    const region = screen.getByRole('region', { name: 'What Your Voice Agent Can Do' });
    expect(region).toHaveAttribute('id', 'capabilities');
  });

  it('applies the schema defaults: neutral tone and three columns', () => {
    expect(cards.tone).toBe('neutral');
    expect(cards.columns).toBe(3);
    expect(cards.background).toBe('default');
  });
});
