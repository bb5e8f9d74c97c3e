import { Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { BookDemoSection as BookDemoData } from '../../../schemas/book-demo.ts';
import { preloadSupabase } from '../../lib/supabase.ts';
import { useBookDemoDialog } from './BookDemoContext.tsx';
import { BookDemoForm } from './BookDemoForm.tsx';
import { useBookDemoForm } from './useBookDemoForm.ts';

/**
 * The page's Book a Demo dialog (a `book-demo` section). Renders nothing in the page flow; the form
 * state lives here, outside the modal, so values survive closing and reopening the dialog.
 */
export function BookDemoSection({ section }: { section: BookDemoData }) {
  const dialog = useBookDemoDialog();
  const close = dialog?.close ?? noop;
  const opened = dialog?.opened ?? false;
  const form = useBookDemoForm(section, close);

  // Fetch the backend SDK while the visitor fills in the form, so the submit does not wait for it.
  useEffect(() => {
    if (opened) preloadSupabase();
  }, [opened]);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={section.title}
      closeButtonProps={{ 'aria-label': section.closeLabel }}
      size="lg"
      centered
    >
      <Text c="dark.4" mb="md">
        {section.intro}
      </Text>
      <BookDemoForm config={section} form={form} />
    </Modal>
  );
}

function noop() {}
