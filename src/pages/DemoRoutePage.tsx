import { useLoaderData } from '@tanstack/react-router';
import type { DemoData } from '../../schemas/registry.ts';
import { IndustryDemo } from '../features/demo/IndustryDemo/index.ts';

/** The lazily loaded demo route: one engine for all 13 voice flows. Keyed by path so flows never share state. */
export default function DemoRoutePage() {
  const data = useLoaderData({ strict: false }) as DemoData;
  return <IndustryDemo key={data.demo.path} data={data} />;
}
