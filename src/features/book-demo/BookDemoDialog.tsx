import { Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { BookDemoSection as BookDemoData } from '../../../schemas/book-demo.ts';
import { BookDemoForm } from './BookDemoForm.tsx';
import { useBookDemoForm } from './useBookDemoForm.ts';

interface BookDemoDialogProps {
  /** Title, intro and field labels from YAML. */
  section: BookDemoData;
  /** Whether the dialog is showing. */
  opened: boolean;
  /** Closes it (Escape, overlay, close button, successful booking). */
  onClose: () => void;
}

/**
 * The Book a Demo modal and its form. Its own chunk: Modal, focus trap, scroll lock, the inputs and the
 * form library load when the dialog first opens, not with every page.
 */
export default function BookDemoDialog({ section, opened, onClose }: BookDemoDialogProps) {
  // Held here, outside the Modal's children, which unmount on close: typed values survive reopening.
  const booking = useBookDemoForm(section, onClose);
  // Mount closed, then open: Mantine remembers the element to give focus back to only when `opened` changes.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Modal
      opened={opened && mounted}
      onClose={onClose}
      title={section.title}
      closeButtonProps={{ 'aria-label': section.closeLabel }}
      size="lg"
      centered
    >
      <Text c="dark.4" mb="md">
        {section.intro}
      </Text>
      <BookDemoForm config={section} booking={booking} />
    </Modal>
  );
}
