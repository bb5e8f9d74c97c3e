import { createContext, useContext } from 'react';

/** Opens the Book a Demo dialog; provided by pages that host it (the About page). */
export const BookDemoContext = createContext<(() => void) | null>(null);

/** The opener of the Book a Demo dialog, or null on pages that do not host it. */
export function useBookDemo(): (() => void) | null {
  return useContext(BookDemoContext);
}
