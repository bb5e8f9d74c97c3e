import type { Demo } from '../../../schemas/demo.ts';

/** A flow with an agent, as agents:push and its tests see it: its slug and its checked demo. */
export interface AgentFlow {
  slug: string;
  demo: Demo;
}
