export { PostCallPanel } from './PostCallPanel.tsx';
