import { Burger, UnstyledButton } from '@mantine/core';

interface MenuBurgerProps {
  /** Whether the drawer is open: the lines turn into a cross. */
  opened: boolean;
  /** Opens or closes the drawer. */
  onClick: () => void;
  /** The button's name, which says what a press does (open or close the menu). */
  label: string;
}

/**
 * Mantine's Burger with its lines in a <span>: Burger draws them with a <div>, which is invalid inside a
 * <button>. The same classes and data attributes as Burger's own markup, so it looks and moves the same.
 */
export function MenuBurger({ opened, onClick, label }: MenuBurgerProps) {
  return (
    <UnstyledButton
      className={`${Burger.classes.root} mantine-Burger-root`}
      hiddenFrom="md"
      onClick={onClick}
      aria-label={label}
    >
      <span
        className={`${Burger.classes.burger} mantine-Burger-burger`}
        data-reduce-motion="true"
        data-opened={opened || undefined}
      />
    </UnstyledButton>
  );
}
