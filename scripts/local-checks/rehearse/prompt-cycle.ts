// The last two steps of the rehearsal: a prompt edit that is pushed, then a rollback as DEPLOY.md's
// "Roll back" does it (the tag's industries/, ids file included, then agents:push), each verified by
// reading the agent back from the ElevenLabs API: the file saying so is not enough.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { readAgentIds } from '../../content-engine/agent-ids.ts';
import { deriveAgentConfig } from '../../ops/agents/derive.ts';
import { loadFlows } from '../../ops/agents/flows.ts';
import { elevenLabsEnv, REHEARSAL_ENV, StepFailure, type RehearsalContext } from './context.ts';

const MARKER = 'Rehearsal edit: mention the winter special to every caller.';

/** The first flow with an agent: its slug, its file and the prompt its YAML derives. */
function firstAgentFlow(ctx: RehearsalContext): { slug: string; file: string; prompt: string } {
  const flow = loadFlows(ctx.dir).flows.find((candidate) => candidate.demo.agent);
  if (!flow) throw new StepFailure('no flow defines an agent block: nothing to edit');
  return {
    slug: flow.slug,
    file: flow.file,
    prompt: deriveAgentConfig(flow)!.conversationConfig.agent!.prompt!.prompt!,
  };
}

/** The live prompt of the flow's agent, read through the SDK as agents:push reads it. */
async function livePrompt(ctx: RehearsalContext, slug: string): Promise<{ id: string; prompt: string | undefined }> {
  const entry = readAgentIds(ctx.dir, REHEARSAL_ENV).entries.get(slug);
  if (!entry) throw new StepFailure(`industries/agents/${REHEARSAL_ENV}.yaml has no agent for ${slug}`);
  const env = elevenLabsEnv(ctx);
  const client = new ElevenLabsClient({
    apiKey: env.ELEVENLABS_API_KEY!,
    baseUrl: env.ELEVENLABS_API_URL!,
    maxRetries: 0,
  });
  const agent = await client.conversationalAi.agents.get(entry.id);
  return { id: entry.id, prompt: agent.conversationConfig.agent?.prompt?.prompt };
}

export async function editPrompt(ctx: RehearsalContext, push: () => Promise<string>): Promise<string> {
  const flow = firstAgentFlow(ctx);
  const idsFile = `industries/agents/${REHEARSAL_ENV}.yaml`;
  // The tag a rollback returns to: the flow's YAML and the ids file, as git would check them out.
  for (const file of [flow.file, idsFile]) ctx.tagged.set(file, readFileSync(join(ctx.dir, file), 'utf8'));
  const yaml = ctx.tagged.get(flow.file)!;
  const edited = yaml.replace(
    /^(\s*)prompt: \|\n(\s*)/m,
    (block, _key: string, indent: string) => `${block}${MARKER}\n${indent}`,
  );
  if (edited === yaml) throw new StepFailure(`${flow.file}: no "prompt: |" block to edit`);
  writeFileSync(join(ctx.dir, flow.file), edited);
  await push();
  const live = await livePrompt(ctx, flow.slug);
  if (!live.prompt?.includes(MARKER)) {
    throw new StepFailure(`${flow.slug}: the live agent ${live.id} does not have the edited prompt after agents:push`);
  }
  return `${flow.file}: prompt edited; ${live.id} has it`;
}

export async function rollBack(ctx: RehearsalContext, push: () => Promise<string>): Promise<string> {
  if (ctx.tagged.size === 0) throw new StepFailure('nothing to roll back to: the prompt edit step did not run');
  for (const [file, content] of ctx.tagged) writeFileSync(join(ctx.dir, file), content);
  await push();
  const flow = firstAgentFlow(ctx);
  const live = await livePrompt(ctx, flow.slug);
  if (live.prompt !== flow.prompt) {
    const still = live.prompt?.includes(MARKER) ? 'still has the edited prompt' : 'has another prompt than the YAML';
    throw new StepFailure(
      `${flow.slug}: after the rollback the live agent ${live.id} ${still}: agents:push did not compare with the API`,
    );
  }
  return `${live.id} has the prompt of the tag again`;
}
