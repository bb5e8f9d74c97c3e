import type { LandingData } from '../../schemas/routes.ts';
import { Sections } from '../components/sections/Section.tsx';

/** The one generic industry landing page: the industry's sections, in YAML order. */
export function IndustryLanding({ data }: { data: LandingData }) {
  return <Sections sections={data.sections} />;
}
