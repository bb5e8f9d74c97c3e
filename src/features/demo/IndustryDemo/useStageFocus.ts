import { useEffect, useRef } from 'react';

/**
 * Moves focus to the new screen's heading when the stage changes (not on first render), so keyboard
 * and screen-reader users land on the screen that just appeared. The old screen's focused control is
 * gone by then; if focus is already inside the demo, the new screen put it there on purpose (the
 * message input of a text chat that connected from the form) and it stays.
 */
export function useStageFocus<T extends HTMLElement>(stage: string) {
  const rootRef = useRef<T>(null);
  const previous = useRef(stage);
  useEffect(() => {
    if (previous.current === stage) return;
    previous.current = stage;
    const root = rootRef.current;
    if (!root || root.contains(document.activeElement)) return;
    root.querySelector<HTMLElement>('[data-stage-heading]')?.focus();
  }, [stage]);
  return rootRef;
}
