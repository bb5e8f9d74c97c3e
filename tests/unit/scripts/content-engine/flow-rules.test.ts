// The rules npm run validate took over from unit tests that only ran on the real content: every flow
// has a voice agent, no two agents share a name, every file opens with its schema line. Pinned on a
// copy of the fixture site, with the message an author reads.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../../scripts/content-engine/load.ts';
import { formatProblems } from '../../../../scripts/content-engine/problem.ts';
import { copyContent, edit, problemsIn } from '../../support/content.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const warningsIn = (at: string) =>
  formatProblems(
    loadContent({ root: at, contentDir: at }).warnings.map((warning) => ({
      ...warning,
      file: `industries/${warning.file}`,
    })),
  );

/** Drops a flow's `agent:` block, which every fixture file has last. */
function withoutAgent(file: string): void {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  writeFileSync(path, text.slice(0, text.indexOf('\n  agent:\n') + 1));
}

describe('validate: flow rules', () => {
  it('accepts the fixture site, whose flows each have an agent of their own name', () => {
    dir = copyContent();
    expect(problemsIn(dir)).toBe('');
    expect(warningsIn(dir)).toBe('');
  });

  it('reports a flow with neither an agent block nor an agent id, at its demo block', () => {
    dir = copyContent();
    edit(dir, 'trades.yaml', '  agentId: agent_trades_demo_01\n', '');
    withoutAgent('trades.yaml');
    expect(problemsIn(dir)).toBe(
      'industries/trades.yaml:90:1 demo.agent: This flow has no voice agent: add an agent: block (name, firstMessage, prompt; see "The voice agent" in AUTHORING.md, or the one npm run new:industry writes), and npm run agents:push creates it. To call an agent made elsewhere, set demo.agentId instead',
    );
  });

  it('accepts a flow that calls an agent made elsewhere, by its id', () => {
    dir = copyContent();
    withoutAgent('trades.yaml');
    expect(problemsIn(dir)).toBe('');
  });

  it('gives a flow with an agent block and no id the stand-in id until agents:push', () => {
    dir = copyContent();
    edit(dir, 'trades.yaml', '  agentId: agent_trades_demo_01\n', '');
    const { registry } = loadContent({ root: dir, contentDir: dir });
    const trades = registry!.routes.find((route) => route.key === 'demo/trades')!.data;
    expect(trades.kind === 'demo' && trades.demo.agentId).toBe('agent_trades_demo_01');
  });

  it('reports an agent name another flow has, at the later one, naming the first', () => {
    dir = copyContent();
    edit(
      dir,
      'trades.yaml',
      'name: "Harbourline demo: Trueline Plumbing & Electrical"',
      'name: "Harbourline demo: Salt & Vine restaurant host"',
    );
    expect(problemsIn(dir)).toBe(
      'industries/trades.yaml:162:11 demo.agent.name: Duplicate agent name "Harbourline demo: Salt & Vine restaurant host": restaurant.yaml:219 already uses it, and the ElevenLabs dashboard would list two agents alike. Give this agent a name of its own',
    );
  });

  it('warns about a file without its schema line, saying which line to add', () => {
    dir = copyContent();
    edit(
      dir,
      'pages/about.yaml',
      '# yaml-language-server: $schema=../../../../schemas/generated/page.schema.json\n',
      '',
    );
    edit(dir, 'trades.yaml', 'generated/industry.schema.json', 'generated/page.schema.json');
    expect(problemsIn(dir)).toBe('');
    expect(warningsIn(dir).split('\n')).toEqual([
      expect.stringMatching(
        /^industries\/pages\/about\.yaml:1:1 The first line is not the schema line: start the file with "# yaml-language-server: \$schema=\S+\/schemas\/generated\/page\.schema\.json" so editors/,
      ),
      expect.stringMatching(
        /^industries\/trades\.yaml:1:1 The first line names \S+page\.schema\.json, not the industry schema: start the file with/,
      ),
    ]);
  });
});
