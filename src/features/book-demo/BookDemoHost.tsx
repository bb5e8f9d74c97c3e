import { useDisclosure } from '@mantine/hooks';
import { useEffect, useMemo, type ReactNode } from 'react';
import { BookDemoContext, BookDemoDialogContext } from './BookDemoContext.tsx';

/**
 * Holds the open state of a page's Book a Demo dialog: `action:book-demo` buttons open it, the page's
 * `book-demo` section renders it. `#book-demo` in the address opens it on arrival.
 */
export function BookDemoHost({ children }: { children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  useEffect(() => {
    if (window.location.hash === '#book-demo') open();
  }, [open]);
  const dialog = useMemo(() => ({ opened, close }), [opened, close]);
  return (
    <BookDemoContext.Provider value={open}>
      <BookDemoDialogContext.Provider value={dialog}>{children}</BookDemoDialogContext.Provider>
    </BookDemoContext.Provider>
  );
}
