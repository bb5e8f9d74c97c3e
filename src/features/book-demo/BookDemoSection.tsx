import { lazy, Suspense, useState } from 'react';
import type { BookDemoSection as BookDemoData } from '../../../schemas/book-demo.ts';
import { useBookDemoDialog } from './BookDemoContext.tsx';

const BookDemoDialog = lazy(() => import('./BookDemoDialog.tsx'));

/**
 * The page's Book a Demo dialog (a `book-demo` section). Renders nothing in the page flow until a
 * Book a Demo button opens it; then the dialog's chunk (modal, form and form library) loads.
 */
export function BookDemoSection({ section }: { section: BookDemoData }) {
  const dialog = useBookDemoDialog();
  const close = dialog?.close ?? noop;
  const opened = dialog?.opened ?? false;

  // The dialog's code loads when it first opens, then stays mounted: for its closing transition, and
  // so the form it holds keeps what the visitor typed when the dialog is closed and reopened.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (opened && !dialogWanted) setDialogWanted(true);
  if (!dialogWanted) return null;
  return (
    <Suspense fallback={null}>
      <BookDemoDialog section={section} opened={opened} onClose={close} />
    </Suspense>
  );
}

function noop() {}
