import { useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';

const HOVER_OPEN_MS = 60;
const HOVER_CLOSE_MS = 180;

/** What a dropdown's parts share: whether it is open, and the handlers that open and close it. */
export interface NavMenuState {
  opened: boolean;
  close: () => void;
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Opens (`true`) or closes the menu after a short delay when a mouse enters or leaves it. */
  hover: (event: PointerEvent, next: boolean) => void;
  /** The trigger's click: toggles, except on a menu the pointer has just opened. */
  toggle: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * Open and closed: by click, by hover (mouse only, with a delay each way), and shut again by a
 * navigation or a press outside the menu.
 */
function useOpenState() {
  const [opened, setOpened] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => setOpened(false), [pathname]);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);
  useEffect(() => {
    if (!opened) return;
    const closeOutside = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpened(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [opened]);

  const hover = (event: PointerEvent, next: boolean) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(
      () => {
        openedByHover.current = next;
        setOpened(next);
      },
      next ? HOVER_OPEN_MS : HOVER_CLOSE_MS,
    );
  };
  const toggle = () => {
    window.clearTimeout(hoverTimer.current);
    // A click on a menu the pointer just opened keeps it open instead of toggling it shut. Read the
    // flag now: the updater runs at render, after the reset below (hover opens the menu 60 ms before a
    // slow click, which must not close it).
    const hoverOpened = openedByHover.current;
    openedByHover.current = false;
    setOpened((was) => (was && hoverOpened ? true : !was));
  };
  return { opened, setOpened, rootRef, hover, toggle };
}

/** The state and handlers of one dropdown of links (an ARIA menu button). */
export function useNavMenu(): NavMenuState {
  const { opened, setOpened, rootRef, hover, toggle } = useOpenState();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpened(false), [setOpened]);
  const items = () => [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  // The menu button's keys: arrows, Home and End move through the items, Escape closes, Tab leaves.
  const onKeyDown = (event: KeyboardEvent) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => number> = {
      ArrowDown: () => (current === -1 ? 0 : current + 1),
      ArrowUp: () => (current === -1 ? -1 : current - 1),
      Home: () => 0,
      End: () => -1,
    };
    if (event.key === 'Escape' && opened) {
      event.preventDefault();
      setOpened(false);
      buttonRef.current?.focus();
    } else if (moves[event.key] && (opened || event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      // Open (unhide) the list now, not on the next render, so the focus moves before the next key:
      // a fast Enter after an arrow key must act on the item the arrow reached.
      if (!opened) flushSync(() => setOpened(true));
      const links = items();
      links[(moves[event.key]!() + links.length) % links.length]?.focus();
    } else if (event.key === 'Tab' && opened) {
      setOpened(false);
    }
  };
  return { opened, close, rootRef, buttonRef, hover, toggle, onKeyDown };
}
