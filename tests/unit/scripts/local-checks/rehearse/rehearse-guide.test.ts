// DEPLOY.md and npm run rehearse cannot drift: every command the guide's deploy steps give is one the
// rehearsal runs (or stands in for), every command the rehearsal runs is in the guide, and in the same order.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STEPS } from '../../../../../scripts/local-checks/rehearse/steps.ts';

/**
 * The shell commands of the guide's numbered steps (## 1. … ## 9.), from its ```bash blocks: comments
 * and line continuations folded, the ElevenLabs and Supabase secret keys the reader puts in the shell left
 * out (the rehearsal sets its own). "## 0." is the rehearsal itself.
 */
function guideCommands(markdown: string): string[] {
  const sections = markdown.split(/^## /m).filter((section) => /^[1-9]\d*\. /.test(section));
  return sections.flatMap((section) =>
    [...section.matchAll(/```bash\n([\s\S]*?)```/g)].flatMap((block) =>
      block[1]!
        .replace(/\\\n\s*/g, ' ')
        .split('\n')
        .map((line) =>
          line
            .replace(/\s+#.*$/, '')
            .trim()
            .replace(/^(?:(?:ELEVENLABS_API_KEY|SUPABASE_SECRET_KEY)=\S+\s+)+/, ''),
        )
        .filter((line) => line !== '' && !line.startsWith('#')),
    ),
  );
}

const guide = guideCommands(readFileSync('DEPLOY.md', 'utf8'));
const rehearsed = STEPS.flatMap((step) => step.guide);

describe('DEPLOY.md and npm run rehearse', () => {
  it('finds the deploy commands of the guide', () => {
    expect(guide).toEqual(
      expect.arrayContaining(['npx supabase db push', 'npx supabase functions deploy', 'npm run generate']),
    );
  });

  it('has no command in the guide that the rehearsal does not run', () => {
    expect(guide.filter((command) => !rehearsed.includes(command))).toEqual([]);
  });

  it('runs no command the guide does not give', () => {
    expect(rehearsed.filter((command) => !guide.includes(command))).toEqual([]);
  });

  it('runs them in the order of the guide', () => {
    const firstSeen = [...new Set(rehearsed)].map((command) => guide.indexOf(command));
    expect(firstSeen).toEqual([...firstSeen].sort((a, b) => a - b));
  });

  it('pushes the agents and regenerates the allow-list before it deploys the functions', () => {
    const at = (command: string) => guide.indexOf(command);
    expect(at('npm run agents:push -- --env production')).toBeLessThan(at('npm run generate'));
    expect(at('npm run generate')).toBeLessThan(at('npx supabase functions deploy'));
    expect(at('npx supabase functions deploy')).toBeLessThan(at('SITE_ENV=production npm run build -- --production'));
  });

  it('lists the rehearsal step by step in its section 0, in the same numbering', () => {
    const table = readFileSync('DEPLOY.md', 'utf8').split('## 1. ')[0]!;
    const rows = [...table.matchAll(/^\| (\d+)\s+\|/gm)].map((match) => Number(match[1]));
    expect(rows).toEqual(STEPS.map((_, index) => index + 1));
  });
});
