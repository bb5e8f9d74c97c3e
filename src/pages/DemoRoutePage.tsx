import type { DemoData } from '../../schemas/routes.ts';
import { IndustryDemo } from '../features/demo/IndustryDemo/index.ts';

/** The lazily loaded demo route: one engine for all 13 voice flows. Keyed by flow so flows never share state. */
export default function DemoRoutePage({ data }: { data: DemoData }) {
  return <IndustryDemo key={data.slug} data={data} />;
}
