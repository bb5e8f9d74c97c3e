/** A browser tab opened during the click, before the booking link exists. */
export interface BookingTab {
  /** Sends the tab to the link; false when the browser blocked the tab or the visitor closed it. */
  navigate(link: string): boolean;
  /** Closes the waiting tab (no link came back, or the request failed). */
  close(): void;
}

/**
 * Opens a blank tab now. Browsers only allow `window.open` during a click, not after the awaited
 * request, so the tab is opened first and pointed at the booking page when the link arrives.
 */
export function openBookingTab(waitingText: string): BookingTab {
  let tab: Window | null = null;
  try {
    tab = window.open('', '_blank');
  } catch {
    tab = null;
  }
  try {
    if (tab) {
      tab.document.title = waitingText;
      tab.document.body.textContent = waitingText;
    }
  } catch {
    // Cosmetic only: some browsers do not expose the blank tab's document.
  }
  const usable = () => tab !== null && !tab.closed;
  return {
    navigate(link) {
      if (!usable()) return false;
      // The booking site must not be able to script this page through window.opener.
      tab!.opener = null;
      tab!.location.href = link;
      return true;
    },
    close() {
      if (usable()) tab!.close();
    },
  };
}
