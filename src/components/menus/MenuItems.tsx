import { memo, Suspense, use, type ReactNode } from 'react';
import type { NavItem, ShortMenu } from '../../../schemas/routes.ts';
import { menuLinks } from './menus.ts';

interface MenuItemsProps {
  /** The menu, or the promise of it (the menus chunk, see menus.ts). */
  menu: ShortMenu | Promise<ShortMenu>;
  /** Renders the links: the menu's entries, then its "All …" link if any. Must be the same function on every render (module level or `useCallback`). */
  render: (links: NavItem[]) => ReactNode;
}

/**
 * A menu's items, once they are in. While the page hydrates and the menus chunk is still on its way,
 * React keeps the server's HTML of the items (links that work as plain links) and hydrates them when
 * the chunk arrives. Memoised so a re-render of the menu around it (opening it) does not update the
 * boundary before that: React would then drop the server's HTML and show the empty fallback.
 */
export const MenuItems = memo(function MenuItems({ menu, render }: MenuItemsProps) {
  return (
    <Suspense fallback={null}>
      <Items menu={menu} render={render} />
    </Suspense>
  );
});

function Items({ menu, render }: MenuItemsProps) {
  return render(menuLinks(menu instanceof Promise ? use(menu) : menu));
}
