export { IndustryDemo } from './IndustryDemo.tsx';
