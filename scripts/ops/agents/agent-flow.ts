import type { Demo } from '../../../schemas/demo.ts';
import type { PageCallLanguage } from '../../../schemas/page-language.ts';

/** A flow with an agent, as agents:push and its tests see it: its slug and its checked demo. */
export interface AgentFlow {
  slug: string;
  demo: Demo;
  /** The languages its pages are translated into, with the translated first message (page-languages.ts). */
  pageLanguages?: readonly PageCallLanguage[];
}
