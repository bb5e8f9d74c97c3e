// The go-live blockers `npm run rehearse -- --break <name>` puts back into its copy, to show that the
// rehearsal fails on each with a line that names the cause (DEPLOY.md, "Rehearse on this machine").
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RehearsalContext } from './context.ts';
import { SECRETS_TEMPLATE } from './secrets.ts';

/** The copy's agent derivation, edited by the agent breaks: each must find its line, or it plants nothing. */
const AGENT_BREAKS: Record<string, [file: string, from: string, to: string]> = {
  'inline-tools': [
    'scripts/ops/agents/derive.ts',
    'prompt: { prompt: agent.prompt, toolIds: [...toolIds] },',
    'prompt: { prompt: agent.prompt, toolIds: [...toolIds], tools: toolRequests(agent).map((tool) => tool.toolConfig) as never },',
  ],
  'preset-model': [
    'scripts/ops/agents/derive.ts',
    'modelId: ttsModelFor(languages)',
    'modelId: ttsModelFor([agent.language])',
  ],
};

/** Plants the agent breaks asked for in the copy, before its first agents:push. */
export function plantAgentBreaks(ctx: RehearsalContext): string[] {
  const planted: string[] = [];
  for (const [name, [file, from, to]] of Object.entries(AGENT_BREAKS)) {
    if (!ctx.breaks.has(name)) continue;
    const path = join(ctx.dir, file);
    const source = readFileSync(path, 'utf8');
    if (!source.includes(from)) throw new Error(`--break ${name}: ${file} no longer has "${from}"; update breaks.ts`);
    writeFileSync(path, source.replace(from, to));
    planted.push(name);
  }
  return planted;
}

export function dropFromTemplate(ctx: RehearsalContext, name: string): void {
  const path = join(ctx.dir, SECRETS_TEMPLATE);
  writeFileSync(path, readFileSync(path, 'utf8').replace(new RegExp(`^${name}=.*\\n`, 'm'), ''));
}

export function dropConfigBlock(ctx: RehearsalContext, name: string): void {
  const path = join(ctx.dir, 'supabase/config.toml');
  const toml = readFileSync(path, 'utf8');
  writeFileSync(path, toml.replace(new RegExp(`^\\[functions\\.${name}\\][\\s\\S]*?(?=^\\[|(?![\\s\\S]))`, 'm'), ''));
}
