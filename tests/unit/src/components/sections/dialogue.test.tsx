// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DialogueSectionSchema } from '../../../../../schemas/sections/dialogue.ts';
import { DialogueSection } from '../../../../../src/components/sections/DialogueSection.tsx';
import { renderWithProviders, screen, within } from '../../../render.tsx';

const turns = [
  { speaker: 'caller', text: 'Hi, can I book a table for four tonight at seven?' },
  { speaker: 'agent', text: 'Of course. Can I take a name for the booking?' },
  { speaker: 'caller', text: 'It’s Alex.' },
] as const;

describe('DialogueSection', () => {
  it('shows the heading as an h2 and the conversation as an ordered list, in order', async () => {
    const dialogue = DialogueSectionSchema.parse({ type: 'dialogue', title: 'Example Interaction', turns });
    await renderWithProviders(<DialogueSection section={dialogue} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Example Interaction' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('Hi, can I book a table for four tonight at seven?');
    expect(lines[1]).toHaveTextContent('Of course. Can I take a name for the booking?');
  });

  it('names each speaker with the schema defaults Caller and AI Agent', async () => {
    const dialogue = DialogueSectionSchema.parse({ type: 'dialogue', title: 'Example Interaction', turns });
    await renderWithProviders(<DialogueSection section={dialogue} />);

    const speakers = screen
      .getAllByRole('listitem')
      .map((line) => line.firstElementChild?.firstElementChild?.textContent);
    expect(speakers).toEqual(['Caller', 'AI Agent', 'Caller']);
  });

  it('uses custom speaker names from YAML', async () => {
    const dialogue = DialogueSectionSchema.parse({
      type: 'dialogue',
      title: 'A Sample Booking',
      callerLabel: 'Guest',
      agentLabel: 'AI Concierge',
      turns,
    });
    await renderWithProviders(<DialogueSection section={dialogue} />);

    expect(screen.getAllByText('Guest')).toHaveLength(2);
    expect(screen.getByText('AI Concierge')).toBeInTheDocument();
  });
});
