// npm run rehearse [-- --break <name>] [-- --keep]
// DEPLOY.md as a script: its steps, in its order, in a temporary copy of the project against a local
// platform (Supabase project and ElevenLabs workspace stand-ins). One line per step; the first that
// fails stops it with a line naming the cause, and the exit code is 1. It builds the site: on a shared
// machine run it under the heavy lock (flock /tmp/heavy.lock npm run rehearse).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BREAKS } from './break-names.ts';
import type { RehearsalContext } from './context.ts';

const USAGE = `Usage: npm run rehearse -- [--break <name>]... [--keep]
  --break <name>  reintroduce a go-live blocker in the copy; the rehearsal must then fail naming it:
${Object.entries(BREAKS)
  .map(([name, what]) => `                    ${name}: ${what}`)
  .join('\n')}
  --keep          keep the temporary copy and the platform's files (their folder is printed)`;

let values;
try {
  ({ values } = parseArgs({
    options: {
      break: { type: 'string', multiple: true, default: [] },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const unknown = values.break.filter((name) => !(name in BREAKS));
if (unknown.length > 0) {
  console.error(`Unknown --break ${unknown[0]}.\n${USAGE}`);
  process.exit(2);
}

// Imported once the flags are read, so `--help` answers without loading the steps and the local stack.
const { StepFailure } = await import('./context.ts');
const { STEPS } = await import('./steps.ts');
const { copyProject, tempDir } = await import('./workspace.ts');

const work = tempDir('rehearse-');
const ctx: RehearsalContext = {
  root: process.cwd(),
  dir: join(work, 'project'),
  platformDir: join(work, 'platform'),
  platform: null,
  secrets: {},
  tagged: new Map(),
  breaks: new Set(values.break),
};
copyProject(ctx.root, ctx.dir);
console.log(
  `Rehearsing DEPLOY.md in ${values.keep ? work : 'a temporary copy'}${values.break.length ? ` with --break ${values.break.join(', ')}` : ''}:`,
);

let failure: { index: number; error: InstanceType<typeof StepFailure> } | null = null;
const width = String(STEPS.length).length;
for (const [index, step] of STEPS.entries()) {
  const started = Date.now();
  const number = `${String(index + 1).padStart(width)}/${STEPS.length}`;
  try {
    const detail = await step.run(ctx);
    console.log(`  ok    ${number} ${step.title} (${((Date.now() - started) / 1000).toFixed(1)} s): ${detail}`);
  } catch (error) {
    const stepError =
      error instanceof StepFailure ? error : new StepFailure(error instanceof Error ? error.message : String(error));
    console.log(`  FAIL  ${number} ${step.title}: ${stepError.cause}`);
    if (stepError.details) console.log(`    ${stepError.details}`);
    failure = { index, error: stepError };
    break;
  }
}
await ctx.platform?.stop();
if (!values.keep) rmSync(work, { recursive: true, force: true });
if (failure) {
  const step = STEPS[failure.index]!;
  console.error(`\nRehearsal failed at step ${failure.index + 1} (${step.id}): ${failure.error.cause}`);
  process.exit(1);
}
console.log(`\nRehearsal passed: all ${STEPS.length} steps of DEPLOY.md.`);
