export { ResponsiveGrid, type Responsive, type ResponsiveGridProps } from './ResponsiveGrid.tsx';
