// The rehearsal's agent breaks (npm run rehearse -- --break inline-tools / preset-model) plant their fault
// in a copy of derive.ts; a refactor that moves the line they edit makes them say so, never plant nothing.
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKS } from '../../../../../scripts/local-checks/rehearse/break-names.ts';
import { plantAgentBreaks } from '../../../../../scripts/local-checks/rehearse/breaks.ts';
import type { RehearsalContext } from '../../../../../scripts/local-checks/rehearse/context.ts';

const copyWith = (breaks: string[]) => {
  const dir = mkdtempSync(join(tmpdir(), 'breaks-'));
  cpSync('scripts/ops/agents', join(dir, 'scripts/ops/agents'), { recursive: true });
  return { dir, breaks: new Set(breaks) } as unknown as RehearsalContext;
};

describe('the rehearsal agent breaks', () => {
  it.each([
    ['inline-tools', 'tools: toolRequests(agent)'],
    ['preset-model', 'ttsModelFor([agent.language])'],
  ])('%s edits the copy of derive.ts', (name, planted) => {
    expect(BREAKS).toHaveProperty(name);
    const ctx = copyWith([name]);
    expect(plantAgentBreaks(ctx)).toEqual([name]);
    expect(readFileSync(join(ctx.dir, 'scripts/ops/agents/derive.ts'), 'utf8')).toContain(planted);
    expect(readFileSync('scripts/ops/agents/derive.ts', 'utf8')).not.toContain(planted);
  });

  it('plants nothing without --break', () => {
    expect(plantAgentBreaks(copyWith([]))).toEqual([]);
  });
});
