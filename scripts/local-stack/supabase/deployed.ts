// What a deploy ships, read from disk at the moment of the (local) deploy: the functions' folders, their
// config.toml blocks and the generated allow-list of voice agents. Hosted functions keep what they were
// deployed with until the next `supabase functions deploy`; the local stack does the same, so a push of
// new agents without a regenerate and redeploy fails here as it would live (voice-signed-url 403).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseVoiceAgentIdsModule } from '../../content-engine/generate/voice-agent-ids.ts';
import { readFunctionBlocks, type FunctionConfig } from './functions-config.ts';

export const FUNCTIONS_DIR = 'supabase/functions';
export const DEPLOYED_AGENT_IDS_FILE = 'supabase/functions/_shared/generated/voice-agent-ids.ts';

export interface Deployment {
  /** Function names: folders of supabase/functions with an index.ts; `_shared` and friends are not functions. */
  functions: readonly string[];
  blocks: ReadonlyMap<string, FunctionConfig>;
  agentIds: ReadonlySet<string>;
  /** When it was taken, for log lines. */
  at: Date;
}

export function functionNames(root = process.cwd()): string[] {
  const dir = path.join(root, FUNCTIONS_DIR);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .filter((entry) => existsSync(path.join(dir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

export function takeDeployment(root = process.cwd(), extraAgentIds: readonly string[] = []): Deployment {
  const ids = parseVoiceAgentIdsModule(readFileSync(path.join(root, DEPLOYED_AGENT_IDS_FILE), 'utf8'));
  return {
    functions: functionNames(root),
    blocks: readFunctionBlocks(path.join(root, 'supabase', 'config.toml')),
    agentIds: new Set([...ids, ...extraAgentIds]),
    at: new Date(),
  };
}
