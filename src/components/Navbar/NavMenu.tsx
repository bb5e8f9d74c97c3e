import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import type { NavItem, ShortMenu } from '../../../schemas/routes.ts';
import { MenuItems } from '../menus/MenuItems.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { useHydrated } from '../../lib/useHydrated.ts';
import classes from './Navbar.module.css';

interface NavMenuProps {
  /** The button text, e.g. "Industries". */
  label: string;
  /** The menu, or the promise of it (see src/components/menus/menus.ts). */
  menu: ShortMenu | Promise<ShortMenu>;
  /** The page that lists the whole menu: where the trigger leads before the page has hydrated; none: a button from the start. */
  index?: string | undefined;
  /** The trigger's accessible name when it is more than its text, e.g. "Language: English". */
  ariaLabel?: string | undefined;
  /** Whether an entry's `lang` covers its note too (a language named in its own words), not only its label. */
  noteInItemLanguage?: boolean;
}

const HOVER_OPEN_MS = 60;
const HOVER_CLOSE_MS = 180;

/**
 * A dropdown of links (ARIA menu button); opens on click, hover and keyboard (Enter, Space, arrow
 * keys; Escape closes). Hand-made rather than Mantine's Menu: a plain positioned list needs no
 * floating-ui, which keeps ~25 KB gzip out of every page, and the links are in the prerendered HTML.
 * Until the page has hydrated the trigger is a link to `index`, the page listing the whole menu, so a
 * tap before the scripts run goes somewhere useful; the script then makes it the menu button.
 */
// eslint-disable-next-line max-lines-per-function -- split on its owner's branch
export function NavMenu({ label, menu, index, ariaLabel, noteInItemLanguage = false }: NavMenuProps) {
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const renderItems = useCallback(
    (links: NavItem[]) =>
      links.map((item) => (
        <SiteLink
          key={item.path}
          href={item.path}
          role="menuitem"
          tabIndex={-1}
          className={classes.item}
          onClick={() => setOpened(false)}
          {...(item.lang ? { hrefLang: item.lang } : {})}
          {...(item.lang && noteInItemLanguage ? { lang: item.lang } : {})}
        >
          <ItemText item={item} labelLang={!noteInItemLanguage} />
        </SiteLink>
      )),
    [noteInItemLanguage],
  );

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

  const itemLinks = () => [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const links = itemLinks();
    links[(index + links.length) % links.length]?.focus();
  };

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

  const onKeyDown = (event: KeyboardEvent) => {
    const links = itemLinks();
    const current = links.indexOf(document.activeElement as HTMLElement);
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
      focusItem(moves[event.key]!());
    } else if (event.key === 'Tab' && opened) {
      setOpened(false);
    }
  };

  return (
    <div
      ref={rootRef}
      className={classes.menu}
      onPointerEnter={(event) => hover(event, true)}
      onPointerLeave={(event) => hover(event, false)}
      onKeyDown={onKeyDown}
    >
      {!hydrated && index !== undefined ? (
        <a href={index} className={classes.link}>
          {label}
          <IconChevronDown size={16} aria-hidden className={classes.chevron} />
        </a>
      ) : (
        <UnstyledButton
          ref={buttonRef}
          className={classes.link}
          aria-label={ariaLabel}
          aria-haspopup="menu"
          aria-expanded={opened}
          aria-controls={menuId}
          data-expanded={opened || undefined}
          onClick={() => {
            window.clearTimeout(hoverTimer.current);
            // A click on a menu the pointer just opened keeps it open instead of toggling it shut. Read the
            // flag now: the updater runs at render, after the reset below (that was a real flake: hover
            // opened the menu 60 ms before a slow click, and the click then closed it).
            const hoverOpened = openedByHover.current;
            openedByHover.current = false;
            setOpened((was) => (was && hoverOpened ? true : !was));
          }}
        >
          {label}
          <IconChevronDown size={16} aria-hidden className={classes.chevron} />
        </UnstyledButton>
      )}
      <div id={menuId} role="menu" aria-label={label} className={classes.dropdown} hidden={!opened}>
        <MenuItems menu={menu} render={renderItems} />
      </div>
    </div>
  );
}

/** An entry's text: its label, in its own language when not the page's, and its note (e.g. "in English"). */
export function ItemText({ item, labelLang }: { item: NavItem; labelLang: boolean }) {
  return (
    <>
      {item.lang && labelLang ? <span lang={item.lang}>{item.label}</span> : item.label}
      {item.note && <span className="lang-mark"> ({item.note})</span>}
    </>
  );
}
