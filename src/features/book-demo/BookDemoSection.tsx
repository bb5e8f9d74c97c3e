import { lazy, Suspense, useState } from 'react';
import type { BookDemoSection as BookDemoData } from '../../../schemas/book-demo.ts';
import { useBookDemoDialog } from './BookDemoContext.tsx';
import { useBookDemoForm } from './useBookDemoForm.ts';

const BookDemoDialog = lazy(() => import('./BookDemoDialog.tsx'));

/**
 * The page's Book a Demo dialog (a `book-demo` section). Renders nothing in the page flow; the form
 * state lives here, outside the modal, so values survive closing and reopening the dialog.
 */
export function BookDemoSection({ section }: { section: BookDemoData }) {
  const dialog = useBookDemoDialog();
  const close = dialog?.close ?? noop;
  const opened = dialog?.opened ?? false;
  const booking = useBookDemoForm(section, close);

  // The dialog's code loads when it first opens, then stays mounted for its closing transition.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (opened && !dialogWanted) setDialogWanted(true);
  if (!dialogWanted) return null;
  return (
    <Suspense fallback={null}>
      <BookDemoDialog section={section} opened={opened} onClose={close} booking={booking} />
    </Suspense>
  );
}

function noop() {}
