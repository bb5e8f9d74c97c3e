// How the rehearsal runs one of the guide's shell commands, and the one line it quotes when it fails.
import { asRehearsed, StepFailure, type RehearsalContext } from './context.ts';
import { lastLines, run } from './workspace.ts';

/** Runs one of the guide's shell commands in the copy; a failure quotes the command's last lines. */
export async function shell(
  ctx: RehearsalContext,
  guideCommand: string,
  env: Record<string, string> = {},
): Promise<string> {
  const command = asRehearsed(guideCommand);
  const result = await run(ctx.dir, 'bash', ['-c', command], env);
  if (result.code !== 0) throw new StepFailure(`${command}: ${causeOf(result.output)}`, lastLines(result.output));
  return result.output;
}

/**
 * The line of a failed command that names the cause: check:live's first failed check, the build's
 * first refusal, else the last line it printed.
 */
export function causeOf(output: string): string {
  const lines = output.split('\n').map((line) => line.trim());
  const after = (pattern: RegExp) => {
    const index = lines.findIndex((line) => pattern.test(line));
    return index >= 0 ? lines.slice(index + 1).find((line) => line !== '') : undefined;
  };
  return after(/^\d+ checks? failed:$/) ?? after(/^Production build refused/) ?? lastLines(output, 1);
}
