// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FaqSectionSchema } from '../../../../../schemas/sections/faq.ts';
import { FaqSection } from '../../../../../src/components/sections/FaqSection.tsx';
import { renderWithProviders, screen } from '../../../render.tsx';

const faq = FaqSectionSchema.parse({
  type: 'faq',
  id: 'faq',
  title: 'Frequently Asked Questions',
  items: [
    { question: 'Is patient information secure?', answer: 'Yes. Calls are encrypted and access is limited.' },
    { question: 'Can it book appointments?', answer: 'It books straight into your practice calendar.' },
    { question: 'What about urgent calls?', answer: 'Urgent calls are routed to staff at once.' },
  ],
});

const expanded = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((b) => b.textContent);

describe('FaqSection', () => {
  it('shows the heading as an h2 and every question as a button inside an h3', async () => {
    await renderWithProviders(<FaqSection section={faq} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Is patient information secure?',
      'Can it book appointments?',
      'What about urgent calls?',
    ]);
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });

  it('starts with every item closed', async () => {
    await renderWithProviders(<FaqSection section={faq} />);

    expect(expanded()).toEqual([]);
  });

  it('opens the clicked item and shows its answer', async () => {
    const { user } = await renderWithProviders(<FaqSection section={faq} />);

    await user.click(screen.getByRole('button', { name: 'Can it book appointments?' }));

    expect(expanded()).toEqual(['Can it book appointments?']);
    expect(await screen.findByRole('region', { name: 'Can it book appointments?' })).toHaveTextContent(
      'It books straight into your practice calendar.',
    );
  });

  it('keeps at most one item open: opening another closes the first', async () => {
    const { user } = await renderWithProviders(<FaqSection section={faq} />);

    await user.click(screen.getByRole('button', { name: 'Is patient information secure?' }));
    await user.click(screen.getByRole('button', { name: 'What about urgent calls?' }));

    expect(expanded()).toEqual(['What about urgent calls?']);
    expect(screen.getByRole('button', { name: 'Is patient information secure?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes the open item when it is clicked again', async () => {
    const { user } = await renderWithProviders(<FaqSection section={faq} />);
    const question = screen.getByRole('button', { name: 'Is patient information secure?' });

    await user.click(question);
    await user.click(question);

    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(expanded()).toEqual([]);
  });

  it('toggles from the keyboard too', async () => {
    const { user } = await renderWithProviders(<FaqSection section={faq} />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Is patient information secure?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['Is patient information secure?']);
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual([]);
  });
});
