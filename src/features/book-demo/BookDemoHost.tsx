import { Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { BookDemoContext } from './BookDemoContext.tsx';

/** Hosts the Book a Demo dialog for a page; `#book-demo` in the address opens it on arrival. */
export function BookDemoHost({ children }: { children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  useEffect(() => {
    if (window.location.hash === '#book-demo') open();
  }, [open]);
  return (
    <BookDemoContext.Provider value={open}>
      {children}
      <Modal opened={opened} onClose={close} title="Book a Demo" size="lg" centered>
        {/* The booking form arrives with the lead-capture work. */}
        <p>Tell us about your business and we will set up a tailored demo.</p>
      </Modal>
    </BookDemoContext.Provider>
  );
}
