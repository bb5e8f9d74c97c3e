import { memo, Suspense, use, type ReactNode } from 'react';
import type { NavItem } from '../../../schemas/routes.ts';

interface MenuItemsProps {
  /** The items, or the promise of them (the menus chunk, see menus.ts). */
  items: NavItem[] | Promise<NavItem[]>;
  /** Renders the items. Must be the same function on every render (module level or `useCallback`). */
  render: (items: NavItem[]) => ReactNode;
}

/**
 * A menu's items, once they are in. While the page hydrates and the menus chunk is still on its way,
 * React keeps the server's HTML of the items (links that work as plain links) and hydrates them when
 * the chunk arrives. Memoised so a re-render of the menu around it (opening it) does not update the
 * boundary before that: React would then drop the server's HTML and show the empty fallback.
 */
export const MenuItems = memo(function MenuItems({ items, render }: MenuItemsProps) {
  return (
    <Suspense fallback={null}>
      <Items items={items} render={render} />
    </Suspense>
  );
});

function Items({ items, render }: MenuItemsProps) {
  return render(Array.isArray(items) ? items : use(items));
}
