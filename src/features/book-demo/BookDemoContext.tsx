import { createContext, useContext } from 'react';

/** Opens the Book a Demo dialog; provided by pages that host it (the About page). */
export const BookDemoContext = createContext<(() => void) | null>(null);

/** The opener of the Book a Demo dialog, or null on pages that do not host it. */
export function useBookDemo(): (() => void) | null {
  return useContext(BookDemoContext);
}

/** Whether the dialog is open, and how to close it; set by BookDemoHost, read by the dialog. */
export interface BookDemoDialogState {
  opened: boolean;
  close: () => void;
}

export const BookDemoDialogContext = createContext<BookDemoDialogState | null>(null);

/** The dialog's open state, or null when the page has no BookDemoHost (no button could open it). */
export function useBookDemoDialog(): BookDemoDialogState | null {
  return useContext(BookDemoDialogContext);
}
