import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useCallback, useId } from 'react';
import type { NavItem, ShortMenu } from '../../../schemas/routes.ts';
import { MenuItems } from '../menus/MenuItems.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { useHydrated } from '../../lib/useHydrated.ts';
import classes from './Navbar.module.css';
import { useNavMenu, type NavMenuState } from './useNavMenu.ts';

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

/**
 * A dropdown of links (ARIA menu button); opens on click, hover and keyboard (Enter, Space, arrow
 * keys; Escape closes; useNavMenu.ts). Hand-made rather than Mantine's Menu: a plain positioned list
 * needs no floating-ui, which stays out of every page (its size: docs/performance.md, "Hand-made
 * menus"), and the links are in the prerendered HTML.
 */
export function NavMenu({ label, menu, index, ariaLabel, noteInItemLanguage = false }: NavMenuProps) {
  const { opened, close, rootRef, buttonRef, hover, toggle, onKeyDown } = useNavMenu();
  const menuId = useId();
  const renderItems = useCallback(
    (links: NavItem[]) =>
      links.map((item) => (
        <SiteLink
          key={item.path}
          href={item.path}
          role="menuitem"
          tabIndex={-1}
          className={classes.item}
          onClick={close}
          {...(item.lang ? { hrefLang: item.lang } : {})}
          {...(item.lang && noteInItemLanguage ? { lang: item.lang } : {})}
        >
          <ItemText item={item} labelLang={!noteInItemLanguage} />
        </SiteLink>
      )),
    [noteInItemLanguage, close],
  );
  return (
    <div
      ref={rootRef}
      className={classes.menu}
      onPointerEnter={(event) => hover(event, true)}
      onPointerLeave={(event) => hover(event, false)}
      onKeyDown={onKeyDown}
    >
      <NavMenuTrigger {...{ label, index, ariaLabel, menuId, opened, toggle }} buttonRef={buttonRef} />
      <div id={menuId} role="menu" aria-label={label} className={classes.dropdown} hidden={!opened}>
        <MenuItems menu={menu} render={renderItems} />
      </div>
    </div>
  );
}

type TriggerProps = Pick<NavMenuProps, 'label' | 'index' | 'ariaLabel'> &
  Pick<NavMenuState, 'opened' | 'toggle' | 'buttonRef'> & { menuId: string };

/**
 * Until the page has hydrated the trigger is a link to `index`, the page listing the whole menu, so a
 * tap where scripts never run goes somewhere useful; the script then makes it the menu button. Where the
 * page's bootstrap runs, `data-opens-menu` makes it hold a click on the link until the button is there
 * and press the button instead (scripts/build/bootstrap.ts).
 */
function NavMenuTrigger({ label, index, ariaLabel, menuId, opened, toggle, buttonRef }: TriggerProps) {
  const hydrated = useHydrated();
  const chevron = <IconChevronDown size={16} aria-hidden className={classes.chevron} />;
  if (!hydrated && index !== undefined)
    return (
      <a href={index} className={classes.link} data-opens-menu="">
        {label}
        {chevron}
      </a>
    );
  return (
    <UnstyledButton
      ref={buttonRef}
      className={classes.link}
      aria-label={ariaLabel}
      aria-haspopup="menu"
      aria-expanded={opened}
      aria-controls={menuId}
      data-expanded={opened || undefined}
      onClick={toggle}
    >
      {label}
      {chevron}
    </UnstyledButton>
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
