export { MainNavbar } from './MainNavbar.tsx';
export { SimpleNavbar } from './SimpleNavbar.tsx';
